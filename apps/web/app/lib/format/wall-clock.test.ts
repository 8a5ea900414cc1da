import { describe, expect, it } from "vitest";
import { wallClock } from "./wall-clock";

const MX = "America/Mexico_City"; // UTC-6 all year (no daylight saving since 2022)
const BOGOTA = "America/Bogota"; // UTC-5
/** An instant given as UTC wall-clock parts. */
const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("wallClock", () => {
  it("reads the date, weekday and minutes in the zone, not the machine's", () => {
    // Wednesday 2026-11-25 03:30 UTC is Tuesday 21:30 in Mexico City and 22:30 in Bogotá.
    expect(wallClock(utc("2026-11-25T03:30:00"), MX)).toEqual({
      date: "2026-11-24",
      weekday: 2,
      minutes: 21 * 60 + 30,
    });
    expect(wallClock(utc("2026-11-25T03:30:00"), BOGOTA)).toEqual({
      date: "2026-11-24",
      weekday: 2,
      minutes: 22 * 60 + 30,
    });
    expect(wallClock(utc("2026-11-25T06:00:00"), MX)).toEqual({ date: "2026-11-25", weekday: 3, minutes: 0 });
    expect(wallClock(new Date("2026-03-06T02:10:00Z"), MX)).toEqual({
      date: "2026-03-05",
      weekday: 4,
      minutes: 20 * 60 + 10,
    });
  });
});
