import { describe, expect, it } from "vitest";
import { dayHoursProblems, sortedWeek, weeklyHoursProblems } from "./hours-rules.ts";

const range = (weekday: number, opensAt: string, closesAt: string) => ({ weekday, opensAt, closesAt });

describe("weekly opening hours", () => {
  it("accepts several ranges a day, closed days and a night past midnight", () => {
    expect(
      weeklyHoursProblems([
        range(1, "13:00", "17:00"),
        range(1, "19:00", "23:30"),
        range(5, "20:00", "03:00"),
        range(6, "04:00", "12:00"),
      ]),
    ).toEqual([]);
  });

  it("reads an end before the start as past midnight, and refuses an empty range", () => {
    expect(weeklyHoursProblems([range(2, "22:00", "02:00")])).toEqual([]);
    expect(weeklyHoursProblems([range(2, "10:00", "10:00")])).toEqual([{ index: 0, problem: "hoursEmptyRange" }]);
  });

  it("refuses overlaps within a day and across midnight", () => {
    expect(weeklyHoursProblems([range(1, "13:00", "17:00"), range(1, "16:00", "20:00")])).toEqual([
      { index: 1, problem: "hoursOverlap" },
    ]);
    expect(weeklyHoursProblems([range(3, "20:00", "04:00"), range(4, "03:00", "10:00")])).toEqual([
      { index: 1, problem: "hoursOverlap" },
    ]);
    // Ranges that only touch do not overlap.
    expect(weeklyHoursProblems([range(3, "20:00", "04:00"), range(4, "04:00", "10:00")])).toEqual([]);
  });

  it("wraps Saturday night into Sunday morning", () => {
    expect(weeklyHoursProblems([range(0, "01:00", "09:00"), range(6, "22:00", "02:00")])).toEqual([
      { index: 1, problem: "hoursOverlap" },
    ]);
  });

  it("refuses more than four ranges in a day", () => {
    const day = ["08:00", "10:00", "12:00", "14:00", "16:00"].map((opens, i) =>
      range(1, opens, `${String(9 + 2 * i).padStart(2, "0")}:00`),
    );
    expect(weeklyHoursProblems(day)).toEqual([{ index: 4, problem: "hoursTooMany" }]);
  });

  it("sorts by weekday and opening", () => {
    expect(sortedWeek([range(2, "19:00", "23:00"), range(1, "13:00", "17:00"), range(2, "09:00", "12:00")])).toEqual([
      range(1, "13:00", "17:00"),
      range(2, "09:00", "12:00"),
      range(2, "19:00", "23:00"),
    ]);
  });
});

describe("a special day's hours", () => {
  it("checks overlaps on the day alone", () => {
    expect(dayHoursProblems([{ opensAt: "12:00", closesAt: "02:00" }])).toEqual([]);
    expect(
      dayHoursProblems([
        { opensAt: "12:00", closesAt: "16:00" },
        { opensAt: "15:00", closesAt: "18:00" },
      ]),
    ).toEqual([{ index: 1, problem: "hoursOverlap" }]);
  });
});
