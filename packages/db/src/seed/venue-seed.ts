import { randomBytes } from "node:crypto";
import { addDays } from "@sobremesa/contracts";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import {
  categories,
  placeHours,
  places,
  RESERVATION_CODE_ALPHABET,
  reservationSettings,
  reservationShifts,
  reservations,
  reservationTableHolds,
  reservationZones,
  tableCombinations,
  venueTables,
} from "../schema/index.ts";
import type { HoursRow } from "./hours.ts";
import { insertRows } from "./insert-rows.ts";
import { createRandom } from "./random.ts";
import type { CategoryKey } from "./taxonomy.ts";
import { type IdCounters, type VenuePlace, venueBookings, venueSetup } from "./venues.ts";

const PLACES_PER_BATCH = 1_000;
/** Days of existing bookings, from today. */
const BOOKING_DAYS = 10;
/** Places that get existing bookings: enough for a lively demo without millions of rows at 100,000 places. */
const PLACES_WITH_BOOKINGS = 10_000;

/**
 * Gives every place without a reservation setup one: when no place has one yet, all of
 * them, in batches, with explicit ids; then a few bookings over the next days. Idempotent: a
 * database that already has setups is left alone. Returns how many places were set up.
 */
export async function seedVenues(
  db: Database,
  options: { today: string; log?: (line: string) => void },
): Promise<number> {
  const log = options.log ?? (() => {});
  if ((await db.$count(reservationSettings)) > 0) return 0;
  const rows = await db
    .select({ id: places.id, category: categories.key, timezone: places.timezone, currency: places.currency })
    .from(places)
    .innerJoin(categories, eq(categories.id, places.categoryId))
    .orderBy(asc(places.id));
  if (rows.length === 0) return 0;
  const hoursRows = await db.select().from(placeHours);
  const hoursByPlace = new Map<number, HoursRow[]>();
  for (const row of hoursRows) {
    const list = hoursByPlace.get(row.placeId) ?? [];
    list.push({ weekday: row.weekday, opensAt: row.opensAt.slice(0, 5), closesAt: row.closesAt.slice(0, 5) });
    hoursByPlace.set(row.placeId, list);
  }

  const ids: IdCounters = { zone: 0, table: 0, combination: 0, shift: 0 };
  const dates = Array.from({ length: BOOKING_DAYS }, (_, index) => addDays(options.today, index));
  const codes = new Set<string>();
  const codeRandom = createRandom(20_261_122);
  const nextCode = () => {
    for (;;) {
      let code = "";
      for (let index = 0; index < 8; index++)
        code += RESERVATION_CODE_ALPHABET[codeRandom.int(0, RESERVATION_CODE_ALPHABET.length - 1)];
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };
  let bookings = 0;

  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += PLACES_PER_BATCH) {
      const batch = rows.slice(start, start + PLACES_PER_BATCH);
      const setups = batch.map((row) => {
        const place: VenuePlace = {
          id: row.id,
          category: row.category as CategoryKey,
          timezone: row.timezone,
          currency: row.currency,
          hours: hoursByPlace.get(row.id) ?? [],
        };
        return { place, setup: venueSetup(place, ids) };
      });
      await insertRows(
        tx,
        reservationSettings,
        setups.map(({ setup }) => setup.settings),
      );
      await insertRows(
        tx,
        reservationZones,
        setups.flatMap(({ setup }) => setup.zones),
      );
      await insertRows(
        tx,
        venueTables,
        setups.flatMap(({ setup }) => setup.tables),
      );
      await insertRows(
        tx,
        tableCombinations,
        setups.flatMap(({ setup }) => setup.combinations),
      );
      await insertRows(
        tx,
        reservationShifts,
        setups.flatMap(({ setup }) => setup.shifts),
      );

      const withBookings = setups.filter(({ place }) => place.id <= PLACES_WITH_BOOKINGS);
      const seeded = withBookings.flatMap(({ place, setup }) =>
        venueBookings(place, setup, dates).map((booking) => ({ ...booking, timezone: place.timezone })),
      );
      if (seeded.length > 0) {
        const records = seeded.map((booking) => ({
          code: nextCode(),
          ...booking,
          token: randomBytes(32).toString("base64url"),
        }));
        // Wall-clock times become instants in the venue's zone inside PostgreSQL.
        const json = JSON.stringify(records);
        await tx.execute(sql`
          with input as (
            select r.*, ((r.date || ' ' || r.time)::timestamp at time zone r.timezone) as starts_at
            from jsonb_to_recordset(${json}::jsonb) as r(
              code text, "placeId" integer, "tableId" integer, party integer, date text, time text,
              minutes integer, "firstName" text, "lastName" text, timezone text, token text)
          ),
          created as (
            insert into ${reservations} (code, place_id, status, party, starts_at, ends_at, time_zone, first_name,
              last_name, email, phone, country_code, language, source, manage_token)
            select code, "placeId", 'confirmed', party, starts_at, starts_at + make_interval(mins => minutes), timezone,
              "firstName", "lastName", lower("firstName") || '.' || code || '@example.com', '+525500000000', '+52',
              'es', 'WEBSITE', token
            from input
            returning id, code, place_id, party, starts_at, ends_at
          )
          insert into ${reservationTableHolds} (reservation_id, table_id, place_id, starts_at, ends_at, active, party)
          select created.id, input."tableId", created.place_id, created.starts_at, created.ends_at, true, created.party
          from created join input using (code)
        `);
        bookings += seeded.length;
      }
    }
    for (const [table, key] of [
      ["reservation_zones", ids.zone],
      ["venue_tables", ids.table],
      ["table_combinations", ids.combination],
      ["reservation_shifts", ids.shift],
    ] as const) {
      if (key > 0) await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), ${key})`));
    }
  });
  log(
    `demo seed: reservation setups for ${rows.length} places (${ids.zone} zones, ${ids.table} tables, ${ids.shift} shifts, ${bookings} bookings)`,
  );
  return rows.length;
}
