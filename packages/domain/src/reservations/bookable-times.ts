import { addDays } from "@sobremesa/contracts";
import { type AvailabilityInput, evaluateSlot, type Slot, slotsOfDay } from "./availability.ts";
import { askedInstant } from "./local-time.ts";
import type { Venue } from "./venue-model.ts";

/**
 * The bookable times a place card shows around the time a diner asked for, and the next one when
 * none is near. The same slots and verdicts as the booking page (slotsOfDay, evaluateSlot): only
 * which slots to ask about is decided here.
 */

/** A time a diner can book, on the venue's wall clock ("YYYY-MM-DD", "HH:mm"). */
export type BookableTime = { date: string; time: string };

/** How far from the asked time a card still calls a time "around" it. */
export const AROUND_MINUTES = 150;
/** The furthest nextBookable looks, in service days after the asked date. */
export const NEXT_BOOKABLE_DAYS = 14;

const MINUTE_MS = 60_000;

/**
 * What is worked out from a venue's shifts for a zone and a day, kept per shifts (the service reuses
 * a setup's shifts while it caches the setup): a listing asks about the same few days of the same
 * places call after call, and working out seating times was most of a card's cost. At most
 * KEPT_DAYS_PER_SETUP days per shifts and kind; past that they are worked out afresh.
 */
const KEPT_DAYS_PER_SETUP = 64;

function keptPerShifts(store: WeakMap<Venue["shifts"], Map<string, Slot[]>>) {
  return (venue: Venue, date: string, build: () => Slot[]): Slot[] => {
    let days = store.get(venue.shifts);
    if (!days) {
      days = new Map();
      store.set(venue.shifts, days);
    }
    const key = `${venue.timeZone} ${date}`;
    let slots = days.get(key);
    if (!slots) {
      if (days.size >= KEPT_DAYS_PER_SETUP) days.clear();
      slots = build();
      days.set(key, slots);
    }
    return slots;
  };
}

const keptDays = keptPerShifts(new WeakMap());
const keptTimelines = keptPerShifts(new WeakMap());

/** slotsOfDay, kept. */
function slotsOf(venue: Venue, serviceDate: string): Slot[] {
  return keptDays(venue, serviceDate, () => slotsOfDay(venue, serviceDate));
}

/**
 * The slots of the service days either side of `date` and its own as one timeline, chronological:
 * each instant once (a shift of the day before that runs past midnight and an early shift of the
 * day after may name the same arrival), the earlier service day keeping it. Kept, as every call for
 * a date asks about the same three days.
 */
function timelineAround(venue: Venue, date: string): Slot[] {
  return keptTimelines(venue, date, () => {
    const seen = new Set<number>();
    const slots: Slot[] = [];
    for (const serviceDate of [shiftedDate(date, -1), date, shiftedDate(date, 1)]) {
      for (const slot of slotsOf(venue, serviceDate)) {
        const instant = slot.startsAt.getTime();
        if (seen.has(instant)) continue;
        seen.add(instant);
        slots.push(slot);
      }
    }
    return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  });
}

/**
 * addDays for the few dates and offsets asked call after call (the days either side of an asked
 * date, the days nextBookable walks): parsing and printing dates was a good share of a card's cost.
 */
const shiftedDates = new Map<string, string>();
function shiftedDate(date: string, days: number): string {
  const key = `${date}${days}`;
  let shifted = shiftedDates.get(key);
  if (shifted === undefined) {
    if (shiftedDates.size >= 4096) shiftedDates.clear();
    shifted = addDays(date, days);
    shiftedDates.set(key, shifted);
  }
  return shifted;
}

const wallClock = (slot: Slot): BookableTime => ({ date: slot.date, time: slot.time });

/**
 * Up to `limit` available slots nearest to the asked wall-clock time in the venue's zone, within
 * AROUND_MINUTES either side, in chronological order; of two equally near, the earlier wins.
 * Slots are judged nearest first, walking out from the asked time both ways, and judging stops at
 * `limit`: a card never pays for the rest, nor for any slot out of reach.
 */
export function timesAround(input: AvailabilityInput, date: string, time: string, limit = 5): BookableTime[] {
  if (limit <= 0) return [];
  const asked = askedInstant(date, time, input.venue.timeZone).getTime();
  const reach = AROUND_MINUTES * MINUTE_MS;
  const slots = timelineAround(input.venue, date);
  // The first slot at or after the asked instant; the one before it is the nearest earlier.
  let low = 0;
  let high = slots.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (slots[middle]!.startsAt.getTime() < asked) low = middle + 1;
    else high = middle;
  }
  let before = low - 1;
  let after = low;
  const chosen: Slot[] = [];
  while (chosen.length < limit) {
    const early = before >= 0 ? asked - slots[before]!.startsAt.getTime() : Infinity;
    const late = after < slots.length ? slots[after]!.startsAt.getTime() - asked : Infinity;
    if (early > reach && late > reach) break;
    // A tie goes to the earlier slot.
    const slot = early <= late ? slots[before--]! : slots[after++]!;
    if (evaluateSlot(input, slot).ok) chosen.push(slot);
  }
  return chosen.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map(wallClock);
}

/**
 * The first available slot after the asked time beyond timesAround's reach, on the service days up
 * to lastDate (the venue's booking window) and at most NEXT_BOOKABLE_DAYS after the asked date;
 * null when there is none. Days are read one at a time, and a slot is judged once no later service
 * day can seat anyone before it (a service day's slots start on its own date).
 */
export function nextBookable(
  input: AvailabilityInput,
  date: string,
  time: string,
  lastDate: string,
): BookableTime | null {
  const after = askedInstant(date, time, input.venue.timeZone).getTime() + AROUND_MINUTES * MINUTE_MS;
  const bound = shiftedDate(date, NEXT_BOOKABLE_DAYS);
  const last = lastDate < bound ? lastDate : bound;
  const seen = new Set<number>();
  let pending: Slot[] = [];
  // From the day before: its shift may run past midnight beyond the reach.
  for (let day = shiftedDate(date, -1); ; day = shiftedDate(day, 1)) {
    const done = day > last;
    if (!done) {
      for (const slot of slotsOf(input.venue, day)) {
        const instant = slot.startsAt.getTime();
        if (instant <= after || seen.has(instant)) continue;
        seen.add(instant);
        pending.push(slot);
      }
      pending.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    }
    const settled = done ? pending.length : pending.findIndex((slot) => slot.date >= day);
    const ready = settled === -1 ? pending : pending.slice(0, settled);
    for (const slot of ready) if (evaluateSlot(input, slot).ok) return wallClock(slot);
    if (done) return null;
    pending = settled === -1 ? [] : pending.slice(settled);
  }
}
