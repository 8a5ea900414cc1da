import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, getTableColumns, gt, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { createReservationsRepository, type ReservationsQueries } from "../reservations/index.ts";
import type { AuditWrite } from "./partners-repository.ts";

const {
  dayBookEvents,
  guestNotes,
  partnerAuditLog,
  places,
  reservations,
  reservationTableHolds,
  reservationZones,
  venueTables,
} = schema;

export type DayBookRow = typeof reservations.$inferSelect & {
  tables: { id: number; label: string }[];
  guestNote: string | null;
  guestTags: string[] | null;
};

/** How a venue knows a diner across bookings: the e-mail, else the phone; a walk-in may have neither. */
export const guestKeyOf = sql<
  string | null
>`coalesce(nullif(lower(${reservations.email}), ''), nullif(${reservations.phone}, ''))`;

export interface DayBookEventRow {
  id: number;
  placeId: number;
  reservationId: string;
  kind: string;
}

/** The day book's own queries: a day's bookings with their tables, the feed, and the audit line. */
function dayBookQueries(db: Database) {
  // Qualified by hand: Drizzle leaves the columns of a one-table select unqualified, which the
  // subquery's own tables would capture.
  const tablesOf = sql<{ id: number; label: string }[]>`coalesce((
    select json_agg(json_build_object('id', vt.id, 'label', vt.label) order by vt.label)
    from reservation_table_holds h join venue_tables vt on vt.id = h.table_id
    where h.reservation_id = "reservations"."id"), '[]')`;

  const entryColumns = {
    ...getTableColumns(reservations),
    tables: tablesOf,
    guestNote: guestNotes.note,
    guestTags: guestNotes.tags,
  };
  const guestJoin = and(eq(guestNotes.placeId, reservations.placeId), eq(guestNotes.guestKey, guestKeyOf));

  return {
    async venueName(placeId: number): Promise<string | undefined> {
      const [row] = await db.select({ name: places.name }).from(places).where(eq(places.id, placeId));
      return row?.name;
    },

    /** The venue's tables with their zone, for the timeline's rows. */
    async tables(placeId: number) {
      return db
        .select({
          id: venueTables.id,
          label: venueTables.label,
          zoneId: venueTables.zoneId,
          zoneEs: reservationZones.nameEs,
          zoneEn: reservationZones.nameEn,
          minCovers: venueTables.minCovers,
          maxCovers: venueTables.maxCovers,
        })
        .from(venueTables)
        .innerJoin(reservationZones, eq(reservationZones.id, venueTables.zoneId))
        .where(and(eq(venueTables.placeId, placeId), isNull(venueTables.archivedAt)))
        .orderBy(asc(reservationZones.position), asc(venueTables.label), asc(venueTables.id));
    },

    /** How many of these tables the venue still has (not deleted): read under the place's lock before a move. */
    async liveTableCount(placeId: number, ids: number[]): Promise<number> {
      const rows = await db
        .select({ id: venueTables.id })
        .from(venueTables)
        .where(and(eq(venueTables.placeId, placeId), inArray(venueTables.id, ids), isNull(venueTables.archivedAt)));
      return rows.length;
    },

    /** The bookings arriving in [from, to), in order of arrival, each with the tables it holds or held. */
    async bookings(placeId: number, from: Date, to: Date): Promise<DayBookRow[]> {
      return db
        .select(entryColumns)
        .from(reservations)
        .leftJoin(guestNotes, guestJoin)
        .where(and(eq(reservations.placeId, placeId), gte(reservations.startsAt, from), lt(reservations.startsAt, to)))
        .orderBy(asc(reservations.startsAt), asc(reservations.createdAt));
    },

    async booking(placeId: number, id: string): Promise<DayBookRow | undefined> {
      const [row] = await db
        .select(entryColumns)
        .from(reservations)
        .leftJoin(guestNotes, guestJoin)
        .where(and(eq(reservations.placeId, placeId), eq(reservations.id, id)));
      return row;
    },

    /** The last change of a venue's bookings so far, or of every venue's (0 for none). */
    async lastEventId(placeId: number | null): Promise<number> {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${dayBookEvents.id}), 0)::bigint` })
        .from(dayBookEvents)
        .where(placeId === null ? undefined : eq(dayBookEvents.placeId, placeId));
      return Number(row?.id ?? 0);
    },

    /** A venue's changes after an event id, oldest first; all venues' when placeId is null. */
    async eventsAfter(placeId: number | null, after: number, limit: number): Promise<DayBookEventRow[]> {
      return db
        .select({
          id: dayBookEvents.id,
          placeId: dayBookEvents.placeId,
          reservationId: dayBookEvents.reservationId,
          kind: dayBookEvents.kind,
        })
        .from(dayBookEvents)
        .where(
          placeId === null
            ? gt(dayBookEvents.id, after)
            : and(eq(dayBookEvents.placeId, placeId), gt(dayBookEvents.id, after)),
        )
        .orderBy(asc(dayBookEvents.id))
        .limit(limit);
    },

    /** Forgets the feed's changes older than an instant (a day book only catches up on minutes). */
    async pruneEvents(before: Date): Promise<number> {
      const rows = await db
        .delete(dayBookEvents)
        .where(lt(dayBookEvents.at, before))
        .returning({ id: dayBookEvents.id });
      return rows.length;
    },

    /** A change the reservations trigger cannot see (the tables a booking holds), on the same feed. */
    async record(placeId: number, reservationId: string, kind: string): Promise<void> {
      await db.execute(sql`select day_book_record(${placeId}, ${reservationId}::uuid, ${kind})`);
    },

    async audit(entry: AuditWrite): Promise<void> {
      await db.insert(partnerAuditLog).values({
        placeId: entry.placeId,
        actorId: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    /** The booking of this venue, locked until the transaction ends. */
    async lockBooking(placeId: number, id: string) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.placeId, placeId), eq(reservations.id, id)))
        .for("update");
      return row;
    },

    async setStatus(
      id: string,
      changes: Partial<
        Pick<
          typeof reservations.$inferInsert,
          "status" | "cancelReason" | "cancelledAt" | "calendarSequence" | "endsAt"
        >
      >,
    ) {
      const [row] = await db
        .update(reservations)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(reservations.id, id))
        .returning();
      if (!row) throw new Error(`reservation ${id} vanished`);
      return row;
    },

    /** The venue's note about a diner, locked until the transaction ends. */
    async lockGuestNote(placeId: number, guestKey: string) {
      const [row] = await db
        .select({ note: guestNotes.note, tags: guestNotes.tags })
        .from(guestNotes)
        .where(and(eq(guestNotes.placeId, placeId), eq(guestNotes.guestKey, guestKey)))
        .for("update");
      return row;
    },

    async saveGuestNote(placeId: number, guestKey: string, note: string, tags: string[], actorId: string | null) {
      await db
        .insert(guestNotes)
        .values({ placeId, guestKey, note, tags: tags as never, updatedBy: actorId })
        .onConflictDoUpdate({
          target: [guestNotes.placeId, guestNotes.guestKey],
          set: { note, tags: tags as never, updatedBy: actorId, updatedAt: new Date() },
        });
    },

    /** A booking entered by staff; its tables and messages follow in the same transaction. */
    async insertBooking(row: typeof reservations.$inferInsert & { id: string }) {
      const [created] = await db.insert(reservations).values(row).returning();
      if (!created) throw new Error("reservation insert returned nothing");
      return created;
    },

    /** Frees a finished or cancelled booking's tables, keeping which they were for the day's history. */
    async releaseHolds(id: string): Promise<void> {
      await db.update(reservationTableHolds).set({ active: false }).where(eq(reservationTableHolds.reservationId, id));
    },
  };
}

export type DayBookQueries = ReturnType<typeof dayBookQueries> & ReservationsQueries;

export function createDayBookRepository(db: Database) {
  const both = (handle: Database): DayBookQueries => {
    const { transaction: _transaction, ...queries } = createReservationsRepository(handle);
    return { ...queries, ...dayBookQueries(handle) };
  };
  return {
    ...both(db),
    /** Runs fn in one transaction: the booking's change, its messages, its feed entry and its audit line. */
    transaction: <T>(fn: (queries: DayBookQueries) => Promise<T>): Promise<T> =>
      db.transaction((tx) => fn(both(tx as unknown as Database))),
  };
}

export type DayBookRepository = ReturnType<typeof createDayBookRepository>;
