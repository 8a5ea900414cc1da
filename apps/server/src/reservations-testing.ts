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
