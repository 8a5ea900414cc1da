import { randomBytes, randomInt, randomUUID } from "node:crypto";
import {
  addDays,
  buildICalendar,
  type CalendarLinks,
  calendarLinks,
  calendarPerson,
  DomainError,
  formatDateTime,
  isLocalDate,
  isLocalTime,
  type Language,
  normalizePhone,
  pathFor,
  type ReservationErrorCode,
  reservationErrorMessage,
} from "@sobremesa/contracts";
import { schema, sqlState } from "@sobremesa/db";
import { createTtlCache } from "../cache/index.ts";
import type { EmailDetails } from "../notifications/index.ts";
import { assertReplay, requestFingerprint } from "../payments/index.ts";
import { availabilityOfDay, evaluateRequest, type SlotVerdict } from "./availability.ts";
import { type CalendarFields, calendarMethods, reservationCalendarEntry } from "./calendar-entry.ts";
import { addMinutes, localDateTime, zonedInstant } from "./local-time.ts";
import { type ReservationTemplate, reservationLinkMessage, reservationMessage } from "./messages.ts";
import type {
  NewOutboxRow,
  NewReservationRow,
  PlaceSummary,
  ReservationRecord,
  ReservationRow,
  ReservationsQueries,
  ReservationsRepository,
  VenueSettings,
  VenueSetup,
} from "./reservations-repository.ts";
import type { TimeBlock, Venue } from "./venue-model.ts";

/** A visit whose time is over, as `completeFinished` hands it to the domains that follow up on it. */
export interface FinishedVisit {
  id: string;
  code: string;
  email: string;
  firstName: string;
  language: string;
  endsAt: Date;
  placeName: string;
}

/** The reminder goes this long before the table's time (24 hours). */
export const REMINDER_LEAD_MINUTES = 24 * 60;

export interface ReservationsServiceOptions {
  siteUrl: string;
  /** The e-mails' sender ("Sobremesa <no-reply@sobremesa.mx>"): the calendar entries' organizer. */
  mailFrom?: string;
  now?: () => Date;
  /**
   * How long a place and its zones, tables, combinations and shifts are reused from memory. They
   * change rarely; time blocks, bookings and (inside a booking's transaction) the settings are
   * always read fresh. Default 30 s.
   */
  setupCacheTtlMs?: number;
}

export interface Contact {
  countryCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface CreateReservationInput {
  placeSlug: string;
  date: string;
  time: string;
  party: number;
  zoneId?: number | undefined;
  occasion?: string | undefined;
  note?: string | undefined;
  contact: Contact;
  language: Language;
}

export interface ReservationChanges {
  date?: string | undefined;
  time?: string | undefined;
  party?: number | undefined;
  zoneId?: number | null | undefined;
  occasion?: string | null | undefined;
  note?: string | null | undefined;
}

/** Who asks: the signed-in user, or whoever holds the manage link's token. */
export interface Access {
  userId?: string | null | undefined;
  token?: string | null | undefined;
}

export interface ReservationView {
  code: string;
  status: ReservationRow["status"];
  place: { id: number; slug: string; name: string; address: string; phone: string; timeZone: string; areaName: string };
  party: number;
  /** Wall-clock date and time of the arrival in the venue's zone. */
  date: string;
  time: string;
  startsAt: string;
  endsAt: string;
  zone: { id: number; name: string } | null;
  occasion: string | null;
  note: string | null;
  contact: Contact;
  /** Until when the diner may change or cancel it (the place's policy). */
  changeableUntil: string;
  canChange: boolean;
  manageToken: string;
  managePath: string;
  /** The entry to add to a calendar (cancelling it once the booking is cancelled), free of the token. */
  calendar: CalendarLinks;
}

const { RESERVATION_CODE_ALPHABET } = schema;

function reservationCode(): string {
  let code = "";
  for (let index = 0; index < 8; index++)
    code += RESERVATION_CODE_ALPHABET[randomInt(RESERVATION_CODE_ALPHABET.length)];
  return code;
}

/** What a booking's messages say, known before the row is written. */
type MessageFields = Pick<
  ReservationRow,
  | "id"
  | "code"
  | "language"
  | "startsAt"
  | "timeZone"
  | "party"
  | "manageToken"
  | "email"
  | "phone"
  | "firstName"
  | "lastName"
> &
  CalendarFields;

const ACTIVE = new Set<ReservationRow["status"]>(schema.activeReservationStatuses);

function reservationError(code: ReservationErrorCode, language: Language): DomainError {
  return new DomainError(code, reservationErrorMessage(code, language));
}

export function managePath(language: Language, code: string, token: string): string {
  return `${pathFor("reservation", language, { code })}?token=${encodeURIComponent(token)}`;
}

export function createReservationsService(repository: ReservationsRepository, options: ReservationsServiceOptions) {
  const now = options.now ?? (() => new Date());
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const organizer = calendarPerson(options.mailFrom ?? "Sobremesa <no-reply@sobremesa.mx>");

  const cache = { ttlMs: options.setupCacheTtlMs ?? 30_000, maxEntries: 10_000 };
  const placesBySlug = createTtlCache<PlaceSummary | undefined>(cache);
  const placesById = createTtlCache<PlaceSummary | undefined>(cache);
  const setups = createTtlCache<VenueSetup | undefined>(cache);
  const placeBySlug = (slug: string) => placesBySlug.get(slug, () => repository.placeBySlug(slug));
  const placeById = (id: number) => placesById.get(String(id), () => repository.placeById(id));
  const setupOf = (placeId: number) => setups.get(String(placeId), () => repository.venueSetup(placeId));

  function venueOf(place: PlaceSummary, setup: VenueSetup, settings: VenueSettings, blocks: TimeBlock[]): Venue {
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

  async function placeOrFail(slug: string, language: Language): Promise<PlaceSummary> {
    const place = await placeBySlug(slug);
    if (!place) throw new DomainError("NOT_FOUND", language === "es" ? "Lugar no encontrado" : "Place not found");
    return place;
  }

  /** The service day [date 00:00, date + 2 days) covers its shifts, midnight-crossing ones included. */
  function dayWindow(date: string, timeZone: string): [Date, Date] {
    const from = zonedInstant(date, "00:00", timeZone) ?? new Date(`${date}T00:00:00Z`);
    return [addMinutes(from, -24 * 60), addMinutes(from, 48 * 60)];
  }

  const calendarEntry = (row: CalendarFields, place: PlaceSummary) =>
    reservationCalendarEntry(row, place, { siteUrl, organizer, stamp: now() });

  function view(row: ReservationRow, place: PlaceSummary, setup: VenueSetup | undefined): ReservationView {
    const settings = setup?.settings;
    const local = localDateTime(row.startsAt, row.timeZone);
    const language: Language = row.language === "en" ? "en" : "es";
    const changeableUntil = addMinutes(row.startsAt, -60 * (settings?.cancelUntilHours ?? 2));
    const zone = row.zoneId !== null ? setup?.zones.find((candidate) => candidate.id === row.zoneId) : undefined;
    return {
      code: row.code,
      status: row.status,
      place: {
        id: place.id,
        slug: place.slug,
        name: place.name,
        address: place.address,
        phone: place.phone,
        timeZone: place.timeZone,
        areaName: place.areaName,
      },
      party: row.party,
      date: local.date,
      time: local.time,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      zone: zone && row.zoneId !== null ? { id: row.zoneId, name: zone[language] } : null,
      occasion: row.occasion,
      note: row.note,
      contact: {
        countryCode: row.countryCode,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
      },
      changeableUntil: changeableUntil.toISOString(),
      canChange: ACTIVE.has(row.status) && now().getTime() < changeableUntil.getTime(),
      manageToken: row.manageToken,
      managePath: managePath(language, row.code, row.manageToken),
      calendar: calendarLinks(calendarEntry(row, place), row.status === "cancelled" ? "CANCEL" : "PUBLISH"),
    };
  }

  async function viewOf(row: ReservationRow): Promise<ReservationView> {
    const [place, setup] = await Promise.all([placeById(row.placeId), setupOf(row.placeId)]);
    if (!place) throw new Error(`place ${row.placeId} of reservation ${row.code} is missing`);
    return view(row, place, setup);
  }

  function messagesFor(template: ReservationTemplate, row: MessageFields, place: PlaceSummary): NewOutboxRow[] {
    const language: Language = row.language === "en" ? "en" : "es";
    const manageUrl = `${siteUrl}${managePath(language, row.code, row.manageToken)}`;
    const message = reservationMessage(template, language, {
      placeName: place.name,
      code: row.code,
      party: row.party,
      // The venue's zone, unnamed: the guest will be there. "sábado, 14 de junio de 2026, 20:30".
      when: formatDateTime(row.startsAt, row.timeZone, language, "full"),
      manageUrl,
      address: place.address,
    });
    const method = calendarMethods[template];
    const calendar = method ? buildICalendar(calendarEntry(row, place), method) : null;
    const cancelled = template === "reservation-cancelled";
    const details: EmailDetails = {
      markup: {
        type: "FoodEstablishmentReservation",
        reservationNumber: row.code,
        status: cancelled ? "Cancelled" : "Confirmed",
        underName: `${row.firstName} ${row.lastName}`.trim(),
        place: { name: place.name, address: place.address },
        startTime: row.startsAt.toISOString(),
        partySize: row.party,
        ...(cancelled ? {} : { url: manageUrl }),
      },
    };
    // One thread per booking: its confirmation, changes and cancellation leave in that order.
    const thread = row.code;
    return [
      {
        channel: "email",
        recipient: row.email,
        subject: message.subject,
        body: message.body,
        template,
        language,
        calendar,
        thread,
        details,
      },
      { channel: "whatsapp", recipient: row.phone, subject: null, body: message.whatsapp, template, language, thread },
    ];
  }

  const reminderKeys = (row: Pick<ReservationRow, "id">) => [`reminder:${row.id}:email`, `reminder:${row.id}:whatsapp`];

  /**
   * The reminder goes 24 hours before the table's time, written with the booking (or its change) in
   * one transaction. A booking made less than a day ahead gets none: its confirmation is the reminder.
   */
  function remindersFor(row: MessageFields, place: PlaceSummary): NewOutboxRow[] {
    const sendAfter = addMinutes(row.startsAt, -REMINDER_LEAD_MINUTES);
    if (sendAfter.getTime() <= now().getTime()) return [];
    const keys = reminderKeys(row);
    return messagesFor("reservation-reminder", row, place).map((message, index) => ({
      ...message,
      dedupKey: keys[index],
      sendAfter,
    }));
  }

  async function scheduleReminder(tx: ReservationsQueries, row: ReservationRow, place: PlaceSummary) {
    const reminders = remindersFor(row, place);
    await (reminders.length > 0 ? tx.schedule(reminders) : tx.unschedule(reminderKeys(row)));
  }

  /** The reservation a caller may see, or RESERVATION_NOT_FOUND (never "it exists but is not yours"). */
  function authorise(row: ReservationRecord | undefined, access: Access, language: Language): ReservationRecord {
    const allowed =
      row &&
      ((access.userId && row.userId === access.userId) ||
        (typeof access.token === "string" && access.token.length > 0 && access.token === row.manageToken));
    if (!row || !allowed) throw reservationError("RESERVATION_NOT_FOUND", language);
    return row;
  }

  function verdictError(verdict: SlotVerdict | { ok: false; code: ReservationErrorCode }, language: Language) {
    return reservationError((verdict as { code: ReservationErrorCode }).code, language);
  }

  return {
    /** Every seating time of a service day for a party, available or not (with why not). */
    async availability(input: {
      placeSlug: string;
      date: string;
      party: number;
      zoneId?: number | undefined;
      language: Language;
    }) {
      const place = await placeOrFail(input.placeSlug, input.language);
      const [from, to] = dayWindow(input.date, place.timeZone);
      const [setup, { timeBlocks: blocks, held }] = await Promise.all([
        setupOf(place.id),
        repository.bookingContext({ placeId: place.id, from, to }),
      ]);
      const settings = setup?.settings;
      const venue = setup && settings ? venueOf(place, setup, settings, blocks) : undefined;
      const clock = now();
      const today = localDateTime(clock, place.timeZone).date;
      const slots =
        venue && settings && input.party <= settings.maxPartySize
          ? availabilityOfDay({ venue, party: input.party, now: clock, held, zoneId: input.zoneId }, input.date).map(
              (verdict) => ({
                date: verdict.slot.date,
                time: verdict.slot.time,
                available: verdict.ok,
                reason: verdict.ok ? null : verdict.code,
              }),
            )
          : [];
      return {
        place: { id: place.id, slug: place.slug, name: place.name, timeZone: place.timeZone },
        date: input.date,
        party: input.party,
        today,
        lastDate: addDays(today, settings?.daysAhead ?? 0),
        maxPartySize: settings?.maxPartySize ?? 0,
        cancelUntilHours: settings?.cancelUntilHours ?? 0,
        depositPerGuest: settings?.depositPerGuest ?? null,
        currency: place.currency,
        zones: (setup?.zones ?? []).map((zone) => ({ id: zone.id, name: zone[input.language] })),
        slots,
      };
    },

    async create(input: CreateReservationInput, context: { userId?: string | null; idempotencyKey?: string | null }) {
      const language = input.language;
      if (!isLocalDate(input.date) || !isLocalTime(input.time))
        throw reservationError("RESERVATION_CANNOT_BE_CREATED", language);
      const phone = normalizePhone(input.contact.phone, input.contact.countryCode);
      if (!phone)
        throw new DomainError(
          "VALIDATION_FAILED",
          language === "es"
            ? "Revisa el teléfono: no es válido para su país"
            : "Check the phone: it is not valid for its country",
          [{ field: "contact.phone", message: language === "es" ? "Teléfono no válido" : "Invalid phone" }],
        );
      const place = await placeOrFail(input.placeSlug, language);
      const key = context.idempotencyKey ?? null;
      // What was asked decides, as for every write sent twice; who asks is checked apart.
      const requestHash = requestFingerprint(input);

      const replay = async (): Promise<ReservationView | undefined> => {
        if (!key) return undefined;
        const existing = await repository.byIdempotencyKey(key);
        if (!existing) return undefined;
        assertReplay(
          { requestFingerprint: existing.requestHash, userId: existing.userId },
          { fingerprint: requestHash, userId: context.userId ?? null },
          language,
        );
        return viewOf(existing);
      };
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const setup = await setupOf(place.id);
      const email = input.contact.email.trim().toLowerCase();
      try {
        const row = await repository.transaction(async (tx) => {
          const settings = await tx.lockPlace(place.id);
          if (!settings || !setup) throw reservationError("RESERVATION_CANNOT_BE_CREATED", language);
          const [from, to] = dayWindow(input.date, place.timeZone);
          const decision = await tx.bookingContext({
            placeId: place.id,
            from,
            to,
            guestEmail: email,
            idempotencyKey: key,
          });
          // A retry of a booking already made: answered after the transaction, from the stored row.
          if (decision.keyTaken) return undefined;
          if (input.party < 1 || input.party > settings.maxPartySize)
            throw reservationError("CANNOT_ASSIGN_TABLE", language);
          const venue = venueOf(place, setup, settings, decision.timeBlocks);
          if (input.zoneId !== undefined && !venue.zones.some((zone) => zone.id === input.zoneId))
            throw reservationError("CANNOT_ASSIGN_ZONE", language);
          const verdict = evaluateRequest(
            { venue, party: input.party, now: now(), held: decision.held, zoneId: input.zoneId },
            input.date,
            input.time,
          );
          if (!verdict.ok) throw verdictError(verdict, language);
          if (decision.guestStarts.some((startsAt) => startsAt.getTime() === verdict.slot.startsAt.getTime()))
            throw reservationError("RESERVATION_ALREADY_EXIST", language);

          const reservation = {
            id: randomUUID(),
            code: reservationCode(),
            placeId: place.id,
            userId: context.userId ?? null,
            status: "confirmed",
            party: input.party,
            startsAt: verdict.slot.startsAt,
            endsAt: verdict.endsAt,
            timeZone: place.timeZone,
            zoneId: verdict.assignment.zoneId,
            zonePreference: input.zoneId ?? null,
            occasion: input.occasion?.trim() || null,
            note: input.note?.trim() || null,
            firstName: input.contact.firstName.trim(),
            lastName: input.contact.lastName.trim(),
            email,
            phone: phone.e164,
            countryCode: phone.countryCode,
            language,
            source: "WEBSITE",
            manageToken: randomBytes(32).toString("base64url"),
            idempotencyKey: key,
            requestHash: key ? requestHash : null,
            calendarSequence: 0,
          } satisfies NewReservationRow;
          return tx.insert(reservation, verdict.assignment.tableIds, [
            ...messagesFor("reservation-confirmed", reservation, place),
            ...remindersFor(reservation, place),
          ]);
        });
        if (!row) {
          const again = await replay();
          if (again) return { reservation: again, created: false };
          throw reservationError("RESERVATION_CANNOT_BE_CREATED", language);
        }
        return { reservation: await viewOf(row), created: true };
      } catch (error) {
        const state = sqlState(error);
        // Another request won the table (exclusion constraint) or the key (unique index) first.
        if (state === "23P01") throw reservationError("CANNOT_ASSIGN_TABLE", language);
        if (state === "23505" && key) {
          const again = await replay();
          if (again) return { reservation: again, created: false };
        }
        throw error;
      }
    },

    async get(code: string, access: Access, language: Language): Promise<ReservationView> {
      const row = authorise(await repository.byCode(code.toUpperCase()), access, language);
      return viewOf(row);
    },

    /**
     * The manage link again, by e-mail, for whoever opened the booking's page without it (a calendar
     * entry links there): sent only to the booking's own e-mail and only when the caller typed that
     * one, so the caller learns nothing either way.
     */
    async sendManageLink(code: string, email: string, language: Language): Promise<void> {
      const row = await repository.byCode(code.toUpperCase());
      const typed = email.trim().toLowerCase();
      // An anonymised booking has no e-mail left to match.
      if (!row?.email || row.email !== typed) return;
      const place = await placeById(row.placeId);
      if (!place) return;
      const message = reservationLinkMessage(language, {
        placeName: place.name,
        code: row.code,
        manageUrl: `${siteUrl}${managePath(language, row.code, row.manageToken)}`,
      });
      await repository.enqueue([
        { channel: "email", recipient: row.email, ...message, template: "reservation-link", language },
      ]);
    },

    async listForUser(userId: string): Promise<ReservationView[]> {
      const rows = await repository.forUser(userId, 100);
      if (rows.length === 0) return [];
      const placeIds = [...new Set(rows.map((row) => row.placeId))];
      const details = new Map(
        await Promise.all(
          placeIds.map(async (id) => [id, { place: await placeById(id), setup: await setupOf(id) }] as const),
        ),
      );
      return rows.flatMap((row) => {
        const detail = details.get(row.placeId);
        return detail?.place ? [view(row, detail.place, detail.setup)] : [];
      });
    },

    async modify(
      code: string,
      access: Access,
      changes: ReservationChanges,
      language: Language,
    ): Promise<ReservationView> {
      const found = authorise(await repository.byCode(code.toUpperCase()), access, language);
      const place = await placeById(found.placeId);
      const setup = await setupOf(found.placeId);
      if (!place || !setup) throw reservationError("RESERVATION_NOT_FOUND", language);
      const row = await repository
        .transaction(async (tx) => {
          const settings = await tx.lockPlace(found.placeId);
          const current = await tx.byCode(found.code);
          if (!current || !ACTIVE.has(current.status))
            throw reservationError("RESERVATION_CANNOT_BE_UPDATED", language);
          const clock = now();
          if (current.startsAt.getTime() <= clock.getTime())
            throw reservationError("RESERVATION_DATETIME_HAS_PASSED", language);
          if (!settings || clock.getTime() >= addMinutes(current.startsAt, -60 * settings.cancelUntilHours).getTime())
            throw reservationError("RESERVATION_CANNOT_BE_UPDATED", language);

          const local = localDateTime(current.startsAt, current.timeZone);
          const date = changes.date ?? local.date;
          const time = changes.time ?? local.time;
          const party = changes.party ?? current.party;
          const zoneId =
            changes.zoneId === undefined ? (current.zonePreference ?? undefined) : (changes.zoneId ?? undefined);
          if (!isLocalDate(date) || !isLocalTime(time))
            throw reservationError("RESERVATION_CANNOT_BE_UPDATED", language);
          if (party < 1 || party > settings.maxPartySize) throw reservationError("CANNOT_ASSIGN_TABLE", language);
          const [from, to] = dayWindow(date, current.timeZone);
          // The booking's own tables count as free while it moves.
          const day = await tx.bookingContext({ placeId: current.placeId, from, to, exceptReservationId: current.id });
          const venue = venueOf(place, setup, settings, day.timeBlocks);
          if (zoneId !== undefined && !venue.zones.some((zone) => zone.id === zoneId))
            throw reservationError("CANNOT_ASSIGN_ZONE", language);
          const verdict = evaluateRequest({ venue, party, now: clock, held: day.held, zoneId }, date, time);
          if (!verdict.ok) throw verdictError(verdict, language);
          await tx.releaseTables(current.id);
          const updated = await tx.update(current.id, {
            party,
            startsAt: verdict.slot.startsAt,
            endsAt: verdict.endsAt,
            zoneId: verdict.assignment.zoneId,
            zonePreference: zoneId ?? null,
            calendarSequence: current.calendarSequence + 1,
            ...(changes.note !== undefined ? { note: changes.note?.trim() || null } : {}),
            ...(changes.occasion !== undefined ? { occasion: changes.occasion?.trim() || null } : {}),
          });
          await tx.holdTables(updated, verdict.assignment.tableIds);
          await tx.enqueue(messagesFor("reservation-modified", updated, place));
          await scheduleReminder(tx, updated, place);
          return updated;
        })
        .catch((error: unknown) => {
          if (sqlState(error) === "23P01") throw reservationError("CANNOT_ASSIGN_TABLE", language);
          throw error;
        });
      return viewOf(row);
    },

    async cancel(code: string, access: Access, language: Language): Promise<ReservationView> {
      const found = authorise(await repository.byCode(code.toUpperCase()), access, language);
      const place = await placeById(found.placeId);
      if (!place) throw reservationError("RESERVATION_NOT_FOUND", language);
      const row = await repository.transaction(async (tx) => {
        const settings = await tx.lockPlace(found.placeId);
        const current = await tx.byCode(found.code);
        if (!current) throw reservationError("RESERVATION_NOT_FOUND", language);
        if (current.status === "cancelled") return current;
        if (!ACTIVE.has(current.status)) throw reservationError("RESERVATION_CANNOT_BE_DELETED", language);
        const clock = now();
        if (current.startsAt.getTime() <= clock.getTime())
          throw reservationError("RESERVATION_DATETIME_HAS_PASSED", language);
        if (!settings || clock.getTime() >= addMinutes(current.startsAt, -60 * settings.cancelUntilHours).getTime())
          throw reservationError("RESERVATION_CANNOT_BE_DELETED", language);
        // The cancellation's calendar message outranks every entry sent before it.
        const cancelled = { ...current, calendarSequence: current.calendarSequence + 1 };
        return tx.cancel(
          current.id,
          clock,
          cancelled.calendarSequence,
          messagesFor("reservation-cancelled", cancelled, place),
          reminderKeys(current),
        );
      });
      return viewOf(row);
    },

    /**
     * Marks visits whose time is over as completed and writes, in the same transaction, the messages
     * `afterVisit` returns for each (the satisfaction survey's invitation). Returns how many.
     */
    async completeFinished(afterVisit: (visit: FinishedVisit) => NewOutboxRow[], limit = 200): Promise<number> {
      return repository.transaction(async (tx) => {
        const rows = await tx.completeFinished(now(), limit);
        const messages: NewOutboxRow[] = [];
        for (const row of rows) {
          // Through the transaction: PGlite has one connection, which the transaction holds.
          const place = await tx.placeById(row.placeId);
          messages.push(...afterVisit({ ...row, placeName: place?.name ?? "" }));
        }
        await tx.enqueue(messages);
        // A reminder still waiting (a visit ended early, or moved into the past) must not go out after it.
        await tx.unschedule(rows.flatMap(reminderKeys));
        return rows.length;
      });
    },

    /**
     * Development and the browser journeys only (served under /__dev/, never in production): ends a
     * booking's visit now, so the follow-up of a finished visit can be seen without waiting for it.
     */
    endVisitNow: (code: string) => repository.endVisitNow(code.toUpperCase()),

    /** For the accounts domain's onAccountDeleted hook. */
    anonymiseForUser: (userId: string) => repository.anonymiseForUser(userId),
    /** Bookings a user made since an instant, cancelled ones aside (the membership's reservation count). */
    countForUserSince: (userId: string, since: Date) => repository.countForUserSince(userId, since),
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
