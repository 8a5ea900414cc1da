import { MINUTES_PER_DAY, minutesOfTime, timeOfMinutes, weekdayOf } from "@sobremesa/contracts";
import type { HoursRow } from "./hours.ts";
import { createRandom, type Random } from "./random.ts";
import type { CategoryKey } from "./taxonomy.ts";

/**
 * Reservation setups of the demo places: zones, tables, table combinations, shifts derived
 * from the opening hours, booking settings, and a few existing bookings over the coming days. Pure
 * and deterministic per place id, so a database seeded twice looks the same. Row ids are assigned by
 * the caller's counters (the tables are inserted with explicit ids, then their sequences moved on).
 */

export interface VenuePlace {
  id: number;
  category: CategoryKey;
  timezone: string;
  /** ISO currency of the place: deposits are in its minor units. */
  currency: string;
  hours: HoursRow[];
}

/** Roughly what one Mexican peso buys in each served currency, for deposits that read naturally. */
const PESO_RATE: Record<string, number> = { MXN: 1, COP: 200, CRC: 30 };

export interface VenueSettingsRow {
  placeId: number;
  daysAhead: number;
  minNoticeMinutes: number;
  cancelUntilHours: number;
  depositPerGuest: number | null;
  maxPartySize: number;
}

export interface VenueZoneRow {
  id: number;
  placeId: number;
  nameEs: string;
  nameEn: string;
  position: number;
}

export interface VenueTableRow {
  id: number;
  placeId: number;
  zoneId: number;
  label: string;
  minCovers: number;
  maxCovers: number;
  online: boolean;
  priority: number;
}

export interface VenueCombinationRow {
  id: number;
  placeId: number;
  tableIds: number[];
  minCovers: number;
  maxCovers: number;
  online: boolean;
  priority: number;
}

export interface VenueShiftRow {
  id: number;
  placeId: number;
  nameEs: string;
  nameEn: string;
  weekdays: number[];
  firstSeating: string;
  lastSeating: string;
  slotIntervalMinutes: number;
  turnTimes: { maxParty: number; minutes: number }[];
  pacingCovers: number | null;
}

export interface VenueSetup {
  settings: VenueSettingsRow;
  zones: VenueZoneRow[];
  tables: VenueTableRow[];
  combinations: VenueCombinationRow[];
  shifts: VenueShiftRow[];
}

export interface IdCounters {
  zone: number;
  table: number;
  combination: number;
  shift: number;
}

const ZONES: Record<CategoryKey, readonly (readonly [string, string, number])[]> = {
  // [Spanish name, English name, chance of having it]
  restaurant: [
    ["Salón", "Dining room", 1],
    ["Terraza", "Terrace", 0.55],
    ["Privado", "Private room", 0.2],
  ],
  bar: [
    ["Barra", "Bar", 1],
    ["Salón", "Lounge", 0.7],
    ["Terraza", "Terrace", 0.5],
  ],
  nightclub: [
    ["Pista", "Dance floor", 1],
    ["Mezzanine", "Mezzanine", 0.6],
    ["VIP", "VIP", 0.5],
  ],
};

const TURN_TIMES: Record<CategoryKey, { maxParty: number; minutes: number }[]> = {
  restaurant: [
    { maxParty: 2, minutes: 90 },
    { maxParty: 4, minutes: 105 },
    { maxParty: 6, minutes: 120 },
    { maxParty: 12, minutes: 150 },
  ],
  bar: [
    { maxParty: 4, minutes: 120 },
    { maxParty: 12, minutes: 150 },
  ],
  nightclub: [{ maxParty: 20, minutes: 240 }],
};

/** "HH:mm" plus minutes, wrapping past midnight. */
function shiftTime(time: string, minutes: number): string {
  return timeOfMinutes(minutesOfTime(time) + minutes);
}

/** Minutes from opening to closing; a closing at or before the opening is on the next day. */
function minutesBetween(opens: string, closes: string): number {
  const span = minutesOfTime(closes) - minutesOfTime(opens);
  return span <= 0 ? span + MINUTES_PER_DAY : span;
}

/** Tables of one zone: mostly twos and fours, some sixes, a few kept off line for walk-ins. */
function zoneTables(random: Random, category: CategoryKey, zoneIndex: number): { min: number; max: number }[] {
  const count =
    category === "nightclub" ? random.int(4, 8) : random.int(zoneIndex === 0 ? 6 : 3, zoneIndex === 0 ? 12 : 7);
  const sizes: { min: number; max: number }[] = [];
  for (let index = 0; index < count; index++) {
    if (category === "nightclub")
      sizes.push(
        random.pick([
          { min: 4, max: 8 },
          { min: 6, max: 10 },
          { min: 2, max: 6 },
        ]),
      );
    else
      sizes.push(
        random.weighted([
          [{ min: 1, max: 2 }, 40],
          [{ min: 2, max: 4 }, 45],
          [{ min: 4, max: 6 }, 15],
        ] as const),
      );
  }
  return sizes.sort((a, b) => a.max - b.max);
}

export function venueSetup(place: VenuePlace, ids: IdCounters): VenueSetup {
  const random = createRandom(place.id * 7919 + 17);
  const { category } = place;
  const settings: VenueSettingsRow = {
    placeId: place.id,
    daysAhead: random.pick([30, 60, 60, 90]),
    minNoticeMinutes: random.pick([30, 60, 60, 120]),
    cancelUntilHours: category === "nightclub" ? 24 : random.pick([2, 4, 24]),
    // 200, 300 or 500 pesos per guest, in the place's currency (COP 40,000, CRC 6,000...).
    depositPerGuest:
      category === "nightclub" && random.chance(0.5)
        ? random.pick([20_000, 30_000, 50_000]) * (PESO_RATE[place.currency] ?? 1)
        : null,
    maxPartySize: category === "nightclub" ? 20 : 12,
  };

  const zones: VenueZoneRow[] = [];
  const tables: VenueTableRow[] = [];
  const combinations: VenueCombinationRow[] = [];
  ZONES[category].forEach(([nameEs, nameEn, chance], position) => {
    if (position > 0 && !random.chance(chance)) return;
    const zone: VenueZoneRow = { id: ++ids.zone, placeId: place.id, nameEs, nameEn, position };
    zones.push(zone);
    const prefix = nameEs.slice(0, 1).toUpperCase();
    const zoneTableRows = zoneTables(random, category, zones.length - 1).map((size, index) => ({
      id: ++ids.table,
      placeId: place.id,
      zoneId: zone.id,
      label: `${prefix}${index + 1}`,
      minCovers: size.min,
      maxCovers: size.max,
      online: index === 0 ? true : !random.chance(0.1),
      priority: random.int(1, 3),
    }));
    tables.push(...zoneTableRows);
    // Two neighbouring fours can be pushed together for a party of five to eight.
    const fours = zoneTableRows.filter((table) => table.maxCovers === 4 && table.online);
    for (let index = 0; index + 1 < fours.length && index < 4; index += 2) {
      combinations.push({
        id: ++ids.combination,
        placeId: place.id,
        tableIds: [fours[index]!.id, fours[index + 1]!.id],
        minCovers: 5,
        maxCovers: 8,
        online: true,
        priority: 1,
      });
    }
  });

  // One shift per distinct opening period, seating until an hour (or, for clubs, two) before closing.
  const interval = category === "restaurant" ? random.pick([15, 30, 30]) : 30;
  const lastCall = category === "nightclub" ? 120 : category === "bar" ? 90 : 75;
  const periods = new Map<string, HoursRow[]>();
  for (const row of place.hours) {
    const key = `${row.opensAt}-${row.closesAt}`;
    periods.set(key, [...(periods.get(key) ?? []), row]);
  }
  const shifts: VenueShiftRow[] = [];
  for (const rows of periods.values()) {
    const { opensAt, closesAt } = rows[0]!;
    const span = minutesBetween(opensAt, closesAt);
    if (span <= lastCall) continue;
    const lunch = Number(opensAt.slice(0, 2)) < 17 && span <= 300;
    shifts.push({
      id: ++ids.shift,
      placeId: place.id,
      nameEs: category === "nightclub" ? "Noche" : lunch ? "Comida" : "Cena",
      nameEn: category === "nightclub" ? "Night" : lunch ? "Lunch" : "Dinner",
      weekdays: rows.map((row) => row.weekday).sort((a, b) => a - b),
      firstSeating: opensAt,
      lastSeating: shiftTime(closesAt, -lastCall),
      slotIntervalMinutes: interval,
      turnTimes: TURN_TIMES[category],
      pacingCovers: random.chance(0.6) ? random.pick([12, 16, 20, 24]) : null,
    });
  }
  return { settings, zones, tables, combinations, shifts };
}

export interface SeedBooking {
  placeId: number;
  tableId: number;
  party: number;
  /** Wall-clock date and time in the venue's zone. */
  date: string;
  time: string;
  minutes: number;
  firstName: string;
  lastName: string;
}

const FIRST_NAMES = ["Ana", "Luis", "María", "Carlos", "Sofía", "Diego", "Valeria", "Jorge", "Camila", "Andrés"];
const LAST_NAMES = ["García", "Hernández", "López", "Martínez", "Rodríguez", "Pérez", "Sánchez", "Ramírez", "Torres"];

/**
 * A few existing bookings per day for the coming days: at most one per table per day, so they never
 * overlap, at a seating time of one of that day's shifts.
 */
export function venueBookings(place: VenuePlace, setup: VenueSetup, dates: string[]): SeedBooking[] {
  const random = createRandom(place.id * 104_729 + 3);
  const bookings: SeedBooking[] = [];
  for (const date of dates) {
    const weekday = weekdayOf(date);
    const shifts = setup.shifts.filter((shift) => shift.weekdays.includes(weekday));
    if (shifts.length === 0) continue;
    for (const table of setup.tables) {
      if (!table.online || !random.chance(0.22)) continue;
      const shift = random.pick(shifts);
      const span = minutesBetween(shift.firstSeating, shift.lastSeating);
      const steps = Math.floor(span / shift.slotIntervalMinutes);
      const time = shiftTime(shift.firstSeating, random.int(0, steps) * shift.slotIntervalMinutes);
      // A slot after midnight belongs to the next calendar day.
      if (time < shift.firstSeating) continue;
      const party = random.int(table.minCovers, table.maxCovers);
      const turn = shift.turnTimes.find((entry) => party <= entry.maxParty) ?? shift.turnTimes.at(-1)!;
      bookings.push({
        placeId: place.id,
        tableId: table.id,
        party,
        date,
        time,
        minutes: turn.minutes,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
      });
    }
  }
  return bookings;
}
