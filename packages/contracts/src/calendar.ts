/**
 * Calendar dates ("YYYY-MM-DD") and wall-clock times ("HH:mm") without a time zone: the arithmetic
 * that the reservations domain, the demo seed and the booking pages share. Zone-aware conversions
 * live in the reservations domain (local-time.ts).
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const MINUTES_PER_DAY = 24 * 60;

export function isLocalDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isLocalTime(value: string): boolean {
  return TIME.test(value);
}

/** "HH:mm" as minutes after midnight. */
export function minutesOfTime(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes after midnight (0-1439) as "HH:mm". */
export function timeOfMinutes(minutes: number): string {
  const within = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(within / 60)).padStart(2, "0")}:${String(within % 60).padStart(2, "0")}`;
}

/** Year, month (1-12) and day of a calendar date; RangeError when it is not one. */
export function dateParts(date: string): [number, number, number] {
  if (!isLocalDate(date)) throw new RangeError(`not a date: ${date}`);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return [year, month, day];
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Day of the week of a calendar date: 0 Sunday ... 6 Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = dateParts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
