import { TZDate } from "@date-fns/tz";

/**
 * Wall-clock dates and times of a venue (its IANA zone) and the instants they name. Dates are
 * "YYYY-MM-DD", times "HH:mm". Instants are plain UTC `Date`s; every comparison happens on instants,
 * so a daylight-saving change never makes two reservations overlap unnoticed.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const MINUTES_PER_DAY = 24 * 60;
const MINUTE_MS = 60_000;

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

function dateParts(date: string): [number, number, number] {
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

/**
 * The instant a wall-clock date and time name in a zone, or null when that time does not exist
 * there (the hour skipped when clocks go forward). A time that happens twice (clocks going back)
 * names its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = dateParts(date);
  const minutes = minutesOfTime(time);
  const hours = Math.floor(minutes / 60);
  const zoned = new TZDate(year, month - 1, day, hours, minutes % 60, timeZone);
  const exists =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month - 1 &&
    zoned.getDate() === day &&
    zoned.getHours() === hours &&
    zoned.getMinutes() === minutes % 60;
  return exists ? new Date(zoned.getTime()) : null;
}

/** The wall-clock date and time of an instant in a zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const date = `${zoned.getFullYear()}-${String(zoned.getMonth() + 1).padStart(2, "0")}-${String(zoned.getDate()).padStart(2, "0")}`;
  return { date, time: timeOfMinutes(zoned.getHours() * 60 + zoned.getMinutes()) };
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS);
}

/** Whether [aStart, aEnd) and [bStart, bEnd) share a moment. */
export function overlaps(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return aStart.getTime() < bEnd.getTime() && bStart.getTime() < aEnd.getTime();
}
