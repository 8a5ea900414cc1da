import { describe, expect, it } from "vitest";
import { addDays, isLocalDate, isLocalTime, localDateTime, weekdayOf, zonedInstant } from "./local-time.ts";

describe("venue local time", () => {
  it("validates calendar dates and times", () => {
    expect(isLocalDate("2026-02-28")).toBe(true);
    expect(isLocalDate("2026-02-30")).toBe(false);
    expect(isLocalDate("2026-2-3")).toBe(false);
    expect(isLocalTime("23:59")).toBe(true);
    expect(isLocalTime("24:00")).toBe(false);
  });

  it("moves across months and years and knows the weekday", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(weekdayOf("2026-11-22")).toBe(0);
    expect(weekdayOf("2026-11-20")).toBe(5);
  });

  it("turns wall times into instants and back in each served country's zone", () => {
    expect(zonedInstant("2026-11-22", "20:00", "America/Mexico_City")).toEqual(new Date("2026-11-23T02:00:00Z"));
    expect(zonedInstant("2026-11-22", "20:00", "America/Bogota")).toEqual(new Date("2026-11-23T01:00:00Z"));
    expect(zonedInstant("2026-11-22", "20:00", "America/Costa_Rica")).toEqual(new Date("2026-11-23T02:00:00Z"));
    expect(localDateTime(new Date("2026-11-23T02:00:00Z"), "America/Mexico_City")).toEqual({
      date: "2026-11-22",
      time: "20:00",
    });
  });

  it("has no instant for a wall time skipped by daylight saving, and the first one for a repeated time", () => {
    expect(zonedInstant("2026-03-08", "02:30", "America/Tijuana")).toBeNull();
    expect(zonedInstant("2026-11-01", "01:30", "America/Tijuana")).toEqual(new Date("2026-11-01T08:30:00Z"));
  });
});
