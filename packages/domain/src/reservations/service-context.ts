import { randomInt } from "node:crypto";
import {
  calendarPerson,
  DomainError,
  type Language,
  pathFor,
  type ReservationErrorCode,
  reservationErrorMessage,
} from "@sobremesa/contracts";
import { schema } from "@sobremesa/db";
import { createTtlCache } from "../cache/index.ts";
import type { SlotVerdict } from "./availability.ts";
import { type CalendarFields, reservationCalendarEntry } from "./calendar-entry.ts";
import { addMinutes, zonedInstant } from "./local-time.ts";
import { reservationProblem } from "./messages.ts";
import type { Access, ReservationsServiceOptions } from "./reservation-types.ts";
import type {
  PlaceSummary,
  ReservationRecord,
  ReservationRow,
  ReservationsQueries,
  ReservationsRepository,
  VenueSettings,
  VenueSetup,
} from "./reservations-repository.ts";
import type { TimeBlock, Venue } from "./venue-model.ts";

/** The statuses of a booking that still holds its tables (may be changed or cancelled). */
export const ACTIVE = new Set<ReservationRow["status"]>(schema.activeReservationStatuses);

const { RESERVATION_CODE_ALPHABET } = schema;

export function reservationCode(): string {
  let code = "";
  for (let index = 0; index < 8; index++)
    code += RESERVATION_CODE_ALPHABET[randomInt(RESERVATION_CODE_ALPHABET.length)];
  return code;
}

export function reservationError(code: ReservationErrorCode, language: Language): DomainError {
  return new DomainError(code, reservationErrorMessage(code, language));
}

export function verdictError(verdict: SlotVerdict | { ok: false; code: ReservationErrorCode }, language: Language) {
  return reservationError((verdict as { code: ReservationErrorCode }).code, language);
}

export function managePath(language: Language, code: string, token: string): string {
  return `${pathFor("reservation", language, { code })}?token=${encodeURIComponent(token)}`;
}

export function venueOf(
  place: Pick<PlaceSummary, "timeZone">,
  setup: VenueSetup,
  settings: VenueSettings,
  blocks: TimeBlock[],
): Venue {
  return {
    timeZone: place.timeZone,
    zones: setup.zones.map((zone) => ({ id: zone.id, name: zone.es })),
    tables: setup.tables,
    combinations: setup.combinations,
    shifts: setup.shifts,
    timeBlocks: blocks,
    bookingWindow: { daysAhead: settings.daysAhead, minNoticeMinutes: settings.minNoticeMinutes },
  };
}

/**
 * The setup a decision under the place's lock uses: the copy read before the lock, or, when the
 * settings row (read under the lock) says the setup moved since, the database's current one.
 */
export async function setupUnderLock(
  tx: ReservationsQueries,
  placeId: number,
  settings: VenueSettings | undefined,
  copy: VenueSetup | undefined,
  forgetSetup: (placeId: number) => void,
): Promise<VenueSetup | undefined> {
  if (!settings || copy?.settings.setupVersion === settings.setupVersion) return copy;
  forgetSetup(placeId);
  return tx.venueSetup(placeId);
}

/** The service day [date 00:00, date + 2 days) covers its shifts, midnight-crossing ones included. */
export function dayWindow(date: string, timeZone: string): [Date, Date] {
  const from = zonedInstant(date, "00:00", timeZone) ?? new Date(`${date}T00:00:00Z`);
  return [addMinutes(from, -24 * 60), addMinutes(from, 48 * 60)];
}

/** The reservation a caller may see, or RESERVATION_NOT_FOUND (never "it exists but is not yours"). */
export function authorise(row: ReservationRecord | undefined, access: Access, language: Language): ReservationRecord {
  const allowed =
    row &&
    ((access.userId && row.userId === access.userId) ||
      (typeof access.token === "string" && access.token.length > 0 && access.token === row.manageToken));
  if (!row || !allowed) throw reservationError("RESERVATION_NOT_FOUND", language);
  return row;
}

/**
 * What every use case shares: the repository, the clock, the site's address and the places and
 * venue setups kept in memory for a while.
 */
export function createServiceContext(repository: ReservationsRepository, options: ReservationsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const organizer = calendarPerson(options.mailFrom ?? "Sobremesa <no-reply@sobremesa.mx>");

  const cache = { ttlMs: options.setupCacheTtlMs ?? 30_000, maxEntries: 10_000 };
  const placesBySlug = createTtlCache<PlaceSummary | undefined>(cache);
  const placesById = createTtlCache<PlaceSummary | undefined>(cache);
  const setups = createTtlCache<VenueSetup | undefined>(cache);
  const placeById = (id: number) => placesById.get(String(id), () => repository.placeById(id));
  // A booking finds its place by slug and shows it by id: one read serves both.
  const placeBySlug = (slug: string) =>
    placesBySlug.get(slug, async () => {
      const place = await repository.placeBySlug(slug);
      if (place) await placesById.get(String(place.id), async () => place);
      return place;
    });
  const loadSetup = (placeId: number) => setups.get(String(placeId), () => repository.venueSetup(placeId));
  /**
   * A venue's setup from memory; given the version the database holds now (read with the day's
   * bookings, so it costs no extra query), a copy of another version is dropped and read again: a
   * change made in the partner console, by any instance, shows on the next request.
   */
  const setupOf = async (placeId: number, currentVersion?: number | null): Promise<VenueSetup | undefined> => {
    const cached = await loadSetup(placeId);
    if (currentVersion === undefined || currentVersion === null || cached?.settings.setupVersion === currentVersion)
      return cached;
    setups.delete(String(placeId));
    return loadSetup(placeId);
  };
  /** Reads the setups of the places the cache misses, all in one statement. */
  const loadSetups = (placeIds: readonly number[]) => {
    const missing: number[] = [];
    let batch: Promise<Map<number, VenueSetup>> | undefined;
    const load = (placeId: number) => {
      missing.push(placeId);
      // Started after every get below has run: the one statement reads every miss.
      batch ??= Promise.resolve().then(() => repository.venueSetups(missing));
      return batch.then((found) => found.get(placeId));
    };
    return Promise.all(placeIds.map((placeId) => setups.get(String(placeId), () => load(placeId))));
  };
  /**
   * setupOf for many places at once, given each one's current setup version: the cached copies of
   * that version, and one statement for the misses (and one more for copies found stale).
   */
  const setupsOf = async (versions: ReadonlyMap<number, number>): Promise<Map<number, VenueSetup | undefined>> => {
    const ids = [...versions.keys()];
    const found = new Map((await loadSetups(ids)).map((setup, index) => [ids[index]!, setup]));
    const stale = ids.filter((placeId) => found.get(placeId)?.settings.setupVersion !== versions.get(placeId));
    for (const placeId of stale) setups.delete(String(placeId));
    const fresh = await loadSetups(stale);
    for (const [index, placeId] of stale.entries()) found.set(placeId, fresh[index]);
    return found;
  };
  /** Forgets a venue's setup (its next use reads it again), when a write found the copy stale. */
  const forgetSetup = (placeId: number) => setups.delete(String(placeId));

  async function placeOrFail(slug: string, language: Language): Promise<PlaceSummary> {
    const place = await placeBySlug(slug);
    if (!place) throw new DomainError("NOT_FOUND", reservationProblem(language, "placeNotFound"));
    return place;
  }

  const calendarEntry = (row: CalendarFields, place: PlaceSummary) =>
    reservationCalendarEntry(row, place, { siteUrl, organizer, stamp: now() });

  return { repository, now, siteUrl, placeById, setupOf, setupsOf, forgetSetup, placeOrFail, calendarEntry };
}

export type ServiceContext = ReturnType<typeof createServiceContext>;
