import type {
  CombinationFields,
  FloorAnswer,
  FloorCombination,
  FloorTable,
  FloorZone,
  Language,
  PaymentPolicy,
  TableFields,
} from "@sobremesa/contracts";
import { ROLES_THAT } from "./access.ts";
import type { FloorRepository, FloorTx } from "./floor-repository.ts";
import {
  bookingsAtCombination,
  bookingsAtTables,
  combinationProblems,
  combinationsAboveTables,
  reordered,
  sameTablesKey,
  tableProblems,
} from "./floor-rules.ts";
import type { AuditWrite } from "./partners-repository.ts";
import { refuseConflicts, refuseMissing, refuseProblems, refuseStale, type SetupThing } from "./setup-messages.ts";
import { type SetupRepository, SetupWriteRefused } from "./setup-repository.ts";
import type { PartnerActor, PartnersDeps } from "./shared.ts";

/** Without a city row, and so in the seed never, a venue's times are Mexico City's. */
const FALLBACK_TIME_ZONE = "America/Mexico_City";

type Entry = (fields: Omit<AuditWrite, "placeId" | "actorId">) => AuditWrite;

const combinationOf = (row: FloorCombination): FloorCombination => ({
  ...row,
  tableIds: [...row.tableIds].map(Number).sort((a, b) => a - b),
});

/**
 * A venue's floor (zones, tables, combinations) and its payment policy, changed by owners and
 * managers and read by every role. Each change is checked against its rules and, under the place's
 * lock, against the confirmed bookings it would take a table from (refused with their list unless
 * the venue keeps them); it moves the setup version, so availability sees it on the next request.
 */
export function floor(
  { authorize, options }: PartnersDeps,
  repository: FloorRepository,
  setupRepository: SetupRepository,
) {
  const now = options.now;

  async function changeAt<T>(
    actor: PartnerActor | null,
    placeId: number,
    language: Language,
    missing: SetupThing,
    fn: (tx: FloorTx, entry: Entry, timeZone: string) => Promise<{ result: T; audit: AuditWrite }>,
  ): Promise<T> {
    await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
    const timeZone = (await setupRepository.placeTimeZone(placeId)) ?? FALLBACK_TIME_ZONE;
    const entry: Entry = (fields) => ({ placeId, actorId: actor?.id ?? null, ...fields });
    try {
      return await repository.change(placeId, (tx) => fn(tx, entry, timeZone));
    } catch (error) {
      if (error instanceof SetupWriteRefused) {
        if (error.reason === "stale") refuseStale(language);
        refuseMissing(missing, language);
      }
      throw error;
    }
  }

  /** Refuses a change that would take their table from confirmed bookings still to come, unless kept. */
  async function checkBookings(
    tx: FloorTx,
    placeId: number,
    timeZone: string,
    pick: (bookings: Awaited<ReturnType<FloorTx["activeBookings"]>>) => typeof bookings,
    keepExisting: boolean,
    language: Language,
  ) {
    if (keepExisting) return;
    const bookings = pick(await tx.activeBookings(placeId, now()));
    if (bookings.length > 0) refuseConflicts(bookings, timeZone, language);
  }

  const tableRow = (input: TableFields) => ({
    zoneId: input.zoneId,
    label: input.label.trim(),
    minCovers: input.minCovers,
    maxCovers: input.maxCovers,
    online: input.online,
  });

  const combinationRow = (input: CombinationFields) => ({
    tableIds: [...new Set(input.tableIds)].sort((a, b) => a - b),
    minCovers: input.minCovers,
    maxCovers: input.maxCovers,
    online: input.online,
  });

  return {
    /** The floor as staff see it: every role reads it, so hosts know the tables they seat. */
    async floor(actor: PartnerActor | null, placeId: number, language: Language): Promise<FloorAnswer> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const read = repository.read(placeId);
      const [zones, tables, combinations] = await Promise.all([read.zones(), read.tables(), read.combinations()]);
      return { zones, tables, combinations: combinations.map(combinationOf) };
    },

    async createZone(
      actor: PartnerActor | null,
      placeId: number,
      input: { nameEs: string; nameEn: string },
      language: Language,
    ): Promise<FloorZone> {
      return changeAt(actor, placeId, language, "zone", async (tx, entry) => {
        const created = await tx.insertZone({ nameEs: input.nameEs, nameEn: input.nameEn });
        return {
          result: created,
          audit: entry({
            action: "zone.create",
            entity: "reservation_zones",
            entityId: String(created.id),
            before: null,
            after: created,
          }),
        };
      });
    },

    async updateZone(
      actor: PartnerActor | null,
      placeId: number,
      zoneId: number,
      input: { nameEs: string; nameEn: string; version: number },
      language: Language,
    ): Promise<FloorZone> {
      return changeAt(actor, placeId, language, "zone", async (tx, entry) => {
        const current = (await tx.zones()).find((zone) => zone.id === zoneId);
        if (!current) refuseMissing("zone", language);
        const updated = await tx.updateZone(zoneId, input.version, { nameEs: input.nameEs, nameEn: input.nameEn });
        return {
          result: updated,
          audit: entry({
            action: "zone.update",
            entity: "reservation_zones",
            entityId: String(zoneId),
            before: current,
            after: updated,
          }),
        };
      });
    },

    async moveZone(
      actor: PartnerActor | null,
      placeId: number,
      zoneId: number,
      direction: "up" | "down",
      language: Language,
    ): Promise<FloorZone[]> {
      return changeAt(actor, placeId, language, "zone", async (tx, entry) => {
        const zones = await tx.zones();
        if (!zones.some((zone) => zone.id === zoneId)) refuseMissing("zone", language);
        const before = zones.map((zone) => zone.id);
        const after = reordered(before, zoneId, direction);
        await tx.orderZones(after);
        return {
          result: await tx.zones(),
          audit: entry({
            action: "zone.move",
            entity: "reservation_zones",
            entityId: String(zoneId),
            before: { order: before },
            after: { order: after },
          }),
        };
      });
    },

    /** A zone goes only once empty: its tables are moved or deleted first, each with its own checks. */
    async deleteZone(
      actor: PartnerActor | null,
      placeId: number,
      zoneId: number,
      version: number,
      language: Language,
    ): Promise<{ removed: true }> {
      return changeAt(actor, placeId, language, "zone", async (tx, entry) => {
        const current = (await tx.zones()).find((zone) => zone.id === zoneId);
        if (!current) refuseMissing("zone", language);
        if (current.version !== version) refuseStale(language);
        if (await tx.zoneHasTables(zoneId)) refuseProblems([{ field: "zoneId", problem: "zoneHasTables" }], language);
        await tx.deleteZone(zoneId, version);
        return {
          result: { removed: true as const },
          audit: entry({
            action: "zone.delete",
            entity: "reservation_zones",
            entityId: String(zoneId),
            before: current,
            after: null,
          }),
        };
      });
    },

    async createTable(
      actor: PartnerActor | null,
      placeId: number,
      input: TableFields,
      language: Language,
    ): Promise<FloorTable> {
      return changeAt(actor, placeId, language, "table", async (tx, entry) => {
        const [zones, tables] = await Promise.all([tx.zones(), tx.tables()]);
        const problems = tableProblems(tableRow(input), { zoneIds: new Set(zones.map((zone) => zone.id)), tables });
        if (problems.length > 0) refuseProblems(problems, language);
        const created = await tx.insertTable(tableRow(input));
        return {
          result: created,
          audit: entry({
            action: "table.create",
            entity: "venue_tables",
            entityId: String(created.id),
            before: null,
            after: created,
          }),
        };
      });
    },

    /** Taking a table offline that confirmed bookings hold lists them first (they keep it if kept). */
    async updateTable(
      actor: PartnerActor | null,
      placeId: number,
      tableId: number,
      input: TableFields & { version: number },
      language: Language,
    ): Promise<FloorTable> {
      return changeAt(actor, placeId, language, "table", async (tx, entry, timeZone) => {
        const [zones, tables] = await Promise.all([tx.zones(), tx.tables()]);
        const current = tables.find((table) => table.id === tableId);
        if (!current) refuseMissing("table", language);
        if (current.version !== input.version) refuseStale(language);
        const problems = tableProblems(
          { ...tableRow(input), id: tableId },
          { zoneIds: new Set(zones.map((zone) => zone.id)), tables },
        );
        if (problems.length > 0) refuseProblems(problems, language);
        const lowered = tables.map((table) =>
          table.id === tableId ? { ...table, maxCovers: input.maxCovers } : table,
        );
        const label = new Map(tables.map((table) => [table.id, table.label]));
        const [over] = combinationsAboveTables(
          (await tx.combinations()).filter((combination) => combination.tableIds.includes(tableId)),
          lowered,
        );
        if (over)
          refuseProblems(
            [
              {
                field: "maxCovers",
                problem: "tableBelowCombination",
                values: { tables: over.tableIds.map((id) => label.get(id) ?? `#${id}`).join(" + ") },
              },
            ],
            language,
          );
        if (current.online && !input.online)
          await checkBookings(
            tx,
            placeId,
            timeZone,
            (bookings) => bookingsAtTables(bookings, [tableId]),
            input.keepExisting,
            language,
          );
        const updated = await tx.updateTable(tableId, input.version, tableRow(input));
        return {
          result: updated,
          audit: entry({
            action: "table.update",
            entity: "venue_tables",
            entityId: String(tableId),
            before: current,
            after: updated,
          }),
        };
      });
    },

    async deleteTable(
      actor: PartnerActor | null,
      placeId: number,
      tableId: number,
      input: { version: number; keepExisting: boolean },
      language: Language,
    ): Promise<{ removed: true }> {
      return changeAt(actor, placeId, language, "table", async (tx, entry, timeZone) => {
        const current = (await tx.tables()).find((table) => table.id === tableId);
        if (!current) refuseMissing("table", language);
        if (current.version !== input.version) refuseStale(language);
        await checkBookings(
          tx,
          placeId,
          timeZone,
          (bookings) => bookingsAtTables(bookings, [tableId]),
          input.keepExisting,
          language,
        );
        await tx.deleteTable(tableId, input.version, now());
        return {
          result: { removed: true as const },
          audit: entry({
            action: "table.delete",
            entity: "venue_tables",
            entityId: String(tableId),
            before: current,
            after: null,
          }),
        };
      });
    },

    async createCombination(
      actor: PartnerActor | null,
      placeId: number,
      input: CombinationFields,
      language: Language,
    ): Promise<FloorCombination> {
      return changeAt(actor, placeId, language, "combination", async (tx, entry) => {
        const [tables, combinations] = await Promise.all([tx.tables(), tx.combinations()]);
        const problems = combinationProblems(combinationRow(input), { tables, combinations });
        if (problems.length > 0) refuseProblems(problems, language);
        const created = combinationOf(await tx.insertCombination(combinationRow(input)));
        return {
          result: created,
          audit: entry({
            action: "combination.create",
            entity: "table_combinations",
            entityId: String(created.id),
            before: null,
            after: created,
          }),
        };
      });
    },

    async updateCombination(
      actor: PartnerActor | null,
      placeId: number,
      combinationId: number,
      input: CombinationFields & { version: number },
      language: Language,
    ): Promise<FloorCombination> {
      return changeAt(actor, placeId, language, "combination", async (tx, entry, timeZone) => {
        const [tables, combinations] = await Promise.all([tx.tables(), tx.combinations()]);
        const found = combinations.find((combination) => combination.id === combinationId);
        if (!found) refuseMissing("combination", language);
        const current = combinationOf(found);
        if (current.version !== input.version) refuseStale(language);
        const row = combinationRow(input);
        const problems = combinationProblems({ ...row, id: combinationId }, { tables, combinations });
        if (problems.length > 0) refuseProblems(problems, language);
        const takenAway =
          (current.online && !row.online) || sameTablesKey(current.tableIds) !== sameTablesKey(row.tableIds);
        if (takenAway)
          await checkBookings(
            tx,
            placeId,
            timeZone,
            (bookings) => bookingsAtCombination(bookings, current.tableIds),
            input.keepExisting,
            language,
          );
        const updated = combinationOf(await tx.updateCombination(combinationId, input.version, row));
        return {
          result: updated,
          audit: entry({
            action: "combination.update",
            entity: "table_combinations",
            entityId: String(combinationId),
            before: current,
            after: updated,
          }),
        };
      });
    },

    async deleteCombination(
      actor: PartnerActor | null,
      placeId: number,
      combinationId: number,
      input: { version: number; keepExisting: boolean },
      language: Language,
    ): Promise<{ removed: true }> {
      return changeAt(actor, placeId, language, "combination", async (tx, entry, timeZone) => {
        const found = (await tx.combinations()).find((combination) => combination.id === combinationId);
        if (!found) refuseMissing("combination", language);
        const current = combinationOf(found);
        if (current.version !== input.version) refuseStale(language);
        await checkBookings(
          tx,
          placeId,
          timeZone,
          (bookings) => bookingsAtCombination(bookings, current.tableIds),
          input.keepExisting,
          language,
        );
        await tx.deleteCombination(combinationId, input.version);
        return {
          result: { removed: true as const },
          audit: entry({
            action: "combination.delete",
            entity: "table_combinations",
            entityId: String(combinationId),
            before: current,
            after: null,
          }),
        };
      });
    },

    /** Deposit per guest, free cancellation and the largest party online: they govern new bookings only. */
    async updatePolicy(
      actor: PartnerActor | null,
      placeId: number,
      input: { depositPerGuest: number | null; cancelUntilHours: number; maxPartySize: number; version: number },
      language: Language,
    ): Promise<PaymentPolicy> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const currency = await setupRepository.placeCurrency(placeId);
      const policyOf = (row: Parameters<typeof paymentPolicyOf>[0]) => paymentPolicyOf(row, currency);
      try {
        return await setupRepository.change(placeId, async (tx) => {
          const before = policyOf(tx.settings);
          if (before.version !== input.version) refuseStale(language);
          const after = policyOf(
            await tx.updatePolicy(input.version, {
              depositPerGuest: input.depositPerGuest,
              cancelUntilHours: input.cancelUntilHours,
              maxPartySize: input.maxPartySize,
            }),
          );
          return {
            result: after,
            audit: {
              placeId,
              actorId: actor?.id ?? null,
              action: "settings.policy",
              entity: "reservation_settings",
              entityId: String(placeId),
              before,
              after,
            },
          };
        });
      } catch (error) {
        if (error instanceof SetupWriteRefused) refuseStale(language);
        throw error;
      }
    },
  };
}

export function paymentPolicyOf(
  row: { depositPerGuest: number | null; cancelUntilHours: number; maxPartySize: number; version: number },
  currency: string,
): PaymentPolicy {
  return {
    depositPerGuest: row.depositPerGuest,
    cancelUntilHours: row.cancelUntilHours,
    maxPartySize: row.maxPartySize,
    currency,
    version: row.version,
  };
}
