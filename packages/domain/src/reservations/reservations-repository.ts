import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, sql } from "drizzle-orm";
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

function repository(db: Database) {
  const placeSummaries = () =>
    db
      .select(placeColumns)
      .from(places)
      .innerJoin(categories, eq(categories.id, places.categoryId))
      .innerJoin(cities, eq(cities.id, places.cityId))
      .leftJoin(colonies, eq(colonies.id, places.colonyId));

  async function holdTables(reservation: ReservationRow, tableIds: number[]): Promise<void> {
    await db.insert(reservationTableHolds).values(
      tableIds.map((tableId) => ({
        reservationId: reservation.id,
        tableId,
        placeId: reservation.placeId,
        startsAt: reservation.startsAt,
        endsAt: reservation.endsAt,
        active: true,
      })),
    );
  }

  return {
    async placeBySlug(slug: string): Promise<PlaceSummary | undefined> {
      const [row] = await placeSummaries().where(eq(places.slug, slug));
      return row;
    },

    async placeById(id: number): Promise<PlaceSummary | undefined> {
      const [row] = await placeSummaries().where(eq(places.id, id));
      return row;
    },

    /** The parts of a venue's model that change rarely (cached by the service); undefined without settings. */
    async venueSetup(placeId: number): Promise<VenueSetup | undefined> {
      const [settings, zones, tables, combinations, shifts] = await Promise.all([
        db.select().from(reservationSettings).where(eq(reservationSettings.placeId, placeId)),
        db
          .select()
          .from(reservationZones)
          .where(eq(reservationZones.placeId, placeId))
          .orderBy(asc(reservationZones.position), asc(reservationZones.id)),
        db.select().from(venueTables).where(eq(venueTables.placeId, placeId)),
        db.select().from(tableCombinations).where(eq(tableCombinations.placeId, placeId)),
        db.select().from(reservationShifts).where(eq(reservationShifts.placeId, placeId)),
      ]);
      const setting = settings[0];
      if (!setting) return undefined;
      const { placeId: _placeId, ...venueSettings } = setting;
      return {
        settings: venueSettings,
        zones: zones.map((zone) => ({ id: zone.id, es: zone.nameEs, en: zone.nameEn })),
        tables: tables.map((table) => ({
          id: table.id,
          zoneId: table.zoneId,
          label: table.label,
          minCovers: table.minCovers,
          maxCovers: table.maxCovers,
          online: table.online,
          priority: table.priority,
        })),
        combinations: combinations.map((combination) => ({
          id: combination.id,
          tableIds: combination.tableIds,
          minCovers: combination.minCovers,
          maxCovers: combination.maxCovers,
          online: combination.online,
          priority: combination.priority,
        })),
        shifts: shifts.map((shift) => ({
          id: shift.id,
          name: shift.nameEs,
          weekdays: shift.weekdays,
          firstSeating: shift.firstSeating.slice(0, 5),
          lastSeating: shift.lastSeating.slice(0, 5),
          slotIntervalMinutes: shift.slotIntervalMinutes,
          turnTimes: shift.turnTimes,
          pacingCovers: shift.pacingCovers,
        })),
      };
    },

    /** Time blocks of a place that touch [from, to). */
    async timeBlocks(placeId: number, from: Date, to: Date): Promise<TimeBlock[]> {
      const blocks = await db
        .select()
        .from(timeBlocks)
        .where(and(eq(timeBlocks.placeId, placeId), lt(timeBlocks.startsAt, to), gt(timeBlocks.endsAt, from)));
      return blocks.map((block) => ({
        id: block.id,
        scope: block.scope === "global" ? "global" : "specific",
        startsAt: block.startsAt,
        endsAt: block.endsAt,
        zoneIds: block.zoneIds,
        tableIds: block.tableIds,
      }));
    },

    /** Active bookings of a place whose stay touches [from, to), one entry per reservation. */
    async held(placeId: number, from: Date, to: Date, exceptReservationId?: string): Promise<HeldBooking[]> {
      const rows = await db
        .select({
          id: reservationTableHolds.reservationId,
          tableId: reservationTableHolds.tableId,
          startsAt: reservationTableHolds.startsAt,
          endsAt: reservationTableHolds.endsAt,
          party: reservations.party,
        })
        .from(reservationTableHolds)
        .innerJoin(reservations, eq(reservations.id, reservationTableHolds.reservationId))
        .where(
          and(
            eq(reservationTableHolds.placeId, placeId),
            eq(reservationTableHolds.active, true),
            lt(reservationTableHolds.startsAt, to),
            gt(reservationTableHolds.endsAt, from),
            exceptReservationId ? ne(reservationTableHolds.reservationId, exceptReservationId) : undefined,
          ),
        );
      const byId = new Map<string, HeldBooking>();
      for (const row of rows) {
        const booking = byId.get(row.id);
        if (booking) booking.tableIds.push(row.tableId);
        else
          byId.set(row.id, {
            id: row.id,
            startsAt: row.startsAt,
            endsAt: row.endsAt,
            party: row.party,
            tableIds: [row.tableId],
          });
      }
      return [...byId.values()];
    },

    async byCode(code: string): Promise<ReservationRecord | undefined> {
      const [row] = await db.select().from(reservations).where(eq(reservations.code, code));
      if (!row) return undefined;
      const holds = await db
        .select({ tableId: reservationTableHolds.tableId })
        .from(reservationTableHolds)
        .where(eq(reservationTableHolds.reservationId, row.id));
      return { ...row, tableIds: holds.map((hold) => hold.tableId) };
    },

    async byIdempotencyKey(key: string): Promise<ReservationRow | undefined> {
      const [row] = await db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
      return row;
    },

    /** Whether this e-mail already holds an active booking of the place at that arrival. */
    async activeDuplicate(placeId: number, email: string, startsAt: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.placeId, placeId),
            eq(reservations.email, email),
            eq(reservations.startsAt, startsAt),
            inArray(reservations.status, [...activeReservationStatuses]),
          ),
        )
        .limit(1);
      return row !== undefined;
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

    async insert(row: NewReservationRow, tableIds: number[]): Promise<ReservationRow> {
      const [created] = await db.insert(reservations).values(row).returning();
      if (!created) throw new Error("reservation insert returned nothing");
      await holdTables(created, tableIds);
      return created;
    },

    async update(
      id: string,
      changes: Partial<
        Pick<
          ReservationRow,
          "status" | "party" | "startsAt" | "endsAt" | "zoneId" | "zonePreference" | "note" | "occasion" | "cancelledAt"
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

    async releaseTables(reservationId: string): Promise<void> {
      await db.delete(reservationTableHolds).where(eq(reservationTableHolds.reservationId, reservationId));
    },

    holdTables,

    async deactivateHolds(reservationId: string): Promise<void> {
      await db
        .update(reservationTableHolds)
        .set({ active: false })
        .where(eq(reservationTableHolds.reservationId, reservationId));
    },

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
            status: "pending",
            attempts: 0,
            lastError: null,
          },
          setWhere: inArray(outboxMessages.status, ["pending", "cancelled"]),
        });
    },

    /** Withdraws keyed messages that have not gone out yet. */
    async unschedule(dedupKeys: string[]): Promise<void> {
      if (dedupKeys.length === 0) return;
      await db
        .update(outboxMessages)
        .set({ status: "cancelled" })
        .where(and(inArray(outboxMessages.dedupKey, dedupKeys), eq(outboxMessages.status, "pending")));
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
