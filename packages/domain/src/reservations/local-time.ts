import { TZDate } from "@date-fns/tz";
import { dateParts, minutesOfTime, timeOfMinutes } from "@sobremesa/contracts";
import { createMemo } from "../cache/index.ts";

const MINUTE_MS = 60_000;

/**
 * Wall-clock dates and times of a venue (its IANA zone) and the instants they name. Dates are
 * "YYYY-MM-DD", times "HH:mm". Instants are plain UTC `Date`s; every comparison happens on instants,
 * so a daylight-saving change never makes two reservations overlap unnoticed.
 */

/**
 * The instant a wall-clock date and time name in a zone, or null when that time does not exist
 * there (the hour skipped when clocks go forward). A time that happens twice (clocks going back)
 * names its first occurrence.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  // Every availability answer and booking resolves each seating time of a day through the zone's
  // rules, the costliest step of deciding one; the answers never change, so they are kept.
  const instant = zonedInstants(`${date} ${time} ${timeZone}`, () => resolveZonedInstant(date, time, timeZone));
  return instant === null ? null : new Date(instant);
}

/**
 * The instant a diner means by a wall-clock date and time, which always exists: zonedInstant's, and
 * for a time the clocks skip, the same moment the zone's rules move it to (02:30 on the night clocks
 * go from 02:00 to 03:00 is 03:30). What a search "around 02:30" is measured from.
 */
export function askedInstant(date: string, time: string, timeZone: string): Date {
  return zonedInstant(date, time, timeZone) ?? new Date(zonedWallClock(date, time, timeZone).getTime());
}

/** Epoch milliseconds, or null for a wall time the zone skips. */
const zonedInstants = createMemo<number | null>(100_000);

function zonedWallClock(date: string, time: string, timeZone: string): TZDate {
  const [year, month, day] = dateParts(date);
  const minutes = minutesOfTime(time);
  return new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, timeZone);
}

function resolveZonedInstant(date: string, time: string, timeZone: string): number | null {
  const [year, month, day] = dateParts(date);
  const minutes = minutesOfTime(time);
  const zoned = zonedWallClock(date, time, timeZone);
  const exists =
    zoned.getFullYear() === year &&
    zoned.getMonth() === month - 1 &&
    zoned.getDate() === day &&
    zoned.getHours() === Math.floor(minutes / 60) &&
    zoned.getMinutes() === minutes % 60;
  return exists ? zoned.getTime() : null;
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
