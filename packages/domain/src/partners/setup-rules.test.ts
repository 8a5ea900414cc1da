import { describe, expect, it } from "vitest";
import type { Shift } from "../reservations/index.ts";
import {
  blockProblems,
  bookingsOffShifts,
  bookingsUnderBlock,
  overlappingShifts,
  shiftProblems,
} from "./setup-rules.ts";

const dinner = { id: 1, name: "Cena", weekdays: [5, 6], firstSeating: "19:00", lastSeating: "22:00" };
const turnTimes = [{ maxParty: 2, minutes: 90 }];

describe("shiftProblems", () => {
  it("refuses a last seating before the first unless the shift is marked as crossing midnight", () => {
    const shift = { name: "Tarde", weekdays: [1], firstSeating: "18:00", lastSeating: "01:00", turnTimes };
    expect(shiftProblems({ ...shift, crossesMidnight: false }, [])).toEqual([
      { field: "lastSeating", problem: "shiftEndsBeforeStarts" },
    ]);
    expect(shiftProblems({ ...shift, crossesMidnight: true }, [])).toEqual([]);
    expect(
      shiftProblems({ ...shift, lastSeating: "20:00", crossesMidnight: true }, []).map((problem) => problem.problem),
    ).toEqual(["shiftDoesNotCrossMidnight"]);
  });

  it("refuses shifts that seat at the same time on a shared weekday, naming the other", () => {
    const late = {
      name: "Noche",
      weekdays: [6, 1],
      firstSeating: "21:30",
      lastSeating: "23:00",
      crossesMidnight: false,
    };
    expect(shiftProblems({ ...late, turnTimes }, [dinner])).toEqual([
      { field: "weekdays", problem: "shiftOverlap", values: { name: "Cena" } },
    ]);
    // Another day, or the same day after the last seating: fine.
    expect(shiftProblems({ ...late, weekdays: [1], turnTimes }, [dinner])).toEqual([]);
    expect(shiftProblems({ ...late, firstSeating: "22:15", turnTimes }, [dinner])).toEqual([]);
    // The shift being edited never clashes with itself.
    expect(shiftProblems({ ...dinner, crossesMidnight: false, turnTimes }, [dinner])).toEqual([]);
  });

  it("sees a Saturday shift past midnight meet Sunday's early one", () => {
    const saturdayLate = { name: "Fiesta", weekdays: [6], firstSeating: "22:00", lastSeating: "02:00" };
    const sundayBrunch = { id: 9, name: "Brunch", weekdays: [0], firstSeating: "01:00", lastSeating: "03:00" };
    expect(overlappingShifts(saturdayLate, [sundayBrunch])).toEqual([sundayBrunch]);
  });

  it("refuses two durations for one party size", () => {
    const shift = { ...dinner, crossesMidnight: false, turnTimes: [...turnTimes, { maxParty: 2, minutes: 60 }] };
    expect(shiftProblems(shift, []).map((problem) => problem.problem)).toEqual(["turnTimesRepeat"]);
  });
});

describe("blockProblems", () => {
  const venue = { zoneIds: new Set([1]), tableIds: new Set([10]) };
  const now = new Date("2030-05-01T12:00:00Z");
  const block = (fields: Partial<Parameters<typeof blockProblems>[0]>) =>
    blockProblems(
      {
        scope: "global",
        startsAt: new Date("2030-05-04T02:00:00Z"),
        endsAt: new Date("2030-05-04T04:00:00Z"),
        zoneIds: [],
        tableIds: [],
        ...fields,
      },
      venue,
      now,
    ).map((problem) => problem.problem);

  it("takes a future period for the whole venue", () => expect(block({})).toEqual([]));
  it("refuses an end before the start and a start in the past", () => {
    expect(block({ endsAt: new Date("2030-05-04T01:00:00Z") })).toEqual(["blockEndsBeforeStarts"]);
    expect(block({ startsAt: new Date("2030-04-30T01:00:00Z") })).toEqual(["blockInPast"]);
  });
  it("asks a specific block for zones or tables of this venue", () => {
    expect(block({ scope: "specific" })).toEqual(["blockNeedsTarget"]);
    expect(block({ scope: "specific", zoneIds: [2], tableIds: [11] })).toEqual([
      "blockUnknownZone",
      "blockUnknownTable",
    ]);
    expect(block({ scope: "specific", tableIds: [10] })).toEqual([]);
  });
});

describe("conflicts with bookings", () => {
  const at = (iso: string, minutes = 90) => ({
    startsAt: new Date(iso),
    endsAt: new Date(new Date(iso).getTime() + minutes * 60_000),
  });
  const bookings = [
    { id: "a", ...at("2030-05-04T01:00:00Z"), tableIds: [10], zoneIds: [1] },
    { id: "b", ...at("2030-05-04T03:30:00Z"), tableIds: [20], zoneIds: [2] },
  ];

  it("lists the stays a block overlaps: all for the venue, those at its zones or tables otherwise", () => {
    const period = { startsAt: new Date("2030-05-04T02:00:00Z"), endsAt: new Date("2030-05-04T04:00:00Z") };
    expect(bookingsUnderBlock(bookings, { ...period, scope: "global", zoneIds: [], tableIds: [] })).toEqual(bookings);
    expect(
      bookingsUnderBlock(bookings, { ...period, scope: "specific", zoneIds: [2], tableIds: [] }).map((b) => b.id),
    ).toEqual(["b"]);
  });

  it("lists bookings at seating times a shift change removes, not those already off the shifts", () => {
    const shift: Shift = {
      id: 1,
      name: "Cena",
      weekdays: [5],
      firstSeating: "19:00",
      lastSeating: "22:00",
      slotIntervalMinutes: 30,
      turnTimes,
      pacingCovers: null,
    };
    // Friday 2030-05-03 in Mexico City (UTC-6): 19:00 and 21:30, and 19:10 (off the grid).
    const friday = [
      { id: "early", startsAt: new Date("2030-05-04T01:00:00Z") },
      { id: "late", startsAt: new Date("2030-05-04T03:30:00Z") },
      { id: "phone", startsAt: new Date("2030-05-04T01:10:00Z") },
    ];
    const shorter = { ...shift, lastSeating: "21:00" };
    expect(bookingsOffShifts(friday, "America/Mexico_City", [shift], [shorter]).map((b) => b.id)).toEqual(["late"]);
    expect(bookingsOffShifts(friday, "America/Mexico_City", [shift], []).map((b) => b.id)).toEqual(["early", "late"]);
  });
});
