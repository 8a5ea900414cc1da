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

/** Epoch milliseconds, or null for a wall time the zone skips. */
const zonedInstants = createMemo<number | null>(100_000);

function resolveZonedInstant(date: string, time: string, timeZone: string): number | null {
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
