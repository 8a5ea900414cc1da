import { describe, expect, it } from "vitest";
import { addDays, isLocalDate, isLocalTime, minutesOfTime, timeOfMinutes, weekdayOf } from "./calendar.ts";

describe("calendar dates and wall-clock times", () => {
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

  it("converts times to minutes after midnight and back, wrapping past midnight", () => {
    expect(minutesOfTime("01:30")).toBe(90);
    expect(timeOfMinutes(23 * 60 + 45 + 30)).toBe("00:15");
    expect(timeOfMinutes(-15)).toBe("23:45");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });
});
