import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AuditWrite } from "./partners-repository.ts";
import { lockedSetupChange, SetupWriteRefused, setupQueries, type Tx } from "./setup-repository.ts";

const { reservationTableHolds, reservationZones, tableCombinations, venueTables } = schema;

const zoneColumns = {
  id: reservationZones.id,
  nameEs: reservationZones.nameEs,
  nameEn: reservationZones.nameEn,
  position: reservationZones.position,
  version: reservationZones.version,
};
const tableColumns = {
  id: venueTables.id,
  zoneId: venueTables.zoneId,
  label: venueTables.label,
  minCovers: venueTables.minCovers,
  maxCovers: venueTables.maxCovers,
  online: venueTables.online,
  version: venueTables.version,
};
const combinationColumns = {
  id: tableCombinations.id,
  tableIds: tableCombinations.tableIds,
  minCovers: tableCombinations.minCovers,
  maxCovers: tableCombinations.maxCovers,
  online: tableCombinations.online,
  version: tableCombinations.version,
};

export type ZoneRow = { id: number; nameEs: string; nameEn: string; position: number; version: number };
export type TableRow = {
  id: number;
  zoneId: number;
  label: string;
  minCovers: number;
  maxCovers: number;
  online: boolean;
  version: number;
};
export type CombinationRow = {
  id: number;
  tableIds: number[];
  minCovers: number;
  maxCovers: number;
  online: boolean;
  version: number;
};
type TableWrite = Pick<TableRow, "zoneId" | "label" | "minCovers" | "maxCovers" | "online">;
type CombinationWrite = Pick<CombinationRow, "tableIds" | "minCovers" | "maxCovers" | "online">;

function floorQueries(db: Database | Tx, placeId: number) {
  return {
    zones: (): Promise<ZoneRow[]> =>
      db
        .select(zoneColumns)
        .from(reservationZones)
        .where(eq(reservationZones.placeId, placeId))
        .orderBy(asc(reservationZones.position), asc(reservationZones.id)),
    /** The tables in use (a deleted table that bookings held stays, archived, out of every list). */
    tables: (): Promise<TableRow[]> =>
      db
        .select(tableColumns)
        .from(venueTables)
        .where(and(eq(venueTables.placeId, placeId), isNull(venueTables.archivedAt)))
        .orderBy(asc(venueTables.label), asc(venueTables.id)),
    combinations: (): Promise<CombinationRow[]> =>
      db
        .select(combinationColumns)
        .from(tableCombinations)
        .where(eq(tableCombinations.placeId, placeId))
        .orderBy(asc(tableCombinations.id)),
  };
}

/**
 * Storage of a venue's floor. Every write runs under the place's booking settings lock (bookings take
 * it too), moves the setup version so availability reloads the floor at once, and writes its audit
 * line in the same transaction; a row edited from an older version is refused as stale.
 */
export function createFloorRepository(db: Database) {
  return {
    read: (placeId: number) => floorQueries(db, placeId),

    change<T>(placeId: number, fn: (tx: FloorTx) => Promise<{ result: T; audit: AuditWrite }>): Promise<T> {
      return lockedSetupChange(db, placeId, (tx) => fn(floorTx(tx, placeId)));
    },
  };
}

function floorTx(tx: Tx, placeId: number) {
  /** Refused as stale when the row is there at another version, as missing when it is gone. */
  const refusal = async (
    table: typeof reservationZones | typeof venueTables | typeof tableCombinations,
    id: number,
  ) => {
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.placeId, placeId)));
    return new SetupWriteRefused(found ? "stale" : "not-found");
  };
  const bump = <V>(column: V) => sql`${column} + 1`;

  return {
    ...floorQueries(tx, placeId),
    activeBookings: setupQueries(tx).activeBookings,

    async insertZone(row: { nameEs: string; nameEn: string }): Promise<ZoneRow> {
      const [next] = await tx
        .select({ position: sql<number>`coalesce(max(${reservationZones.position}) + 1, 0)::int` })
        .from(reservationZones)
        .where(eq(reservationZones.placeId, placeId));
      const [created] = await tx
        .insert(reservationZones)
        .values({ ...row, placeId, position: next?.position ?? 0 })
        .returning(zoneColumns);
      if (!created) throw new Error("the zone insert returned no row");
      return created;
    },

    async updateZone(id: number, version: number, row: Partial<Pick<ZoneRow, "nameEs" | "nameEn" | "position">>) {
      const [updated] = await tx
        .update(reservationZones)
        .set({ ...row, version: bump(reservationZones.version) })
        .where(
          and(
            eq(reservationZones.id, id),
            eq(reservationZones.placeId, placeId),
            eq(reservationZones.version, version),
          ),
        )
        .returning(zoneColumns);
      if (!updated) throw await refusal(reservationZones, id);
      return updated;
    },

    /** Positions in this order, each zone's version moved (its place in the list is part of it). */
    async orderZones(ids: number[]): Promise<void> {
      for (const [position, id] of ids.entries())
        await tx
          .update(reservationZones)
          .set({ position, version: bump(reservationZones.version) })
          .where(and(eq(reservationZones.id, id), eq(reservationZones.placeId, placeId)));
    },

    /** Whether any table, deleted or not, still sits in the zone (the zone's delete would take it along). */
    async zoneHasTables(id: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: venueTables.id })
        .from(venueTables)
        .where(and(eq(venueTables.zoneId, id), eq(venueTables.placeId, placeId)))
        .limit(1);
      return Boolean(row);
    },

    async deleteZone(id: number, version: number): Promise<void> {
      const deleted = await tx
        .delete(reservationZones)
        .where(
          and(
            eq(reservationZones.id, id),
            eq(reservationZones.placeId, placeId),
            eq(reservationZones.version, version),
          ),
        )
        .returning({ id: reservationZones.id });
      if (deleted.length === 0) throw await refusal(reservationZones, id);
    },

    async insertTable(row: TableWrite): Promise<TableRow> {
      const [created] = await tx
        .insert(venueTables)
        .values({ ...row, placeId })
        .returning(tableColumns);
      if (!created) throw new Error("the table insert returned no row");
      return created;
    },

    async updateTable(id: number, version: number, row: TableWrite): Promise<TableRow> {
      const [updated] = await tx
        .update(venueTables)
        .set({ ...row, version: bump(venueTables.version) })
        .where(
          and(
            eq(venueTables.id, id),
            eq(venueTables.placeId, placeId),
            eq(venueTables.version, version),
            isNull(venueTables.archivedAt),
          ),
        )
        .returning(tableColumns);
      if (!updated) throw await refusal(venueTables, id);
      return updated;
    },

    /**
     * Removes a table and the combinations it is part of. A table some booking held (even a past
     * one) is archived instead: the holds keep naming it, and nothing offers it again.
     */
    async deleteTable(id: number, version: number, now: Date): Promise<void> {
      const [held] = await tx
        .select({ id: reservationTableHolds.tableId })
        .from(reservationTableHolds)
        .where(eq(reservationTableHolds.tableId, id))
        .limit(1);
      const where = and(
        eq(venueTables.id, id),
        eq(venueTables.placeId, placeId),
        eq(venueTables.version, version),
        isNull(venueTables.archivedAt),
      );
      const gone = held
        ? await tx
            .update(venueTables)
            .set({ archivedAt: now, online: false, version: bump(venueTables.version) })
            .where(where)
            .returning({ id: venueTables.id })
        : await tx.delete(venueTables).where(where).returning({ id: venueTables.id });
      if (gone.length === 0) throw await refusal(venueTables, id);
      await tx
        .delete(tableCombinations)
        .where(and(eq(tableCombinations.placeId, placeId), sql`${id} = any(${tableCombinations.tableIds})`));
    },

    async insertCombination(row: CombinationWrite): Promise<CombinationRow> {
      const [created] = await tx
        .insert(tableCombinations)
        .values({ ...row, placeId })
        .returning(combinationColumns);
      if (!created) throw new Error("the combination insert returned no row");
      return created;
    },

    async updateCombination(id: number, version: number, row: CombinationWrite): Promise<CombinationRow> {
      const [updated] = await tx
        .update(tableCombinations)
        .set({ ...row, version: bump(tableCombinations.version) })
        .where(
          and(
            eq(tableCombinations.id, id),
            eq(tableCombinations.placeId, placeId),
            eq(tableCombinations.version, version),
          ),
        )
        .returning(combinationColumns);
      if (!updated) throw await refusal(tableCombinations, id);
      return updated;
    },

    async deleteCombination(id: number, version: number): Promise<void> {
      const deleted = await tx
        .delete(tableCombinations)
        .where(
          and(
            eq(tableCombinations.id, id),
            eq(tableCombinations.placeId, placeId),
            eq(tableCombinations.version, version),
          ),
        )
        .returning({ id: tableCombinations.id });
      if (deleted.length === 0) throw await refusal(tableCombinations, id);
    },
  };
}

export type FloorTx = ReturnType<typeof floorTx>;
export type FloorRepository = ReturnType<typeof createFloorRepository>;
