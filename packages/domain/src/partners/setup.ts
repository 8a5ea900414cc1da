import type {
  BookingWindow,
  Language,
  SetupShift,
  SetupTimeBlock,
  ShiftFields,
  TimeBlockFields,
  VenueSetupAnswer,
} from "@sobremesa/contracts";
import { localDateTime, type Shift, zonedInstant } from "../reservations/index.ts";
import { ROLES_THAT } from "./access.ts";
import { paymentPolicyOf } from "./floor.ts";
import type { AuditWrite } from "./partners-repository.ts";
import { refuseConflicts, refuseMissing, refuseProblems, refuseStale, type SetupThing } from "./setup-messages.ts";
import {
  type SetupRepository,
  type SetupShiftRow,
  type SetupTx,
  SetupWriteRefused,
  type ShiftRow,
  type TimeBlockRow,
} from "./setup-repository.ts";
import { blockProblems, bookingsOffShifts, bookingsUnderBlock, crossesMidnight, shiftProblems } from "./setup-rules.ts";
import type { PartnerActor, PartnersDeps } from "./shared.ts";

export type ShiftInput = ShiftFields;
export type TimeBlockInput = TimeBlockFields;

/** Without a city row, and so in the seed never, a venue's times are Mexico City's. */
const FALLBACK_TIME_ZONE = "America/Mexico_City";
const hhmm = (time: string) => time.slice(0, 5);

function shiftOf(row: SetupShiftRow | ShiftRow): SetupShift {
  const times = { firstSeating: hhmm(row.firstSeating), lastSeating: hhmm(row.lastSeating) };
  return {
    id: row.id,
    nameEs: row.nameEs,
    nameEn: row.nameEn,
    weekdays: [...row.weekdays].sort((a, b) => a - b),
    ...times,
    crossesMidnight: crossesMidnight(times),
    slotIntervalMinutes: row.slotIntervalMinutes,
    turnTimes: row.turnTimes,
    pacingCovers: row.pacingCovers,
    version: row.version,
  };
}

/** A shift as the availability rules read it. */
function modelOf(shift: SetupShift): Shift {
  return {
    id: shift.id,
    name: shift.nameEs,
    weekdays: shift.weekdays,
    firstSeating: shift.firstSeating,
    lastSeating: shift.lastSeating,
    slotIntervalMinutes: shift.slotIntervalMinutes,
    turnTimes: shift.turnTimes,
    pacingCovers: shift.pacingCovers,
  };
}

function blockOf(row: TimeBlockRow, timeZone: string): SetupTimeBlock {
  const start = localDateTime(row.startsAt, timeZone);
  const end = localDateTime(row.endsAt, timeZone);
  return {
    id: row.id,
    scope: row.scope === "global" ? "global" : "specific",
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    date: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    zoneIds: row.zoneIds,
    tableIds: row.tableIds,
    reason: row.reason,
  };
}

/** What a shift's row holds of the input: its days once each, its turn times by party size. */
function shiftRowOf(input: ShiftInput) {
  return {
    nameEs: input.nameEs,
    nameEn: input.nameEn,
    weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b),
    firstSeating: input.firstSeating,
    lastSeating: input.lastSeating,
    slotIntervalMinutes: input.slotIntervalMinutes,
    turnTimes: [...input.turnTimes].sort((a, b) => a.maxParty - b.maxParty),
    pacingCovers: input.pacingCovers,
  };
}

const windowOf = (row: { daysAhead: number; minNoticeMinutes: number; version: number }): BookingWindow => ({
  daysAhead: row.daysAhead,
  minNoticeMinutes: row.minNoticeMinutes,
  version: row.version,
});

/**
 * A venue's service setup, changed by owners and managers: shifts, booking window and notice, time
 * blocks. Each change is checked against its rules and against the venue's active bookings under
 * the place's lock, refused with the bookings it would strand unless the venue says to keep them,
 * and written with its audit line in one transaction.
 */
export function setup({ authorize, options }: PartnersDeps, repository: SetupRepository) {
  const now = options.now;

  async function changeAt<T>(
    actor: PartnerActor | null,
    placeId: number,
    language: Language,
    missing: SetupThing,
    fn: (
      tx: SetupTx,
      timeZone: string,
      entry: (fields: Omit<AuditWrite, "placeId" | "actorId">) => AuditWrite,
    ) => Promise<{
      result: T;
      audit: AuditWrite;
    }>,
  ): Promise<T> {
    await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
    const timeZone = (await repository.placeTimeZone(placeId)) ?? FALLBACK_TIME_ZONE;
    const entry = (fields: Omit<AuditWrite, "placeId" | "actorId">): AuditWrite => ({
      placeId,
      actorId: actor?.id ?? null,
      ...fields,
    });
    try {
      return await repository.change(placeId, (tx) => fn(tx, timeZone, entry));
    } catch (error) {
      if (error instanceof SetupWriteRefused) {
        if (error.reason === "stale") refuseStale(language);
        refuseMissing(missing, language);
      }
      throw error;
    }
  }

  /** Refuses a shift change that strands bookings at seating times the shifts no longer have. */
  async function checkShiftChange(
    tx: SetupTx,
    placeId: number,
    timeZone: string,
    before: SetupShift[],
    after: SetupShift[],
    keepExisting: boolean,
    language: Language,
  ) {
    if (keepExisting) return;
    const stranded = bookingsOffShifts(
      await tx.activeBookings(placeId, now()),
      timeZone,
      before.map(modelOf),
      after.map(modelOf),
    );
    if (stranded.length > 0) refuseConflicts(stranded, timeZone, language);
  }

  return {
    async setup(actor: PartnerActor | null, placeId: number, language: Language): Promise<VenueSetupAnswer> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const found = await repository.overview(placeId, now());
      const timeZone = found.timeZone ?? FALLBACK_TIME_ZONE;
      return {
        timeZone,
        window: found.settings ? windowOf(found.settings) : null,
        policy: found.settings ? paymentPolicyOf(found.settings, found.currency) : null,
        shifts: found.shifts.map(shiftOf),
        zones: found.zones.map((zone) => ({ id: zone.id, name: zone[language] })),
        tables: found.tables,
        timeBlocks: found.blocks.map((block) => blockOf(block, timeZone)),
      };
    },

    async createShift(actor: PartnerActor | null, placeId: number, input: ShiftInput, language: Language) {
      return changeAt(actor, placeId, language, "shift", async (tx, _timeZone, entry) => {
        const others = (await tx.shifts(placeId)).map(shiftOf);
        const problems = shiftProblems({ ...input, name: input.nameEs }, others.map(named));
        if (problems.length > 0) refuseProblems(problems, language);
        const created = shiftOf(await tx.insertShift(shiftRowOf(input)));
        return {
          result: created,
          audit: entry({
            action: "shift.create",
            entity: "reservation_shifts",
            entityId: String(created.id),
            before: null,
            after: created,
          }),
        };
      });
    },

    async updateShift(
      actor: PartnerActor | null,
      placeId: number,
      shiftId: number,
      input: ShiftInput & { version: number },
      language: Language,
    ) {
      return changeAt(actor, placeId, language, "shift", async (tx, timeZone, entry) => {
        const shifts = (await tx.shifts(placeId)).map(shiftOf);
        const current = shifts.find((shift) => shift.id === shiftId);
        if (!current) refuseMissing("shift", language);
        if (current.version !== input.version) refuseStale(language);
        const problems = shiftProblems({ ...input, id: shiftId, name: input.nameEs }, shifts.map(named));
        if (problems.length > 0) refuseProblems(problems, language);
        const proposed: SetupShift = { ...current, ...shiftRowOf(input), crossesMidnight: input.crossesMidnight };
        const after = shifts.map((shift) => (shift.id === shiftId ? proposed : shift));
        await checkShiftChange(tx, placeId, timeZone, shifts, after, input.keepExisting, language);
        const updated = shiftOf(await tx.updateShift(shiftId, input.version, shiftRowOf(input)));
        return {
          result: updated,
          audit: entry({
            action: "shift.update",
            entity: "reservation_shifts",
            entityId: String(shiftId),
            before: current,
            after: updated,
          }),
        };
      });
    },

    async deleteShift(
      actor: PartnerActor | null,
      placeId: number,
      shiftId: number,
      input: { version: number; keepExisting: boolean },
      language: Language,
    ) {
      return changeAt(actor, placeId, language, "shift", async (tx, timeZone, entry) => {
        const shifts = (await tx.shifts(placeId)).map(shiftOf);
        const current = shifts.find((shift) => shift.id === shiftId);
        if (!current) refuseMissing("shift", language);
        if (current.version !== input.version) refuseStale(language);
        const after = shifts.filter((shift) => shift.id !== shiftId);
        await checkShiftChange(tx, placeId, timeZone, shifts, after, input.keepExisting, language);
        await tx.deleteShift(shiftId, input.version);
        return {
          result: { removed: true as const },
          audit: entry({
            action: "shift.delete",
            entity: "reservation_shifts",
            entityId: String(shiftId),
            before: current,
            after: null,
          }),
        };
      });
    },

    /** The booking window and minimum notice; they govern new bookings only, so none is in the way. */
    async updateWindow(
      actor: PartnerActor | null,
      placeId: number,
      input: { daysAhead: number; minNoticeMinutes: number; version: number },
      language: Language,
    ): Promise<BookingWindow> {
      return changeAt(actor, placeId, language, "shift", async (tx, _timeZone, entry) => {
        const before = windowOf(tx.settings);
        if (before.version !== input.version) refuseStale(language);
        const after = windowOf(
          await tx.updateWindow(input.version, {
            daysAhead: input.daysAhead,
            minNoticeMinutes: input.minNoticeMinutes,
          }),
        );
        return {
          result: after,
          audit: entry({
            action: "settings.window",
            entity: "reservation_settings",
            entityId: String(placeId),
            before,
            after,
          }),
        };
      });
    },

    async createTimeBlock(
      actor: PartnerActor | null,
      placeId: number,
      input: TimeBlockInput,
      language: Language,
    ): Promise<SetupTimeBlock> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const found = await repository.overview(placeId, now());
      const timeZone = found.timeZone ?? FALLBACK_TIME_ZONE;
      const global = input.scope === "global";
      const block = {
        scope: input.scope,
        startsAt: zonedInstant(input.date, input.startTime, timeZone) ?? undefined,
        endsAt: zonedInstant(input.endDate ?? input.date, input.endTime, timeZone) ?? undefined,
        zoneIds: global ? [] : [...new Set(input.zoneIds)],
        tableIds: global ? [] : [...new Set(input.tableIds)],
      };
      const problems = blockProblems(
        block,
        {
          zoneIds: new Set(found.zones.map((zone) => zone.id)),
          tableIds: new Set(found.tables.map((table) => table.id)),
        },
        now(),
      );
      if (problems.length > 0 || !block.startsAt || !block.endsAt) return refuseProblems(problems, language);
      const period = { ...block, startsAt: block.startsAt, endsAt: block.endsAt };
      return changeAt(actor, placeId, language, "block", async (tx, zone, entry) => {
        if (!input.keepExisting) {
          const under = bookingsUnderBlock(await tx.activeBookings(placeId, period.startsAt), period);
          if (under.length > 0) refuseConflicts(under, zone, language);
        }
        const created = blockOf(await tx.insertBlock({ ...period, reason: input.reason }), zone);
        return {
          result: created,
          audit: entry({
            action: "block.create",
            entity: "time_blocks",
            entityId: String(created.id),
            before: null,
            after: created,
          }),
        };
      });
    },

    async deleteTimeBlock(actor: PartnerActor | null, placeId: number, blockId: number, language: Language) {
      return changeAt(actor, placeId, language, "block", async (tx, zone, entry) => {
        const removed = blockOf(await tx.deleteBlock(blockId), zone);
        return {
          result: { removed: true as const },
          audit: entry({
            action: "block.delete",
            entity: "time_blocks",
            entityId: String(blockId),
            before: removed,
            after: null,
          }),
        };
      });
    },
  };
}

const named = (shift: SetupShift) => ({ ...shift, name: shift.nameEs });
