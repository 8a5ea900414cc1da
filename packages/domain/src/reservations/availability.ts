import { addDays, MINUTES_PER_DAY, minutesOfTime, timeOfMinutes, weekdayOf } from "@sobremesa/contracts";
import { addMinutes, localDateTime, overlaps, zonedInstant } from "./local-time.ts";
import type { HeldBooking, Shift, Table, TableCombination, Venue } from "./venue-model.ts";

/**
 * The availability rules: a time t is offered to a party of p only if t is a slot of a
 * shift, inside the booking window, under no time block, pacing holds, and a table or combination
 * with min <= p <= max is free for [t, t + turn(p)]. The best fit is the smallest adequate table,
 * then priority. Pure functions: the repository loads the venue and its held bookings, and the
 * create path runs the same rules again inside its transaction.
 */

/** Why a time cannot be booked, as the reservation system's error codes. */
export type UnavailableCode =
  | "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST"
  | "RESERVATION_CANNOT_BE_CREATED"
  | "TIME_BLOCK_GLOBAL"
  | "TIME_BLOCK_SPECIFIC"
  | "CANNOT_ASSIGN_ZONE"
  | "CANNOT_ASSIGN_TABLE";

/** One seating time of a service day. */
export interface Slot {
  shiftId: number;
  /** The service day the slot belongs to (a shift crossing midnight keeps its day). */
  serviceDate: string;
  /** The wall-clock date and time of the arrival in the venue's zone. */
  date: string;
  time: string;
  startsAt: Date;
}

export interface Assignment {
  kind: "table" | "combination";
  id: number;
  tableIds: number[];
  zoneId: number;
  maxCovers: number;
}

export type SlotVerdict =
  | { ok: true; slot: Slot; endsAt: Date; assignment: Assignment }
  | { ok: false; slot: Slot; code: UnavailableCode; reason: string };

export interface AvailabilityInput {
  venue: Venue;
  party: number;
  now: Date;
  /** Active bookings that may overlap the day asked for; others are ignored. */
  held: HeldBooking[];
  /** A zone the party prefers; only its tables are offered. */
  zoneId?: number | undefined;
}

const sortedTurns = new WeakMap<Shift["turnTimes"], Shift["turnTimes"]>();

/** Minutes a party stays in a shift. */
export function turnMinutes(shift: Shift, party: number): number {
  // Asked for every slot judged: the turn times are sorted once per shift.
  let sorted = sortedTurns.get(shift.turnTimes);
  if (!sorted) {
    sorted = [...shift.turnTimes].sort((a, b) => a.maxParty - b.maxParty);
    sortedTurns.set(shift.turnTimes, sorted);
  }
  const match = sorted.find((turn) => party <= turn.maxParty) ?? sorted.at(-1);
  if (!match) throw new RangeError(`shift ${shift.id} has no turn times`);
  return match.minutes;
}

/**
 * The seating times of a service day, in order: each shift that starts on that weekday from its
 * first to its last seating every interval, a last seating before the first running past midnight.
 * A wall time skipped by a daylight-saving change is not offered; overlapping shifts offer a time once.
 */
export function slotsOfDay(venue: Venue, serviceDate: string): Slot[] {
  const weekday = weekdayOf(serviceDate);
  const slots = new Map<number, Slot>();
  // The service day's date and the next (a shift runs at most into it), worked out once per day.
  const dates = [serviceDate, addDays(serviceDate, 1)];
  for (const shift of venue.shifts) {
    if (!shift.weekdays.includes(weekday) || shift.slotIntervalMinutes <= 0) continue;
    const first = minutesOfTime(shift.firstSeating);
    let last = minutesOfTime(shift.lastSeating);
    if (last < first) last += MINUTES_PER_DAY;
    for (let minute = first; minute <= last; minute += shift.slotIntervalMinutes) {
      const date = dates[Math.floor(minute / MINUTES_PER_DAY)]!;
      const time = timeOfMinutes(minute);
      const startsAt = zonedInstant(date, time, venue.timeZone);
      if (!startsAt || slots.has(startsAt.getTime())) continue;
      slots.set(startsAt.getTime(), { shiftId: shift.id, serviceDate, date, time, startsAt });
    }
  }
  return [...slots.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The slot a requested arrival names: a slot of its own date's service day, else of the previous
 * day's (a shift that crossed midnight). Undefined when no shift seats at that time.
 */
export function findSlot(venue: Venue, date: string, time: string): Slot | undefined {
  for (const serviceDate of [date, addDays(date, -1)]) {
    const slot = slotsOfDay(venue, serviceDate).find((candidate) => candidate.date === date && candidate.time === time);
    if (slot) return slot;
  }
  return undefined;
}

type Candidate = Assignment & { priority: number };

/**
 * The tables and combinations that seat a party, best first. They depend only on the setup's tables
 * and combinations (kept, never changed in place, while a setup is cached) and the party, and every
 * slot judged asks again: worked out once per setup and party.
 */
const candidatesBySetup = new WeakMap<Table[], WeakMap<TableCombination[], Map<number, readonly Candidate[]>>>();

function candidatesFor(venue: Venue, party: number): readonly Candidate[] {
  let byCombinations = candidatesBySetup.get(venue.tables);
  if (!byCombinations) {
    byCombinations = new WeakMap();
    candidatesBySetup.set(venue.tables, byCombinations);
  }
  let byParty = byCombinations.get(venue.combinations);
  if (!byParty) {
    byParty = new Map();
    byCombinations.set(venue.combinations, byParty);
  }
  let candidates = byParty.get(party);
  if (!candidates) {
    candidates = fittingCandidates(venue, party);
    byParty.set(party, candidates);
  }
  return candidates;
}

function fittingCandidates(venue: Venue, party: number): Candidate[] {
  const tableById = new Map(venue.tables.map((table) => [table.id, table]));
  const fits = (item: Table | TableCombination) => item.online && item.minCovers <= party && party <= item.maxCovers;
  const tables: Candidate[] = venue.tables.filter(fits).map((table) => ({
    kind: "table",
    id: table.id,
    tableIds: [table.id],
    zoneId: table.zoneId,
    maxCovers: table.maxCovers,
    priority: table.priority,
  }));
  const combinations: Candidate[] = [];
  for (const combination of venue.combinations.filter(fits)) {
    const members = combination.tableIds.map((id) => tableById.get(id));
    if (members.length === 0 || members.some((table) => !table)) continue;
    const zones = new Set(members.map((table) => table!.zoneId));
    // A combination spans one zone; one that does not is a data error and is never offered.
    if (zones.size !== 1) continue;
    combinations.push({
      kind: "combination",
      id: combination.id,
      tableIds: [...combination.tableIds].sort((a, b) => a - b),
      zoneId: members[0]!.zoneId,
      maxCovers: combination.maxCovers,
      priority: combination.priority,
    });
  }
  // Smallest adequate first, then priority, then a single table before a combination, then id.
  return [...tables, ...combinations].sort(
    (a, b) =>
      a.maxCovers - b.maxCovers ||
      a.priority - b.priority ||
      (a.kind === b.kind ? 0 : a.kind === "table" ? -1 : 1) ||
      a.id - b.id,
  );
}

/**
 * Whether the venue's today plus its booking window still reaches a date. Every slot judged for a
 * request asks again with the same input: its answer is kept beside the input, checked against the
 * clock reading and the venue's zone and window it was worked out for.
 */
const lastDateOfInput = new WeakMap<
  AvailabilityInput,
  { nowMs: number; timeZone: string; daysAhead: number; last: string }
>();
function withinDaysAhead(input: AvailabilityInput, date: string): boolean {
  const nowMs = input.now.getTime();
  const { timeZone, bookingWindow } = input.venue;
  let known = lastDateOfInput.get(input);
  if (!known || known.nowMs !== nowMs || known.timeZone !== timeZone || known.daysAhead !== bookingWindow.daysAhead) {
    known = {
      nowMs,
      timeZone,
      daysAhead: bookingWindow.daysAhead,
      last: lastBookableDate(nowMs, timeZone, bookingWindow.daysAhead),
    };
    lastDateOfInput.set(input, known);
  }
  return date <= known.last;
}

/**
 * The venue's today plus its booking window. Zone arithmetic is the dear part, and today changes
 * only at the zone's midnight: each zone's current day is kept with the instants it runs between.
 */
const todays = new Map<string, { from: number; to: number; date: string }>();
const lastDates = new Map<string, string>();
export function lastBookableDate(nowMs: number, timeZone: string, daysAhead: number): string {
  let today = todays.get(timeZone);
  if (!today || nowMs < today.from || nowMs >= today.to) {
    const date = localDateTime(new Date(nowMs), timeZone).date;
    const from = zonedInstant(date, "00:00", timeZone);
    const to = zonedInstant(addDays(date, 1), "00:00", timeZone);
    // Kept only away from midnight, where a clock change could make an instant of another day look
    // like this one's; near it, or where the clocks skip midnight, it is worked out every time.
    const margin = 2 * 3_600_000;
    if (!from || !to || nowMs < from.getTime() + margin || nowMs >= to.getTime() - margin)
      return addDays(date, daysAhead);
    if (todays.size >= 64) todays.clear();
    today = { from: from.getTime() + margin, to: to.getTime() - margin, date };
    todays.set(timeZone, today);
  }
  const key = `${today.date} ${daysAhead}`;
  let last = lastDates.get(key);
  if (last === undefined) {
    if (lastDates.size >= 256) lastDates.clear();
    last = addDays(today.date, daysAhead);
    lastDates.set(key, last);
  }
  return last;
}

/** Every rule for one slot, in the order a diner would want to hear the reason. */
export function evaluateSlot(input: AvailabilityInput, slot: Slot): SlotVerdict {
  const { venue, party, now, held, zoneId } = input;
  const fail = (code: UnavailableCode, reason: string): SlotVerdict => ({ ok: false, slot, code, reason });
  const shift = venue.shifts.find((candidate) => candidate.id === slot.shiftId);
  if (!shift) return fail("RESERVATION_CANNOT_BE_CREATED", "no shift");
  const start = slot.startsAt;

  if (start.getTime() < now.getTime()) return fail("RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST", "in the past");
  if (start.getTime() < addMinutes(now, venue.bookingWindow.minNoticeMinutes).getTime())
    return fail("RESERVATION_CANNOT_BE_CREATED", "inside the minimum notice");
  if (!withinDaysAhead(input, slot.serviceDate))
    return fail("RESERVATION_CANNOT_BE_CREATED", "beyond the booking window");
  if (!Number.isInteger(party) || party < 1) return fail("RESERVATION_CANNOT_BE_CREATED", "party size");

  const globalBlock = venue.timeBlocks.find(
    (block) =>
      block.scope === "global" &&
      block.startsAt.getTime() <= start.getTime() &&
      start.getTime() < block.endsAt.getTime(),
  );
  if (globalBlock) return fail("TIME_BLOCK_GLOBAL", `block ${globalBlock.id}`);

  const end = addMinutes(start, turnMinutes(shift, party));
  if (shift.pacingCovers !== null) {
    const slotEnd = addMinutes(start, shift.slotIntervalMinutes);
    const starting = held
      .filter(
        (booking) => booking.startsAt.getTime() >= start.getTime() && booking.startsAt.getTime() < slotEnd.getTime(),
      )
      .reduce((covers, booking) => covers + booking.party, 0);
    if (starting + party > shift.pacingCovers) return fail("CANNOT_ASSIGN_TABLE", "pacing");
  }

  let candidates = candidatesFor(venue, party);
  if (candidates.length === 0) return fail("CANNOT_ASSIGN_TABLE", "no table seats this party");
  if (zoneId !== undefined) {
    candidates = candidates.filter((candidate) => candidate.zoneId === zoneId);
    if (candidates.length === 0) return fail("CANNOT_ASSIGN_ZONE", "no table of this zone seats this party");
  }

  const blocking = venue.timeBlocks.filter(
    (block) => block.scope === "specific" && overlaps(start, end, block.startsAt, block.endsAt),
  );
  const unblocked = candidates.filter(
    (candidate) =>
      !blocking.some(
        (block) =>
          block.zoneIds.includes(candidate.zoneId) || candidate.tableIds.some((id) => block.tableIds.includes(id)),
      ),
  );
  if (unblocked.length === 0) return fail("TIME_BLOCK_SPECIFIC", "every fitting table is blocked");

  const busy = new Set<number>();
  for (const booking of held) {
    if (overlaps(start, end, booking.startsAt, booking.endsAt)) for (const id of booking.tableIds) busy.add(id);
  }
  const free = unblocked.find((candidate) => candidate.tableIds.every((id) => !busy.has(id)));
  if (!free) return fail("CANNOT_ASSIGN_TABLE", "every fitting table is taken");
  const { priority: _priority, ...assignment } = free;
  return { ok: true, slot, endsAt: end, assignment };
}

/** Every slot of a service day with its verdict for this party. */
export function availabilityOfDay(input: AvailabilityInput, serviceDate: string): SlotVerdict[] {
  return slotsOfDay(input.venue, serviceDate).map((slot) => evaluateSlot(input, slot));
}

/** The verdict for one requested arrival ("YYYY-MM-DD", "HH:mm" in the venue's zone). */
export function evaluateRequest(
  input: AvailabilityInput,
  date: string,
  time: string,
): SlotVerdict | { ok: false; slot: undefined; code: UnavailableCode; reason: string } {
  const slot = findSlot(input.venue, date, time);
  if (slot) return evaluateSlot(input, slot);
  // Not a seating time: in the past it is still "in the past" for the diner.
  const instant = zonedInstant(date, time, input.venue.timeZone);
  if (instant && instant.getTime() < input.now.getTime())
    return { ok: false, slot: undefined, code: "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST", reason: "in the past" };
  return { ok: false, slot: undefined, code: "RESERVATION_CANNOT_BE_CREATED", reason: "not a seating time" };
}
