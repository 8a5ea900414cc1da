import { describe, expect, it } from "vitest";
import {
  availabilityOfDay,
  evaluateRequest,
  findSlot,
  type SlotVerdict,
  slotsOfDay,
  turnMinutes,
} from "./availability.ts";
import type { HeldBooking, Shift, Venue } from "./venue-model.ts";

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
    { maxParty: 8, minutes: 150 },
  ],
  pacingCovers: null,
};

function venue(overrides: Partial<Venue> = {}): Venue {
  return {
    timeZone: "America/Mexico_City",
    zones: [
      { id: 1, name: "Salón" },
      { id: 2, name: "Terraza" },
    ],
    tables: [
      { id: 10, zoneId: 1, label: "S1", minCovers: 1, maxCovers: 2, online: true, priority: 2 },
      { id: 11, zoneId: 1, label: "S2", minCovers: 1, maxCovers: 2, online: true, priority: 1 },
      { id: 12, zoneId: 1, label: "S3", minCovers: 2, maxCovers: 4, online: true, priority: 1 },
      { id: 20, zoneId: 2, label: "T1", minCovers: 2, maxCovers: 4, online: true, priority: 1 },
      { id: 21, zoneId: 2, label: "T2", minCovers: 2, maxCovers: 4, online: true, priority: 1 },
      { id: 22, zoneId: 2, label: "T3", minCovers: 1, maxCovers: 2, online: false, priority: 1 },
    ],
    combinations: [{ id: 100, tableIds: [20, 21], minCovers: 5, maxCovers: 8, online: true, priority: 1 }],
    shifts: [dinner],
    timeBlocks: [],
    bookingWindow: { daysAhead: 60, minNoticeMinutes: 60 },
    ...overrides,
  };
}

// Friday 2026-11-20 09:00 in Mexico City (UTC-6, no daylight saving since 2022).
const now = new Date("2026-11-20T15:00:00Z");
const at = (iso: string) => new Date(iso);

function verdict(input: Partial<Parameters<typeof evaluateRequest>[0]>, date: string, time: string): SlotVerdict {
  const result = evaluateRequest({ venue: venue(), party: 2, now, held: [], ...input }, date, time);
  return result as SlotVerdict;
}

function booking(id: string, startsAt: string, endsAt: string, tableIds: number[], party = 2): HeldBooking {
  return { id, startsAt: at(startsAt), endsAt: at(endsAt), party, tableIds };
}

describe("turn times", () => {
  it("follow the party size, the largest entry covering larger parties", () => {
    expect(turnMinutes(dinner, 1)).toBe(90);
    expect(turnMinutes(dinner, 2)).toBe(90);
    expect(turnMinutes(dinner, 3)).toBe(120);
    expect(turnMinutes(dinner, 8)).toBe(150);
    expect(turnMinutes(dinner, 12)).toBe(150);
  });

  it("set when the tables are free again", () => {
    const party4 = verdict({ party: 4 }, "2026-11-21", "20:00");
    expect(party4).toMatchObject({ ok: true, endsAt: at("2026-11-22T04:00:00Z") });
  });
});

describe("slots of a day", () => {
  it("run from the first to the last seating every interval, as instants in the venue's zone", () => {
    const slots = slotsOfDay(venue(), "2026-11-21");
    expect(slots).toHaveLength(19);
    expect(slots[0]).toMatchObject({ date: "2026-11-21", time: "13:00", startsAt: at("2026-11-21T19:00:00Z") });
    expect(slots.at(-1)).toMatchObject({ time: "22:00", startsAt: at("2026-11-22T04:00:00Z") });
  });

  it("only on the shift's weekdays", () => {
    const weekends = venue({ shifts: [{ ...dinner, weekdays: [5, 6] }] });
    expect(slotsOfDay(weekends, "2026-11-20")).not.toHaveLength(0); // Friday
    expect(slotsOfDay(weekends, "2026-11-22")).toHaveLength(0); // Sunday
  });

  it("of a shift crossing midnight belong to the day the shift starts", () => {
    const night = venue({
      shifts: [
        { ...dinner, id: 2, weekdays: [5], firstSeating: "22:00", lastSeating: "02:00", slotIntervalMinutes: 60 },
      ],
    });
    const friday = slotsOfDay(night, "2026-11-20");
    expect(friday.map((slot) => `${slot.date} ${slot.time}`)).toEqual([
      "2026-11-20 22:00",
      "2026-11-20 23:00",
      "2026-11-21 00:00",
      "2026-11-21 01:00",
      "2026-11-21 02:00",
    ]);
    expect(friday.every((slot) => slot.serviceDate === "2026-11-20")).toBe(true);
    // Saturday has no shift of its own, but 01:00 on Saturday is Friday night's slot.
    expect(slotsOfDay(night, "2026-11-21")).toHaveLength(0);
    expect(findSlot(night, "2026-11-21", "01:00")).toMatchObject({
      serviceDate: "2026-11-20",
      startsAt: at("2026-11-21T07:00:00Z"),
    });
    expect(evaluateRequest({ venue: night, party: 2, now, held: [] }, "2026-11-21", "01:00")).toMatchObject({
      ok: true,
    });
  });

  it("skip the wall times a daylight-saving change removes, and keep real durations", () => {
    // Tijuana moves its clocks from 02:00 to 03:00 on 2026-03-08.
    const border = venue({
      timeZone: "America/Tijuana",
      shifts: [{ ...dinner, firstSeating: "00:00", lastSeating: "04:00", slotIntervalMinutes: 30 }],
    });
    const slots = slotsOfDay(border, "2026-03-08");
    expect(slots.map((slot) => slot.time)).toEqual(["00:00", "00:30", "01:00", "01:30", "03:00", "03:30", "04:00"]);
    expect(slots.find((slot) => slot.time === "03:00")?.startsAt).toEqual(at("2026-03-08T10:00:00Z"));
    const before = new Date("2026-03-01T00:00:00Z");
    const stay = evaluateRequest({ venue: border, party: 2, now: before, held: [] }, "2026-03-08", "01:30");
    // 90 real minutes after 01:30 PST is 04:00 PDT.
    expect(stay).toMatchObject({ ok: true, endsAt: at("2026-03-08T11:00:00Z") });
    expect(evaluateRequest({ venue: border, party: 2, now: before, held: [] }, "2026-03-08", "02:30")).toMatchObject({
      ok: false,
      code: "RESERVATION_CANNOT_BE_CREATED",
    });
  });

  it("offer a repeated wall time once when clocks go back", () => {
    // Tijuana goes from 02:00 back to 01:00 on 2026-11-01.
    const border = venue({
      timeZone: "America/Tijuana",
      shifts: [{ ...dinner, firstSeating: "00:00", lastSeating: "03:00", slotIntervalMinutes: 30 }],
    });
    const slots = slotsOfDay(border, "2026-11-01");
    expect(slots.map((slot) => slot.time)).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30", "03:00"]);
    const instants = slots.map((slot) => slot.startsAt.getTime());
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });
});

describe("the booking window", () => {
  it("refuses a time in the past", () => {
    expect(verdict({}, "2026-11-19", "20:00")).toMatchObject({
      ok: false,
      code: "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST",
    });
    expect(verdict({ now: at("2026-11-21T03:00:00Z") }, "2026-11-20", "20:00")).toMatchObject({
      code: "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST",
    });
  });

  it("refuses a time inside the minimum notice", () => {
    // 09:00 now, one hour of notice: 10:00 would be fine, but the first seating is 13:00; use 30 minutes before it.
    expect(verdict({ now: at("2026-11-20T18:30:00Z") }, "2026-11-20", "13:00")).toMatchObject({
      ok: false,
      code: "RESERVATION_CANNOT_BE_CREATED",
      reason: "inside the minimum notice",
    });
    expect(verdict({ now: at("2026-11-20T18:00:00Z") }, "2026-11-20", "13:00")).toMatchObject({ ok: true });
  });

  it("refuses a date beyond the days ahead", () => {
    const shortWindow = venue({ bookingWindow: { daysAhead: 7, minNoticeMinutes: 0 } });
    expect(verdict({ venue: shortWindow }, "2026-11-27", "20:00")).toMatchObject({ ok: true });
    expect(verdict({ venue: shortWindow }, "2026-11-28", "20:00")).toMatchObject({
      ok: false,
      code: "RESERVATION_CANNOT_BE_CREATED",
      reason: "beyond the booking window",
    });
  });

  it("refuses a time no shift seats at", () => {
    expect(verdict({}, "2026-11-21", "20:15")).toMatchObject({ ok: false, code: "RESERVATION_CANNOT_BE_CREATED" });
    expect(verdict({}, "2026-11-21", "23:00")).toMatchObject({ ok: false, code: "RESERVATION_CANNOT_BE_CREATED" });
  });
});

describe("time blocks", () => {
  it("a global block stops arrivals inside it", () => {
    const closed = venue({
      timeBlocks: [
        {
          id: 1,
          scope: "global",
          startsAt: at("2026-11-22T00:00:00Z"),
          endsAt: at("2026-11-22T02:00:00Z"),
          zoneIds: [],
          tableIds: [],
        },
      ],
    });
    expect(verdict({ venue: closed }, "2026-11-21", "18:00")).toMatchObject({ ok: false, code: "TIME_BLOCK_GLOBAL" });
    expect(verdict({ venue: closed }, "2026-11-21", "19:30")).toMatchObject({ ok: false, code: "TIME_BLOCK_GLOBAL" });
    expect(verdict({ venue: closed }, "2026-11-21", "20:00")).toMatchObject({ ok: true });
  });

  it("a specific block takes its zone's or tables' seats for any overlapping stay", () => {
    const terraceClosed = venue({
      timeBlocks: [
        {
          id: 2,
          scope: "specific",
          startsAt: at("2026-11-22T02:00:00Z"),
          endsAt: at("2026-11-22T05:00:00Z"),
          zoneIds: [2],
          tableIds: [],
        },
      ],
    });
    // A party of 4 wanting the terrace at 19:00 would stay until 21:00, into the block.
    expect(verdict({ venue: terraceClosed, party: 4, zoneId: 2 }, "2026-11-21", "19:00")).toMatchObject({
      ok: false,
      code: "TIME_BLOCK_SPECIFIC",
    });
    // Ending exactly when the block starts is fine.
    expect(verdict({ venue: terraceClosed, party: 4, zoneId: 2 }, "2026-11-21", "18:00")).toMatchObject({ ok: true });
    // Without a zone preference the salon still seats them.
    expect(verdict({ venue: terraceClosed, party: 4 }, "2026-11-21", "19:00")).toMatchObject({
      ok: true,
      assignment: { tableIds: [12] },
    });
  });

  it("a block on one table leaves the others", () => {
    const oneBlocked = venue({
      timeBlocks: [
        {
          id: 3,
          scope: "specific",
          startsAt: at("2026-11-22T00:00:00Z"),
          endsAt: at("2026-11-22T06:00:00Z"),
          zoneIds: [],
          tableIds: [11],
        },
      ],
    });
    expect(verdict({ venue: oneBlocked }, "2026-11-21", "19:00")).toMatchObject({
      ok: true,
      assignment: { tableIds: [10] },
    });
  });
});

describe("table choice", () => {
  it("takes the smallest adequate table, then the best priority", () => {
    expect(verdict({ party: 2 }, "2026-11-21", "20:00")).toMatchObject({
      ok: true,
      assignment: { kind: "table", id: 11 },
    });
    expect(verdict({ party: 3 }, "2026-11-21", "20:00")).toMatchObject({ ok: true, assignment: { id: 12, zoneId: 1 } });
  });

  it("never offers a table kept off line", () => {
    expect(verdict({ party: 1, zoneId: 2 }, "2026-11-21", "20:00")).toMatchObject({
      ok: false,
      code: "CANNOT_ASSIGN_ZONE",
    });
  });

  it("combines tables for a party no single table seats, only when every member is free", () => {
    expect(verdict({ party: 6 }, "2026-11-21", "20:00")).toMatchObject({
      ok: true,
      assignment: { kind: "combination", id: 100, tableIds: [20, 21], zoneId: 2 },
    });
    const oneTaken = [booking("a", "2026-11-22T01:00:00Z", "2026-11-22T03:00:00Z", [21])];
    expect(verdict({ party: 6, held: oneTaken }, "2026-11-21", "20:00")).toMatchObject({
      ok: false,
      code: "CANNOT_ASSIGN_TABLE",
    });
  });

  it("refuses a party no table or combination seats", () => {
    expect(verdict({ party: 9 }, "2026-11-21", "20:00")).toMatchObject({ ok: false, code: "CANNOT_ASSIGN_TABLE" });
  });

  it("skips tables held for an overlapping stay; a stay ending at the arrival does not overlap", () => {
    const held = [
      booking("a", "2026-11-22T01:00:00Z", "2026-11-22T02:30:00Z", [11]),
      booking("b", "2026-11-21T23:30:00Z", "2026-11-22T02:00:00Z", [10]),
    ];
    // 20:00 local = 02:00Z: table 11 is busy until 02:30Z, table 10 is free from 02:00Z.
    expect(verdict({ held }, "2026-11-21", "20:00")).toMatchObject({ ok: true, assignment: { id: 10 } });
    // 19:30 local: both small tables busy, so the four-top takes the couple.
    expect(verdict({ held }, "2026-11-21", "19:30")).toMatchObject({ ok: true, assignment: { id: 12 } });
  });

  it("says the zone has no table when the preferred zone cannot seat the party", () => {
    expect(verdict({ party: 6, zoneId: 1 }, "2026-11-21", "20:00")).toMatchObject({
      ok: false,
      code: "CANNOT_ASSIGN_ZONE",
    });
  });
});

describe("pacing", () => {
  const paced = venue({ shifts: [{ ...dinner, pacingCovers: 6 }] });

  it("caps the guests starting in one slot", () => {
    const held = [booking("a", "2026-11-22T02:00:00Z", "2026-11-22T04:00:00Z", [20], 4)];
    expect(verdict({ venue: paced, party: 4, held }, "2026-11-21", "20:00")).toMatchObject({
      ok: false,
      code: "CANNOT_ASSIGN_TABLE",
      reason: "pacing",
    });
    expect(verdict({ venue: paced, party: 2, held }, "2026-11-21", "20:00")).toMatchObject({ ok: true });
    // The next slot has its own allowance.
    expect(verdict({ venue: paced, party: 4, held }, "2026-11-21", "20:30")).toMatchObject({ ok: true });
  });
});

describe("a day's availability", () => {
  it("gives every slot its verdict, so the picker can show full times", () => {
    const held = [
      booking("a", "2026-11-22T01:00:00Z", "2026-11-22T03:00:00Z", [12], 4),
      booking("b", "2026-11-22T01:00:00Z", "2026-11-22T03:00:00Z", [20], 4),
      booking("c", "2026-11-22T01:00:00Z", "2026-11-22T03:00:00Z", [21], 4),
    ];
    const day = availabilityOfDay({ venue: venue(), party: 4, now, held }, "2026-11-21");
    const open = day.filter((slot) => slot.ok).map((slot) => slot.slot.time);
    expect(open).toContain("13:00");
    expect(open).not.toContain("19:00");
    expect(open).not.toContain("17:30"); // 17:30 + 120 min runs into the 19:00 bookings
    expect(open).toContain("21:00");
    expect(day).toHaveLength(19);
  });
});
