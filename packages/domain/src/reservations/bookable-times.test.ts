import { describe, expect, it } from "vitest";
import type { AvailabilityInput } from "./availability.ts";
import { type BookableTime, nextBookable, timesAround } from "./bookable-times.ts";
import type { HeldBooking, Shift, TimeBlock, Venue } from "./venue-model.ts";

const dinner: Shift = {
  id: 1,
  name: "Cena",
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  firstSeating: "13:00",
  lastSeating: "22:00",
  slotIntervalMinutes: 30,
  turnTimes: [
    { maxParty: 2, minutes: 90 },
    { maxParty: 4, minutes: 120 },
  ],
  pacingCovers: null,
};

/** A late shift running past midnight, every 15 minutes. */
const late: Shift = { ...dinner, id: 2, firstSeating: "20:00", lastSeating: "01:00", slotIntervalMinutes: 15 };

function venue(overrides: Partial<Venue> = {}): Venue {
  return {
    timeZone: "America/Mexico_City",
    zones: [{ id: 1, name: "Salón" }],
    tables: [
      { id: 10, zoneId: 1, label: "S1", minCovers: 1, maxCovers: 2, online: true, priority: 1 },
      { id: 11, zoneId: 1, label: "S2", minCovers: 1, maxCovers: 4, online: true, priority: 2 },
    ],
    combinations: [],
    shifts: [dinner],
    timeBlocks: [],
    bookingWindow: { daysAhead: 60, minNoticeMinutes: 60 },
    ...overrides,
  };
}

// Friday 2026-11-20 09:00 in Mexico City (UTC-6 all year).
const now = new Date("2026-11-20T15:00:00Z");

function input(overrides: Partial<AvailabilityInput> = {}, venueOverrides: Partial<Venue> = {}): AvailabilityInput {
  return { venue: venue(venueOverrides), party: 2, now, held: [], ...overrides };
}

const times = (date: string, ...wall: string[]): BookableTime[] => wall.map((time) => ({ date, time }));

function booking(id: string, startsAt: string, endsAt: string, tableIds: number[], party = 2): HeldBooking {
  return { id, startsAt: new Date(startsAt), endsAt: new Date(endsAt), party, tableIds };
}

/** The whole of a Mexico City day closed to online bookings. */
function closedDay(id: number, date: string): TimeBlock {
  const start = new Date(`${date}T06:00:00Z`);
  return {
    id,
    scope: "global",
    startsAt: start,
    endsAt: new Date(start.getTime() + 86_400_000),
    zoneIds: [],
    tableIds: [],
  };
}

describe("times around the asked time", () => {
  it("are the five nearest available slots, in chronological order", () => {
    expect(timesAround(input(), "2026-11-21", "20:00")).toEqual(
      times("2026-11-21", "19:00", "19:30", "20:00", "20:30", "21:00"),
    );
  });

  it("prefer the earlier of two equally near slots, and honour the limit", () => {
    // 19:00 and 21:30 are both 75 minutes from 20:15: the earlier takes the fifth place.
    expect(timesAround(input(), "2026-11-21", "20:15")).toEqual(
      times("2026-11-21", "19:00", "19:30", "20:00", "20:30", "21:00"),
    );
    expect(timesAround(input(), "2026-11-21", "20:15", 3)).toEqual(times("2026-11-21", "19:30", "20:00", "20:30"));
    expect(timesAround(input(), "2026-11-21", "20:15", 0)).toEqual([]);
  });

  it("stay within 150 minutes of the asked time", () => {
    expect(timesAround(input(), "2026-11-21", "23:30")).toEqual(times("2026-11-21", "21:00", "21:30", "22:00"));
    expect(timesAround(input(), "2026-11-21", "10:30")).toEqual(times("2026-11-21", "13:00"));
    expect(timesAround(input(), "2026-11-21", "10:00")).toEqual([]);
  });

  it("read the asked time on the venue's clock, whatever the server's zone", () => {
    const bogota = input(
      // Booked 21:00 to 22:30 in Bogotá (UTC-5): every stay overlapping it is taken.
      { held: [booking("a", "2026-11-22T02:00:00Z", "2026-11-22T03:30:00Z", [10, 11])] },
      { timeZone: "America/Bogota", shifts: [{ ...dinner, firstSeating: "18:00", lastSeating: "23:00" }] },
    );
    expect(timesAround(bogota, "2026-11-21", "21:00")).toEqual(
      times("2026-11-21", "18:30", "19:00", "19:30", "22:30", "23:00"),
    );
  });

  it("cross midnight with a shift that runs past it, on the next day's date", () => {
    const night = input({}, { shifts: [late] });
    expect(timesAround(night, "2026-11-20", "23:45")).toEqual([
      ...times("2026-11-20", "23:15", "23:30", "23:45"),
      ...times("2026-11-21", "00:00", "00:15"),
    ]);
    // Asked for just after midnight: the slots belong to the previous day's service.
    expect(timesAround(night, "2026-11-21", "00:30", 3)).toEqual(times("2026-11-21", "00:15", "00:30", "00:45"));
  });

  it("never offer a time already past or inside the minimum notice", () => {
    // Saturday 20:10 in Mexico City; an hour's notice leaves 21:30 and 22:00 of the evening.
    const late = input({ now: new Date("2026-11-22T02:10:00Z") });
    expect(timesAround(late, "2026-11-21", "20:00")).toEqual(times("2026-11-21", "21:30", "22:00"));
    const noNotice = input(
      { now: new Date("2026-11-22T02:10:00Z") },
      { bookingWindow: { daysAhead: 60, minNoticeMinutes: 0 } },
    );
    expect(timesAround(noNotice, "2026-11-21", "20:00")).toEqual(
      times("2026-11-21", "20:30", "21:00", "21:30", "22:00"),
    );
  });

  it("leave out times whose tables are booked or whose pacing is full", () => {
    // Both tables taken 20:00 to 21:30 (Mexico City): stays overlapping it are not offered.
    const booked = input({ held: [booking("a", "2026-11-22T02:00:00Z", "2026-11-22T03:30:00Z", [10, 11])] });
    expect(timesAround(booked, "2026-11-21", "20:00")).toEqual(
      times("2026-11-21", "17:30", "18:00", "18:30", "21:30", "22:00"),
    );
    // Four guests may start per slot; four already start at 20:00.
    const paced = input(
      { held: [booking("b", "2026-11-22T02:00:00Z", "2026-11-22T04:00:00Z", [11], 4)] },
      { shifts: [{ ...dinner, pacingCovers: 4 }] },
    );
    expect(timesAround(paced, "2026-11-21", "20:00")).toEqual(
      times("2026-11-21", "18:30", "19:00", "19:30", "20:30", "21:00"),
    );
  });

  it("are none for a party no online table seats", () => {
    expect(timesAround(input({ party: 6 }), "2026-11-21", "20:00")).toEqual([]);
  });
});

describe("daylight-saving change days (America/Tijuana)", () => {
  const night: Shift = { ...dinner, firstSeating: "22:00", lastSeating: "04:00" };
  const tijuana = (nowIso: string) =>
    input({ now: new Date(nowIso) }, { timeZone: "America/Tijuana", shifts: [night] });

  it("offer no time the clocks skip, and measure from where a skipped time lands", () => {
    // 2026-03-08: 02:00 becomes 03:00. 02:30 is read as 03:30.
    const around = timesAround(tijuana("2026-03-01T00:00:00Z"), "2026-03-08", "02:30", 10);
    expect(around).toEqual(times("2026-03-08", "00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00"));
    expect(timesAround(tijuana("2026-03-01T00:00:00Z"), "2026-03-08", "02:30")).toEqual(
      times("2026-03-08", "01:00", "01:30", "03:00", "03:30", "04:00"),
    );
  });

  it("offer a repeated time once", () => {
    // 2026-11-01: 02:00 becomes 01:00 again; 01:30 names its first occurrence.
    const around = timesAround(tijuana("2026-10-25T00:00:00Z"), "2026-11-01", "01:30", 20);
    const keys = around.map((time) => `${time.date} ${time.time}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(around).toEqual([
      ...times("2026-10-31", "23:00", "23:30"),
      ...times("2026-11-01", "00:00", "00:30", "01:00", "01:30", "02:00", "02:30", "03:00"),
    ]);
  });
});

describe("the next bookable time", () => {
  const saturdays = { shifts: [{ ...dinner, weekdays: [6] }] };

  it("is the first available slot after the reach of the times around, on a later day if need be", () => {
    // Friday: no shift, nothing around; Saturday's first seating is next.
    expect(timesAround(input({}, saturdays), "2026-11-20", "20:00")).toEqual([]);
    expect(nextBookable(input({}, saturdays), "2026-11-20", "20:00", "2027-01-19")).toEqual({
      date: "2026-11-21",
      time: "13:00",
    });
    // The same day, past the 150 minutes around 13:00.
    expect(nextBookable(input(), "2026-11-21", "13:00", "2027-01-19")).toEqual({ date: "2026-11-21", time: "16:00" });
  });

  it("comes from the previous day's service when it runs past midnight", () => {
    const night = input({}, { shifts: [{ ...late, weekdays: [5] }] });
    expect(nextBookable(night, "2026-11-20", "21:00", "2027-01-19")).toEqual({ date: "2026-11-20", time: "23:45" });
    expect(nextBookable(night, "2026-11-20", "22:15", "2027-01-19")).toEqual({ date: "2026-11-21", time: "01:00" });
  });

  it("looks at most 14 days ahead, and never past the booking window", () => {
    const closed = input({}, { ...saturdays, timeBlocks: [closedDay(1, "2026-11-21"), closedDay(2, "2026-11-28")] });
    // From Saturday 21st, 14 days reach Saturday 5 December; from Friday 20th they do not.
    expect(nextBookable(closed, "2026-11-21", "12:00", "2027-01-19")).toEqual({ date: "2026-12-05", time: "13:00" });
    expect(nextBookable(closed, "2026-11-20", "12:00", "2027-01-19")).toBeNull();
    expect(nextBookable(closed, "2026-11-21", "12:00", "2026-12-04")).toBeNull();
  });
});
