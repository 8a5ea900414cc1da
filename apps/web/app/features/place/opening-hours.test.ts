import { describe, expect, it } from "vitest";
import { crossesMidnight, formatRange, openStatus, weekHours } from "./opening-hours";

/** A bar open Tuesday to Saturday from 18:00 to 02:00, and a Sunday lunch 13:00-17:00. */
const hours = [
  ...[2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: "18:00", closesAt: "02:00" })),
  { weekday: 0, opensAt: "13:00", closesAt: "17:00" },
];

const MX = "America/Mexico_City"; // UTC-6 all year (no daylight saving since 2022)
const BOGOTA = "America/Bogota"; // UTC-5
/** An instant given as UTC wall-clock parts. */
const utc = (iso: string) => Date.parse(`${iso}Z`);

describe("openStatus", () => {
  it("is open in the evening and says when it closes", () => {
    const status = openStatus(hours, MX, utc("2026-11-25T03:30:00")); // Tue 21:30
    expect(status).toEqual({ open: true, today: 2, closesAt: "02:00", opensNext: null });
  });

  it("stays open after midnight on yesterday's late opening", () => {
    // Wednesday 01:30 in Mexico City: Tuesday's 18:00-02:00 is still running.
    expect(openStatus(hours, MX, utc("2026-11-25T07:30:00"))).toMatchObject({
      open: true,
      today: 3,
      closesAt: "02:00",
    });
    // Monday 01:30: Sunday closed at 17:00 and Sunday's hours do not cross midnight.
    expect(openStatus(hours, MX, utc("2026-11-23T07:30:00")).open).toBe(false);
  });

  it("is closed at closing time exactly and says when it opens next", () => {
    const status = openStatus(hours, MX, utc("2026-11-25T08:00:00")); // Wed 02:00
    expect(status.open).toBe(false);
    expect(status.opensNext).toEqual({ weekday: 3, opensAt: "18:00" });
  });

  it("finds the next opening days ahead, across the week's end", () => {
    // Monday 12:00: closed all Monday; next is Tuesday 18:00.
    expect(openStatus(hours, MX, utc("2026-11-23T18:00:00")).opensNext).toEqual({ weekday: 2, opensAt: "18:00" });
    // Sunday 18:00: Sunday lunch is over; next is Tuesday.
    expect(openStatus(hours, MX, utc("2026-11-30T00:00:00"))).toMatchObject({
      open: false,
      today: 0,
      opensNext: { weekday: 2, opensAt: "18:00" },
    });
  });

  it("depends on the venue's zone: the same instant is open in Bogotá and closed in Mexico City", () => {
    // 2026-11-25 23:30 UTC: Wednesday 17:30 in Mexico City, 18:30 in Bogotá.
    const instant = utc("2026-11-25T23:30:00");
    expect(openStatus(hours, MX, instant).open).toBe(false);
    expect(openStatus(hours, BOGOTA, instant).open).toBe(true);
  });

  it("never opens without hours", () => {
    expect(openStatus([], MX, Date.now())).toMatchObject({ open: false, opensNext: null });
  });
});

describe("formatting", () => {
  it("writes a range with each language's clock", () => {
    expect(formatRange({ weekday: 5, opensAt: "13:00", closesAt: "00:15" }, "en")).toBe("1:00 PM – 12:15 AM");
    expect(formatRange({ weekday: 2, opensAt: "18:00", closesAt: "02:00" }, "es")).toBe("18:00 – 02:00");
  });

  it("knows a closing after midnight", () => {
    expect(crossesMidnight({ weekday: 2, opensAt: "18:00", closesAt: "02:00" })).toBe(true);
    expect(crossesMidnight({ weekday: 2, opensAt: "20:00", closesAt: "20:00" })).toBe(true);
    expect(crossesMidnight({ weekday: 0, opensAt: "13:00", closesAt: "17:00" })).toBe(false);
  });

  it("lays the week out Monday first, closed days empty, openings in order", () => {
    const week = weekHours([...hours, { weekday: 0, opensAt: "09:00", closesAt: "12:00" }]);
    expect(week.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week[0]?.openings).toEqual([]);
    expect(week[6]?.openings.map((row) => row.opensAt)).toEqual(["09:00", "13:00"]);
  });
});
