import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { ReportGroup } from "./reports-rules.ts";

const { reservations, reservationShifts } = schema;

/** The reports' reads: one grouped query over the range's bookings, the venue's shifts, and the bookings for the CSV. */
export function createReportsRepository(db: Database) {
  const inRange = (placeId: number, from: Date, to: Date) =>
    and(eq(reservations.placeId, placeId), gte(reservations.startsAt, from), lt(reservations.startsAt, to));

  return {
    /**
     * The range's bookings counted by local date, local arrival time, status and source: a scan of
     * the (place_id, starts_at) index, summed by the database, a few hundred rows for a busy year.
     */
    async groups(placeId: number, from: Date, to: Date, timeZone: string): Promise<ReportGroup[]> {
      const local = sql`(${reservations.startsAt} at time zone ${timeZone})`;
      return (
        db
          .select({
            date: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
            time: sql<string>`to_char(${local}, 'HH24:MI')`,
            status: reservations.status,
            source: reservations.source,
            bookings: sql<number>`count(*)::int`,
            guests: sql<number>`coalesce(sum(${reservations.party}), 0)::int`,
          })
          .from(reservations)
          .where(inRange(placeId, from, to))
          // By position: the zone is a parameter, and two copies of it are two expressions to Postgres.
          .groupBy(sql`1`, sql`2`, sql`3`, sql`4`)
      );
    },

    async shifts(placeId: number) {
      return db
        .select({
          id: reservationShifts.id,
          nameEs: reservationShifts.nameEs,
          nameEn: reservationShifts.nameEn,
          weekdays: reservationShifts.weekdays,
          firstSeating: reservationShifts.firstSeating,
          lastSeating: reservationShifts.lastSeating,
          slotIntervalMinutes: reservationShifts.slotIntervalMinutes,
        })
        .from(reservationShifts)
        .where(eq(reservationShifts.placeId, placeId))
        .orderBy(asc(reservationShifts.firstSeating), asc(reservationShifts.id));
    },

    /** The range's bookings in order of arrival, for the per-booking CSV. */
    async bookings(placeId: number, from: Date, to: Date) {
      return db
        .select({
          code: reservations.code,
          startsAt: reservations.startsAt,
          firstName: reservations.firstName,
          lastName: reservations.lastName,
          party: reservations.party,
          status: reservations.status,
          source: reservations.source,
        })
        .from(reservations)
        .where(inRange(placeId, from, to))
        .orderBy(asc(reservations.startsAt), asc(reservations.code));
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
