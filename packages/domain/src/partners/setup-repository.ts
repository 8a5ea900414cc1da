import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { type AuditWrite, writeAudit } from "./partners-repository.ts";

const {
  activeReservationStatuses,
  places,
  reservationSettings,
  reservationShifts,
  reservationTableHolds,
  reservationZones,
  reservations,
  timeBlocks,
  venueTables,
} = schema;

export type ShiftRow = typeof reservationShifts.$inferSelect;
export type NewShiftRow = Omit<typeof reservationShifts.$inferInsert, "id" | "placeId" | "version">;
export type SettingsRow = typeof reservationSettings.$inferSelect;
export type TimeBlockRow = typeof timeBlocks.$inferSelect;
export type NewTimeBlockRow = Omit<typeof timeBlocks.$inferInsert, "id" | "placeId">;

/** A shift as the availability rules read it ("HH:mm" times). */
const shiftColumns = {
  id: reservationShifts.id,
  placeId: reservationShifts.placeId,
  nameEs: reservationShifts.nameEs,
  nameEn: reservationShifts.nameEn,
  weekdays: reservationShifts.weekdays,
  firstSeating: sql<string>`to_char(${reservationShifts.firstSeating}, 'HH24:MI')`,
  lastSeating: sql<string>`to_char(${reservationShifts.lastSeating}, 'HH24:MI')`,
  slotIntervalMinutes: reservationShifts.slotIntervalMinutes,
  turnTimes: reservationShifts.turnTimes,
  pacingCovers: reservationShifts.pacingCovers,
  version: reservationShifts.version,
};
export type SetupShiftRow = Omit<ShiftRow, "firstSeating" | "lastSeating"> & {
  firstSeating: string;
  lastSeating: string;
};

/** An active booking with the tables it holds and their zones: what a setup change must not strand. */
export interface ActiveBookingRow {
  id: string;
  code: string;
  firstName: string;
  lastName: string;
  party: number;
  status: string;
  startsAt: Date;
  endsAt: Date;
  tableIds: number[];
  zoneIds: number[];
}

/** Why a setup write was refused inside its transaction (nothing of it stays). */
export class SetupWriteRefused extends Error {
  readonly reason: "stale" | "not-found";
  constructor(reason: "stale" | "not-found") {
    super(reason);
    this.reason = reason;
    this.name = "SetupWriteRefused";
  }
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function setupQueries(db: Database | Tx) {
  return {
    async placeTimeZone(placeId: number): Promise<string | null> {
      const [place] = await db.select({ timeZone: places.timezone }).from(places).where(eq(places.id, placeId));
      return place?.timeZone ?? null;
    },

    async placeCurrency(placeId: number): Promise<string> {
      const [place] = await db.select({ currency: places.currency }).from(places).where(eq(places.id, placeId));
      return place?.currency ?? "MXN";
    },

    async shifts(placeId: number): Promise<SetupShiftRow[]> {
      return db
        .select(shiftColumns)
        .from(reservationShifts)
        .where(eq(reservationShifts.placeId, placeId))
        .orderBy(asc(reservationShifts.firstSeating), asc(reservationShifts.id));
    },

    /** Active bookings of the place that end after `from`, with their tables and zones. */
    async activeBookings(placeId: number, from: Date): Promise<ActiveBookingRow[]> {
      const rows = await db
        .select({
          id: reservations.id,
          code: reservations.code,
          firstName: reservations.firstName,
          lastName: reservations.lastName,
          party: reservations.party,
          status: reservations.status,
          startsAt: reservations.startsAt,
          endsAt: reservations.endsAt,
          tableIds: sql<
            number[]
          >`coalesce(array_agg(${reservationTableHolds.tableId}) filter (where ${reservationTableHolds.tableId} is not null), '{}')`,
          zoneIds: sql<
            number[]
          >`coalesce(array_agg(distinct ${venueTables.zoneId}) filter (where ${venueTables.zoneId} is not null), '{}')`,
        })
        .from(reservations)
        .leftJoin(reservationTableHolds, eq(reservationTableHolds.reservationId, reservations.id))
        .leftJoin(venueTables, eq(venueTables.id, reservationTableHolds.tableId))
        .where(
          and(
            eq(reservations.placeId, placeId),
            inArray(reservations.status, [...activeReservationStatuses]),
            gt(reservations.endsAt, from),
          ),
        )
        .groupBy(reservations.id)
        .orderBy(asc(reservations.startsAt));
      return rows.map((row) => ({ ...row, tableIds: row.tableIds.map(Number), zoneIds: row.zoneIds.map(Number) }));
    },
  };
}

/** Storage of a venue's service setup; every write locks the place's booking settings and writes its audit line. */
export function createSetupRepository(db: Database) {
  return {
    ...setupQueries(db),

    async overview(placeId: number, now: Date) {
      const timeZone = await setupQueries(db).placeTimeZone(placeId);
      const [settings] = await db.select().from(reservationSettings).where(eq(reservationSettings.placeId, placeId));
      const zones = await db
        .select({ id: reservationZones.id, es: reservationZones.nameEs, en: reservationZones.nameEn })
        .from(reservationZones)
        .where(eq(reservationZones.placeId, placeId))
        .orderBy(asc(reservationZones.position), asc(reservationZones.id));
      const tables = await db
        .select({ id: venueTables.id, zoneId: venueTables.zoneId, label: venueTables.label })
        .from(venueTables)
        .where(and(eq(venueTables.placeId, placeId), isNull(venueTables.archivedAt)))
        .orderBy(asc(venueTables.id));
      const blocks = await db
        .select()
        .from(timeBlocks)
        .where(and(eq(timeBlocks.placeId, placeId), gt(timeBlocks.endsAt, now)))
        .orderBy(asc(timeBlocks.startsAt), asc(timeBlocks.id));
      const shifts = await setupQueries(db).shifts(placeId);
      const currency = await setupQueries(db).placeCurrency(placeId);
      return { timeZone, currency, settings: settings ?? null, zones, tables, blocks, shifts };
    },

    /**
     * Runs a setup change in one transaction: the place's booking settings row is created if missing
     * and locked first, so bookings of the place (which lock it too) wait for the change and the
     * conflict check sees every booking; the change then moves the setup version, which tells every
     * instance's cached copy it is stale.
     */
    async change<T>(placeId: number, fn: (tx: SetupTx) => Promise<{ result: T; audit: AuditWrite }>): Promise<T> {
      return lockedSetupChange(db, placeId, (tx, settings) => fn(setupTx(tx, placeId, settings)));
    },
  };
}

/**
 * One setup change (service, floor, policy) in one transaction: the booking settings row created if
 * missing and locked, the change, the setup version moved, the audit line written.
 */
export async function lockedSetupChange<T>(
  db: Database,
  placeId: number,
  fn: (tx: Tx, settings: SettingsRow) => Promise<{ result: T; audit: AuditWrite }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.insert(reservationSettings).values({ placeId }).onConflictDoNothing();
    const [settings] = await tx
      .select()
      .from(reservationSettings)
      .where(eq(reservationSettings.placeId, placeId))
      .for("update");
    if (!settings) throw new SetupWriteRefused("not-found");
    const { result, audit } = await fn(tx, settings);
    await tx
      .update(reservationSettings)
      .set({ setupVersion: sql`${reservationSettings.setupVersion} + 1` })
      .where(eq(reservationSettings.placeId, placeId));
    await writeAudit(tx, audit);
    return result;
  });
}

function setupTx(tx: Tx, placeId: number, settings: SettingsRow) {
  return {
    ...setupQueries(tx),
    settings,

    async insertShift(row: NewShiftRow): Promise<ShiftRow> {
      const [created] = await tx
        .insert(reservationShifts)
        .values({ ...row, placeId })
        .returning();
      if (!created) throw new Error("the shift insert returned no row");
      return created;
    },

    /** Changes a shift if it is still at `version`; refused as stale when it moved, not found when gone. */
    async updateShift(id: number, version: number, row: NewShiftRow): Promise<ShiftRow> {
      const [updated] = await tx
        .update(reservationShifts)
        .set({ ...row, version: sql`${reservationShifts.version} + 1` })
        .where(
          and(
            eq(reservationShifts.id, id),
            eq(reservationShifts.placeId, placeId),
            eq(reservationShifts.version, version),
          ),
        )
        .returning();
      if (!updated) throw await missingOrStale(id);
      return updated;
    },

    async deleteShift(id: number, version: number): Promise<ShiftRow> {
      const [deleted] = await tx
        .delete(reservationShifts)
        .where(
          and(
            eq(reservationShifts.id, id),
            eq(reservationShifts.placeId, placeId),
            eq(reservationShifts.version, version),
          ),
        )
        .returning();
      if (!deleted) throw await missingOrStale(id);
      return deleted;
    },

    async updateWindow(version: number, window: { daysAhead: number; minNoticeMinutes: number }) {
      const [updated] = await tx
        .update(reservationSettings)
        .set({ ...window, version: sql`${reservationSettings.version} + 1` })
        .where(and(eq(reservationSettings.placeId, placeId), eq(reservationSettings.version, version)))
        .returning();
      if (!updated) throw new SetupWriteRefused("stale");
      return updated;
    },

    async updatePolicy(
      version: number,
      policy: { depositPerGuest: number | null; cancelUntilHours: number; maxPartySize: number },
    ) {
      const [updated] = await tx
        .update(reservationSettings)
        .set({ ...policy, version: sql`${reservationSettings.version} + 1` })
        .where(and(eq(reservationSettings.placeId, placeId), eq(reservationSettings.version, version)))
        .returning();
      if (!updated) throw new SetupWriteRefused("stale");
      return updated;
    },

    async insertBlock(row: NewTimeBlockRow): Promise<TimeBlockRow> {
      const [created] = await tx
        .insert(timeBlocks)
        .values({ ...row, placeId })
        .returning();
      if (!created) throw new Error("the time block insert returned no row");
      return created;
    },

    async deleteBlock(id: number): Promise<TimeBlockRow> {
      const [deleted] = await tx
        .delete(timeBlocks)
        .where(and(eq(timeBlocks.id, id), eq(timeBlocks.placeId, placeId)))
        .returning();
      if (!deleted) throw new SetupWriteRefused("not-found");
      return deleted;
    },
  };

  async function missingOrStale(id: number): Promise<SetupWriteRefused> {
    const [exists] = await tx
      .select({ id: reservationShifts.id })
      .from(reservationShifts)
      .where(and(eq(reservationShifts.id, id), eq(reservationShifts.placeId, placeId)));
    return new SetupWriteRefused(exists ? "stale" : "not-found");
  }
}

export type SetupTx = ReturnType<typeof setupTx>;
export type SetupRepository = ReturnType<typeof createSetupRepository>;
