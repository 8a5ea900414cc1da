import { describe, expect, it } from "vitest";
import { sessionDates } from "./organizer-sessions-rules.ts";

describe("new sessions' dates", () => {
  it("is the one date without a repeat", () => {
    expect(sessionDates("2027-03-05")).toEqual({ dates: ["2027-03-05"] });
  });

  it("repeats on the first date's weekday until the end date, both included", () => {
    // 2027-03-05 is a Friday.
    expect(sessionDates("2027-03-05", { weekdays: [], until: "2027-03-26" })).toEqual({
      dates: ["2027-03-05", "2027-03-12", "2027-03-19", "2027-03-26"],
    });
  });

  it("repeats on the chosen weekdays", () => {
    expect(sessionDates("2027-03-05", { weekdays: [5, 6], until: "2027-03-13" })).toEqual({
      dates: ["2027-03-05", "2027-03-06", "2027-03-12", "2027-03-13"],
    });
  });

  it("refuses an end before the start, and more than the maximum with the exact count", () => {
    expect(sessionDates("2027-03-05", { weekdays: [], until: "2027-03-04" })).toEqual({ problem: "untilBeforeDate" });
    expect(sessionDates("2027-01-01", { weekdays: [0, 1, 2, 3, 4, 5, 6], until: "2027-12-31" })).toEqual({
      problem: "tooMany",
      count: 365,
    });
    expect(sessionDates("2027-01-01", { weekdays: [], until: "9999-12-31" })).toMatchObject({ problem: "tooMany" });
    expect("dates" in sessionDates("2027-01-01", { weekdays: [5], until: "2028-11-30" })).toBe(true);
  });
});
