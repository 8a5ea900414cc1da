import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, ne, sql } from "drizzle-orm";
import type { HeldBooking, Shift, Table, TableCombination, TimeBlock } from "./venue-model.ts";

const {
  activeReservationStatuses,
  categories,
  cities,
  colonies,
  outboxMessages,
  places,
  reservationSettings,
  reservationShifts,
  reservations,
  reservationTableHolds,
  reservationZones,
  tableCombinations,
  timeBlocks,
  venueTables,
} = schema;

/**
 * Every query of the reservations domain. Writes run inside `transaction`, whose repository locks
 * a place's settings row first: bookings of one place are decided one at a time (pacing and table
 * choice see every earlier booking), while the exclusion constraint on reservation_table_holds
 * stays the last word on overlaps.
 */

export interface PlaceSummary {
  id: number;
  slug: string;
  name: string;
  category: string;
  timeZone: string;
  address: string;
  phone: string;
  currency: string;
  imageSeed: number;
  areaName: string;
}

export interface VenueSettings {
  daysAhead: number;
  minNoticeMinutes: number;
  cancelUntilHours: number;
  depositPerGuest: number | null;
  maxPartySize: number;
}

export interface ZoneNames {
  id: number;
  es: string;
  en: string;
}

export interface VenueSetup {
  settings: VenueSettings;
  zones: ZoneNames[];
  tables: Table[];
  combinations: TableCombination[];
  shifts: Shift[];
}

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export interface ReservationRecord extends ReservationRow {
  tableIds: number[];
}

const placeColumns = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  category: categories.key,
  timeZone: places.timezone,
  address: places.address,
  phone: places.phone,
  currency: places.currency,
  imageSeed: places.imageSeed,
  areaName: sql<string>`coalesce(${colonies.name} || ', ' || ${cities.name}, ${cities.name})`,
};

/** What a booking decision reads under the place's lock (bookingContext). */
export interface BookingContext {
  keyTaken: boolean;
  timeBlocks: TimeBlock[];
  held: HeldBooking[];
  /** Arrivals of this guest's active bookings of the place in the window. */
  guestStarts: Date[];
}

interface BookingContextRow {
  keyTaken: boolean;
  blocks: { id: number; scope: string; startsAt: string; endsAt: string; zoneIds: number[]; tableIds: number[] }[];
  holds: { id: string; tableId: number; startsAt: string; endsAt: string; party: number }[];
  guestStarts: string[];
}

/** One entry per reservation from its table holds (one row per table). */
function heldBookings(
  holds: { id: string; tableId: number; startsAt: Date; endsAt: Date; party: number }[],
): HeldBooking[] {
  const byId = new Map<string, HeldBooking>();
  for (const hold of holds) {
    const booking = byId.get(hold.id);
    if (booking) booking.tableIds.push(hold.tableId);
    else
      byId.set(hold.id, {
        id: hold.id,
        startsAt: hold.startsAt,
        endsAt: hold.endsAt,
        party: hold.party,
        tableIds: [hold.tableId],
      });
  }
  return [...byId.values()];
}

function repository(db: Database) {
  const placeSummaries = () =>
    db
      .select(placeColumns)
      .from(places)
      .innerJoin(categories, eq(categories.id, places.categoryId))
      .innerJoin(cities, eq(cities.id, places.cityId))
      .leftJoin(colonies, eq(colonies.id, places.colonyId));

  /** The holds of a booking's tables, for as long as its stay. */
  const holdsOf = (reservation: Pick<ReservationRow, "id" | "placeId" | "startsAt" | "endsAt">, tableIds: number[]) =>
    db.insert(reservationTableHolds).values(
      tableIds.map((tableId) => ({
        reservationId: reservation.id,
        tableId,
        placeId: reservation.placeId,
        startsAt: reservation.startsAt,
        endsAt: reservation.endsAt,
        active: true,
      })),
    );

  async function holdTables(reservation: ReservationRow, tableIds: number[]): Promise<void> {
    await holdsOf(reservation, tableIds);
  }

  /** Withdraws keyed messages that have not gone out yet. */
  const withdrawPending = (dedupKeys: string[]) =>
    db
      .update(outboxMessages)
      .set({ status: "cancelled" })
      .where(and(inArray(outboxMessages.dedupKey, dedupKeys), eq(outboxMessages.status, "pending")));

  return {
    async placeBySlug(slug: string): Promise<PlaceSummary | undefined> {
      const [row] = await placeSummaries().where(eq(places.slug, slug));
      return row;
    },

    async placeById(id: number): Promise<PlaceSummary | undefined> {
      const [row] = await placeSummaries().where(eq(places.id, id));
      return row;
    },

    /**
     * The parts of a venue's model that change rarely (cached by the service); undefined without
     * settings. One statement: with thousands of places the cache misses often, and five round trips
     * per miss cost more than the rows.
     */
    async venueSetup(placeId: number): Promise<VenueSetup | undefined> {
      const [row] = (
        (await db.execute(sql`
          select
            ${reservationSettings.daysAhead} as "daysAhead",
            ${reservationSettings.minNoticeMinutes} as "minNoticeMinutes",
            ${reservationSettings.cancelUntilHours} as "cancelUntilHours",
            ${reservationSettings.depositPerGuest} as "depositPerGuest",
            ${reservationSettings.maxPartySize} as "maxPartySize",
            (select coalesce(json_agg(json_build_object(
                'id', ${reservationZones.id}, 'es', ${reservationZones.nameEs}, 'en', ${reservationZones.nameEn})
                order by ${reservationZones.position}, ${reservationZones.id}), '[]')
              from ${reservationZones} where ${reservationZones.placeId} = ${placeId}) as "zones",
            (select coalesce(json_agg(json_build_object(
                'id', ${venueTables.id}, 'zoneId', ${venueTables.zoneId}, 'label', ${venueTables.label},
                'minCovers', ${venueTables.minCovers}, 'maxCovers', ${venueTables.maxCovers},
                'online', ${venueTables.online}, 'priority', ${venueTables.priority}) order by ${venueTables.id}), '[]')
              from ${venueTables} where ${venueTables.placeId} = ${placeId}) as "tables",
            (select coalesce(json_agg(json_build_object(
                'id', ${tableCombinations.id}, 'tableIds', ${tableCombinations.tableIds},
                'minCovers', ${tableCombinations.minCovers}, 'maxCovers', ${tableCombinations.maxCovers},
                'online', ${tableCombinations.online}, 'priority', ${tableCombinations.priority})
                order by ${tableCombinations.id}), '[]')
              from ${tableCombinations} where ${tableCombinations.placeId} = ${placeId}) as "combinations",
            (select coalesce(json_agg(json_build_object(
                'id', ${reservationShifts.id}, 'name', ${reservationShifts.nameEs}, 'weekdays', ${reservationShifts.weekdays},
                'firstSeating', to_char(${reservationShifts.firstSeating}, 'HH24:MI'),
                'lastSeating', to_char(${reservationShifts.lastSeating}, 'HH24:MI'),
                'slotIntervalMinutes', ${reservationShifts.slotIntervalMinutes},
                'turnTimes', ${reservationShifts.turnTimes}, 'pacingCovers', ${reservationShifts.pacingCovers})
                order by ${reservationShifts.id}), '[]')
              from ${reservationShifts} where ${reservationShifts.placeId} = ${placeId}) as "shifts"
          from ${reservationSettings}
          where ${reservationSettings.placeId} = ${placeId}
        `)) as unknown as { rows: (VenueSettings & Omit<VenueSetup, "settings">)[] }
      ).rows;
      if (!row) return undefined;
      const { zones, tables, combinations, shifts, ...settings } = row;
      return { settings, zones, tables, combinations, shifts };
    },

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

    /** Locks the place's booking settings row until the transaction ends, and reads it. */
    async lockPlace(placeId: number): Promise<VenueSettings | undefined> {
      const [row] = await db
        .select()
        .from(reservationSettings)
        .where(eq(reservationSettings.placeId, placeId))
        .for("update");
      if (!row) return undefined;
      const { placeId: _placeId, ...settings } = row;
      return settings;
    },

    /**
     * Everything deciding a booking reads, in one statement (each round trip waits its turn on a busy
     * event loop): the time blocks and active holds touching [from, to) (a moving booking's own
     * excepted), and for a new booking whether its Idempotency-Key is taken and when this guest
     * already has an active booking there. Under the place's lock it must be its own statement
     * after the lock, never part of it: a statement's snapshot is taken before the lock is granted
     * and would miss the booking that held it.
     */
    async bookingContext(input: {
      placeId: number;
      from: Date;
      to: Date;
      guestEmail?: string | undefined;
      idempotencyKey?: string | null | undefined;
      exceptReservationId?: string | undefined;
    }): Promise<BookingContext> {
      const { placeId, from, to, guestEmail, idempotencyKey, exceptReservationId } = input;
      const [row] = (
        (await db.execute(sql`
          select
            ${idempotencyKey ? sql`exists (select 1 from ${reservations} where ${reservations.idempotencyKey} = ${idempotencyKey})` : sql`false`} as "keyTaken",
            (select coalesce(json_agg(json_build_object(
                'id', ${timeBlocks.id}, 'scope', ${timeBlocks.scope},
                'startsAt', ${timeBlocks.startsAt}, 'endsAt', ${timeBlocks.endsAt},
                'zoneIds', ${timeBlocks.zoneIds}, 'tableIds', ${timeBlocks.tableIds})), '[]')
              from ${timeBlocks}
              where ${timeBlocks.placeId} = ${placeId} and ${timeBlocks.startsAt} < ${to} and ${timeBlocks.endsAt} > ${from}
            ) as "blocks",
            (select coalesce(json_agg(json_build_object(
                'id', ${reservationTableHolds.reservationId}, 'tableId', ${reservationTableHolds.tableId},
                'startsAt', ${reservationTableHolds.startsAt}, 'endsAt', ${reservationTableHolds.endsAt},
                'party', ${reservations.party})), '[]')
              from ${reservationTableHolds}
              join ${reservations} on ${reservations.id} = ${reservationTableHolds.reservationId}
              where ${reservationTableHolds.placeId} = ${placeId} and ${reservationTableHolds.active}
                and ${reservationTableHolds.startsAt} < ${to} and ${reservationTableHolds.endsAt} > ${from}
                ${exceptReservationId ? sql`and ${reservationTableHolds.reservationId} <> ${exceptReservationId}` : sql``}
            ) as "holds",
            ${
              guestEmail
                ? sql`(select coalesce(json_agg(${reservations.startsAt}), '[]')
              from ${reservations}
              where ${reservations.placeId} = ${placeId} and ${reservations.email} = ${guestEmail}
                and ${inArray(reservations.status, [...activeReservationStatuses])}
                and ${reservations.startsAt} >= ${from} and ${reservations.startsAt} < ${to})`
                : sql`'[]'::json`
            } as "guestStarts"
        `)) as unknown as { rows: BookingContextRow[] }
      ).rows;
      if (!row) throw new Error("booking context returned nothing");
      return {
        keyTaken: row.keyTaken,
        timeBlocks: row.blocks.map((block) => ({
          id: block.id,
          scope: block.scope === "global" ? "global" : "specific",
          startsAt: new Date(block.startsAt),
          endsAt: new Date(block.endsAt),
          zoneIds: block.zoneIds,
          tableIds: block.tableIds,
        })),
        held: heldBookings(
          row.holds.map((hold) => ({ ...hold, startsAt: new Date(hold.startsAt), endsAt: new Date(hold.endsAt) })),
        ),
        guestStarts: row.guestStarts.map((startsAt) => new Date(startsAt)),
      };
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
      const withdrawn = db.$with("withdrawn").as(withdrawPending(withdrawKeys).returning({ id: outboxMessages.id }));
      const [row] = await db.with(cancelled, released, written, withdrawn).select().from(cancelled);
      if (!row) throw new Error(`reservation ${id} vanished`);
      return row;
    },

    async releaseTables(reservationId: string): Promise<void> {
      await db.delete(reservationTableHolds).where(eq(reservationTableHolds.reservationId, reservationId));
    },

    holdTables,

    async enqueue(messages: NewOutboxRow[]): Promise<void> {
      if (messages.length > 0) await db.insert(outboxMessages).values(messages);
    },

    /**
     * Writes or moves keyed messages that wait for a later time (reminders). A message already sent
     * stays as it was: one reminder per key.
     */
    async schedule(messages: NewOutboxRow[]): Promise<void> {
      if (messages.length === 0) return;
      await db
        .insert(outboxMessages)
        .values(messages)
        .onConflictDoUpdate({
          target: outboxMessages.dedupKey,
          set: {
            recipient: sql`excluded.recipient`,
            subject: sql`excluded.subject`,
            body: sql`excluded.body`,
            language: sql`excluded.language`,
            sendAfter: sql`excluded.send_after`,
            details: sql`excluded.details`,
            status: "pending",
            attempts: 0,
            lastError: null,
          },
          setWhere: inArray(outboxMessages.status, ["pending", "cancelled"]),
        });
    },

    /** Withdraws keyed messages that have not gone out yet. */
    async unschedule(dedupKeys: string[]): Promise<void> {
      if (dedupKeys.length > 0) await withdrawPending(dedupKeys);
    },

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
  };
}

type Queries = ReturnType<typeof repository>;

export type { Queries as ReservationsQueries };

export type ReservationsRepository = Queries & {
  /** Runs fn in one transaction with a repository bound to it. */
  transaction<T>(fn: (queries: Queries) => Promise<T>): Promise<T>;
};

export function createReservationsRepository(db: Database): ReservationsRepository {
  return {
    ...repository(db),
    transaction: (fn) => db.transaction((tx) => fn(repository(tx as unknown as Database))),
  };
}
