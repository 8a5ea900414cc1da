import type { DatabaseHandle } from "@sobremesa/db";

/** The time zone test venues are moved to, so their dates and times are predictable. */
export const TEST_VENUE_ZONE = "America/Mexico_City";

/** The test venue's date `days` from today, as YYYY-MM-DD. */
export function venueDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: TEST_VENUE_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** Moves a seeded place to TEST_VENUE_ZONE and removes its reservation setup and bookings, for a test to build its own. */
export async function clearVenue(handle: DatabaseHandle, placeId: number): Promise<void> {
  await handle.query("update places set timezone = $1 where id = $2", [TEST_VENUE_ZONE, placeId]);
  for (const table of [
    "reservation_table_holds",
    "reservations",
    "time_blocks",
    "reservation_shifts",
    "table_combinations",
    "venue_tables",
    "reservation_zones",
    "reservation_settings",
  ])
    await handle.query(`delete from ${table} where place_id = $1`, [placeId]);
}

/** Pairs of active holds of one table whose periods overlap: always 0 when double booking is impossible. */
export async function overlappingHolds(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.query<{ count: number }>(
    `select count(*)::int as count from reservation_table_holds a join reservation_table_holds b
       on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.active and b.active
      and a.starts_at < b.ends_at and b.starts_at < a.ends_at`,
  );
  return row!.count;
}

export interface TestVenue {
  placeId: number;
  slug: string;
  salon: number;
  terrace: number;
  tables: { small: number; salonFour: number; terraceFour: number };
}

/**
 * Replaces the first place's reservation setup with a known one: a salon (a two-top and a four-top), a
 * terrace (a four-top), one shift every day 13:00-22:00 every 30 minutes, no notice, 60 days ahead,
 * free changes until 2 hours before.
 */
export async function knownVenue(handle: DatabaseHandle): Promise<TestVenue> {
  const q = handle.query.bind(handle);
  const [place] = await q<{ id: number; slug: string }>("select id, slug from places order by id limit 1");
  const placeId = place!.id;
  await clearVenue(handle, placeId);
  await q(
    "insert into reservation_settings (place_id, days_ahead, min_notice_minutes, cancel_until_hours, max_party_size) values ($1, 60, 0, 2, 8)",
    [placeId],
  );
  const [salon] = await q<{ id: number }>(
    "insert into reservation_zones (place_id, name_es, name_en, position) values ($1, 'Salón', 'Dining room', 0) returning id",
    [placeId],
  );
  const [terrace] = await q<{ id: number }>(
    "insert into reservation_zones (place_id, name_es, name_en, position) values ($1, 'Terraza', 'Terrace', 1) returning id",
    [placeId],
  );
  const table = async (zoneId: number, label: string, min: number, max: number) =>
    (
      await q<{ id: number }>(
        "insert into venue_tables (place_id, zone_id, label, min_covers, max_covers, online, priority) values ($1, $2, $3, $4, $5, true, 1) returning id",
        [placeId, zoneId, label, min, max],
      )
    )[0]!.id;
  const small = await table(salon!.id, "S1", 1, 2);
  const salonFour = await table(salon!.id, "S2", 2, 4);
  const terraceFour = await table(terrace!.id, "T1", 2, 4);
  await q(
    `insert into reservation_shifts (place_id, name_es, name_en, weekdays, first_seating, last_seating, slot_interval_minutes, turn_times, pacing_covers)
     values ($1, 'Comida y cena', 'Lunch and dinner', '{0,1,2,3,4,5,6}', '13:00', '22:00', 30, $2::jsonb, null)`,
    [
      placeId,
      JSON.stringify([
        { maxParty: 2, minutes: 90 },
        { maxParty: 8, minutes: 120 },
      ]),
    ],
  );
  return {
    placeId,
    slug: place!.slug,
    salon: salon!.id,
    terrace: terrace!.id,
    tables: { small, salonFour, terraceFour },
  };
}
