import type { Database } from "@sobremesa/db";
import { joinGuestRows, schema } from "@sobremesa/db";
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { type NewOutboxRow, withdrawPending } from "./outbox-repository.ts";

const { outboxMessages, reservations, reservationTableHolds } = schema;

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

export interface ReservationRecord extends ReservationRow {
  tableIds: number[];
}

/** The bookings and their table holds: reading, writing, changing, cancelling and completing them. */
export function reservationRowQueries(db: Database) {
  /** The holds of a booking's tables, for as long as its stay. */
  const holdsOf = (
    reservation: Pick<ReservationRow, "id" | "placeId" | "startsAt" | "endsAt" | "party">,
    tableIds: number[],
  ) =>
    db.insert(reservationTableHolds).values(
      tableIds.map((tableId) => ({
        reservationId: reservation.id,
        tableId,
        placeId: reservation.placeId,
        startsAt: reservation.startsAt,
        endsAt: reservation.endsAt,
        active: true,
        party: reservation.party,
      })),
    );

  async function holdTables(reservation: ReservationRow, tableIds: number[]): Promise<void> {
    await holdsOf(reservation, tableIds);
  }

  return {
    async byCode(code: string): Promise<ReservationRecord | undefined> {
      const [row] = await db
        .select({
          ...getTableColumns(reservations),
          tableIds: sql<
            number[]
          >`coalesce((select array_agg(${reservationTableHolds.tableId} order by ${reservationTableHolds.tableId}) from ${reservationTableHolds} where ${reservationTableHolds.reservationId} = ${reservations.id}), '{}')`,
        })
        .from(reservations)
        .where(eq(reservations.code, code));
      return row;
    },

    async byIdempotencyKey(key: string): Promise<ReservationRow | undefined> {
      const [row] = await db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
      return row;
    },

    /** Bookings a user made since an instant that were not cancelled (the membership's count). */
    async countForUserSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, userId),
            gte(reservations.createdAt, since),
            ne(reservations.status, "cancelled"),
          ),
        );
      return row?.count ?? 0;
    },

    async forUser(userId: string, limit: number): Promise<ReservationRow[]> {
      return db
        .select()
        .from(reservations)
        .where(eq(reservations.userId, userId))
        .orderBy(desc(reservations.startsAt))
        .limit(limit);
    },

    /**
     * Writes a booking, its table holds and its messages (confirmations, keyed reminders) in one
     * statement. The row carries its own id, so every part is known before it is sent.
     */
    async insert(
      row: NewReservationRow & { id: string },
      tableIds: number[],
      messages: NewOutboxRow[],
    ): Promise<ReservationRow> {
      const created = db.$with("created").as(db.insert(reservations).values(row).returning());
      const holds = db.$with("holds").as(holdsOf(row, tableIds).returning({ tableId: reservationTableHolds.tableId }));
      const written = db
        .$with("written")
        .as(db.insert(outboxMessages).values(messages).returning({ id: outboxMessages.id }));
      const [inserted] = await db.with(created, holds, written).select().from(created);
      if (!inserted) throw new Error("reservation insert returned nothing");
      return inserted;
    },

    async update(
      id: string,
      changes: Partial<
        Pick<
          ReservationRow,
          | "status"
          | "party"
          | "startsAt"
          | "endsAt"
          | "zoneId"
          | "zonePreference"
          | "note"
          | "occasion"
          | "cancelledAt"
          | "calendarSequence"
        >
      >,
    ): Promise<ReservationRow> {
      const [row] = await db
        .update(reservations)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(reservations.id, id))
        .returning();
      if (!row) throw new Error(`reservation ${id} vanished`);
      return row;
    },

    /**
     * Cancels a booking in one statement: its status and calendar sequence, its tables released, its
     * messages written and its pending reminders withdrawn.
     */
    async cancel(
      id: string,
      at: Date,
      calendarSequence: number,
      messages: NewOutboxRow[],
      withdrawKeys: string[],
    ): Promise<ReservationRow> {
      const cancelled = db
        .$with("cancelled")
        .as(
          db
            .update(reservations)
            .set({ status: "cancelled", cancelledAt: at, updatedAt: at, calendarSequence })
            .where(eq(reservations.id, id))
            .returning(),
        );
      const released = db
        .$with("released")
        .as(
          db
            .update(reservationTableHolds)
            .set({ active: false })
            .where(eq(reservationTableHolds.reservationId, id))
            .returning({ tableId: reservationTableHolds.tableId }),
        );
      const written = db
        .$with("written")
        .as(db.insert(outboxMessages).values(messages).returning({ id: outboxMessages.id }));
      const withdrawn = db
        .$with("withdrawn")
        .as(withdrawPending(db, withdrawKeys).returning({ id: outboxMessages.id }));
      const [row] = await db.with(cancelled, released, written, withdrawn).select().from(cancelled);
      if (!row) throw new Error(`reservation ${id} vanished`);
      return row;
    },

    async releaseTables(reservationId: string): Promise<void> {
      await db.delete(reservationTableHolds).where(eq(reservationTableHolds.reservationId, reservationId));
    },

    holdTables,

    /** Moves an open booking's visit so that it ended a minute ago, releasing its tables (development only). */
    async endVisitNow(code: string): Promise<boolean> {
      const [row] = await db
        .update(reservations)
        .set({
          startsAt: sql`now() - (${reservations.endsAt} - ${reservations.startsAt}) - interval '1 minute'`,
          endsAt: sql`now() - interval '1 minute'`,
        })
        .where(and(eq(reservations.code, code), inArray(reservations.status, ["pending", "confirmed", "seated"])))
        .returning({ id: reservations.id });
      if (!row) return false;
      await db
        .update(reservationTableHolds)
        .set({ active: false })
        .where(eq(reservationTableHolds.reservationId, row.id));
      return true;
    },

    /** Marks visits whose time is over as completed (oldest first, a batch at a time), releasing their tables. */
    async completeFinished(now: Date, limit: number): Promise<ReservationRow[]> {
      const due = db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(inArray(reservations.status, ["pending", "confirmed", "seated"]), lte(reservations.endsAt, now)))
        .orderBy(asc(reservations.endsAt))
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(reservations)
        .set({ status: "completed", updatedAt: new Date() })
        .where(inArray(reservations.id, due))
        .returning();
      if (rows.length > 0)
        await db
          .update(reservationTableHolds)
          .set({ active: false })
          .where(
            inArray(
              reservationTableHolds.reservationId,
              rows.map((row) => row.id),
            ),
          );
      return rows;
    },

    /** Erases the personal data of a deleted account's bookings, keeping the rows for the venue's history. */
    async anonymiseForUser(userId: string): Promise<void> {
      await db
        .update(reservations)
        .set({ userId: null, firstName: "", lastName: "", email: "", phone: "", note: null, updatedAt: new Date() })
        .where(eq(reservations.userId, userId));
    },

    /** Gives a proven e-mail's guest bookings to that account (joinGuestRows); how many. */
    joinGuestBookings: (userId: string, email: string): Promise<number> =>
      joinGuestRows(
        db,
        { table: reservations, id: reservations.id, userId: reservations.userId, email: reservations.email },
        userId,
        email,
      ),
  };
}
