import { randomUUID } from "node:crypto";
import {
  type DayBookActionBody,
  type DayBookEntry,
  type GuestTagName,
  type Language,
  normalizePhone,
  type StaffBooking,
} from "@sobremesa/contracts";
import { sqlState } from "@sobremesa/db";
import {
  dayWindow,
  evaluateRequest,
  localDateTime,
  type ReservationRow,
  reminderKeys,
  reservationError,
  type UnavailableCode,
} from "../reservations/index.ts";
import { ROLES_THAT } from "./access.ts";
import { type DayBookDeps, entryOf } from "./day-book.ts";
import { dayBookText, refuseDayBook } from "./day-book-messages.ts";
import { holdsTables, nextStatus, sourceOf } from "./day-book-rules.ts";
import type { PartnerActor } from "./shared.ts";
import { addressed, bookAsStaff, snapshot, staffVenue } from "./staff-booking.ts";

/** The staff's changes to a day's bookings, each in one transaction with its messages and audit line. */
export function dayBookActions({ repository, reservations, authorize, now }: DayBookDeps) {
  const { messagesFor, scheduleReminder, placeById, setupOf, venueMessagesFor } = reservations;

  async function placeAndSetup(placeId: number, language: Language) {
    const [place, setup] = await Promise.all([placeById(placeId), setupOf(placeId)]);
    if (!place || !setup) return refuseDayBook("notConfigured", language);
    return { place, setup };
  }

  async function entry(placeId: number, id: string, language: Language): Promise<DayBookEntry> {
    const row = await repository.booking(placeId, id);
    if (!row) return refuseDayBook("bookingNotFound", language);
    return entryOf(row);
  }

  const audit = (
    actor: PartnerActor | null,
    placeId: number,
    action: string,
    id: string,
    before: unknown,
    after: unknown,
  ) => ({
    placeId,
    actorId: actor?.id ?? null,
    action,
    entity: "reservation",
    entityId: id,
    before,
    after,
  });

  /** A lost race on the tables (the exclusion constraint) as the person's answer. */
  const tableRace = (language: Language, code?: UnavailableCode) => (error: unknown) => {
    if (sqlState(error) === "23P01") {
      if (code) throw reservationError(code, language);
      refuseDayBook("tableTaken", language);
    }
    throw error;
  };

  return {
    /** Seat, complete, no-show, or cancel with a reason the diner is told. */
    async act(
      actor: PartnerActor | null,
      placeId: number,
      reservationId: string,
      body: DayBookActionBody,
      language: Language,
    ): Promise<DayBookEntry> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const place = await placeById(placeId);
      if (!place) return refuseDayBook("bookingNotFound", language);
      await repository.transaction(async (tx) => {
        await tx.lockPlace(placeId);
        const current = await tx.lockBooking(placeId, reservationId);
        if (!current) return refuseDayBook("bookingNotFound", language);
        const status = nextStatus(current.status, body.action);
        if (!status)
          return refuseDayBook("transitionRefused", language, { status: dayBookText(language).status(current.status) });
        let updated: ReservationRow;
        if (body.action === "cancel") {
          const calendarSequence = current.calendarSequence + 1;
          updated = await tx.setStatus(current.id, {
            status,
            cancelReason: body.reason,
            cancelledAt: now(),
            calendarSequence,
          });
          const dinerLanguage: Language = current.language === "en" ? "en" : "es";
          const reason = dayBookText(dinerLanguage).cancelReason(body.reason);
          await tx.enqueue(
            addressed(messagesFor("reservation-cancelled", updated, place)).map((message) => ({
              ...message,
              body: `${reason}\n\n${message.body}`,
            })),
          );
          const venueStaff = await tx.venueRecipients(placeId);
          await tx.enqueue(venueMessagesFor("partners-venue-cancelled", updated, place, venueStaff, actor?.id ?? null));
        } else {
          updated = await tx.setStatus(current.id, { status });
        }
        if (!holdsTables(status)) {
          await tx.releaseHolds(current.id);
          await tx.unschedule(reminderKeys(current));
        }
        await tx.audit(
          audit(actor, placeId, `reservation.${body.action}`, current.id, snapshot(current), snapshot(updated)),
        );
      });
      return entry(placeId, reservationId, language);
    },

    /** Moves a booking to other tables; taken meanwhile (by anyone, on any instance), it is refused. */
    async moveTables(
      actor: PartnerActor | null,
      placeId: number,
      reservationId: string,
      tableIds: number[],
      language: Language,
    ): Promise<DayBookEntry> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const { setup } = await placeAndSetup(placeId, language);
      const wanted = [...new Set(tableIds)].sort((a, b) => a - b);
      if (!wanted.every((id) => setup.tables.some((table) => table.id === id))) refuseDayBook("unknownTable", language);
      await repository
        .transaction(async (tx) => {
          await tx.lockPlace(placeId);
          // The setup read above may predate a table's deletion, which takes the same lock.
          if ((await tx.liveTableCount(placeId, wanted)) !== wanted.length)
            return refuseDayBook("unknownTable", language);
          const current = await tx.lockBooking(placeId, reservationId);
          if (!current) return refuseDayBook("bookingNotFound", language);
          if (!holdsTables(current.status))
            return refuseDayBook("transitionRefused", language, {
              status: dayBookText(language).status(current.status),
            });
          const before = (await tx.booking(placeId, current.id))?.tables.map((table) => table.id) ?? [];
          const day = await tx.bookingContext({
            placeId,
            from: current.startsAt,
            to: current.endsAt,
            exceptReservationId: current.id,
          });
          const taken = day.held.some(
            (held) =>
              held.startsAt < current.endsAt &&
              current.startsAt < held.endsAt &&
              held.tableIds.some((id) => wanted.includes(id)),
          );
          if (taken) return refuseDayBook("tableTaken", language);
          await tx.releaseTables(current.id);
          await tx.holdTables(current, wanted);
          await tx.record(placeId, current.id, "moved");
          await tx.audit(
            audit(actor, placeId, "reservation.move", current.id, snapshot(current, before), snapshot(current, wanted)),
          );
        })
        .catch(tableRace(language));
      return entry(placeId, reservationId, language);
    },

    /** A new party size or time, through the same availability rules as the diner's change. */
    async change(
      actor: PartnerActor | null,
      placeId: number,
      reservationId: string,
      changes: { party?: number | undefined; date?: string | undefined; time?: string | undefined },
      language: Language,
    ): Promise<DayBookEntry> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const { place, setup } = await placeAndSetup(placeId, language);
      await repository
        .transaction(async (tx) => {
          const settings = await tx.lockPlace(placeId);
          if (!settings) return refuseDayBook("notConfigured", language);
          const current = await tx.lockBooking(placeId, reservationId);
          if (!current) return refuseDayBook("bookingNotFound", language);
          if (current.status !== "pending" && current.status !== "confirmed")
            return refuseDayBook("transitionRefused", language, {
              status: dayBookText(language).status(current.status),
            });
          const local = localDateTime(current.startsAt, current.timeZone);
          const date = changes.date ?? local.date;
          const time = changes.time ?? local.time;
          const party = changes.party ?? current.party;
          if (party > settings.maxPartySize) throw reservationError("CANNOT_ASSIGN_TABLE", language);
          const [from, to] = dayWindow(date, current.timeZone);
          const day = await tx.bookingContext({ placeId, from, to, exceptReservationId: current.id });
          const venue = staffVenue(current.timeZone, setup, settings, day.timeBlocks);
          const verdict = evaluateRequest({ venue, party, now: now(), held: day.held }, date, time);
          if (!verdict.ok) throw reservationError(verdict.code, language);
          const before = (await tx.booking(placeId, current.id))?.tables.map((table) => table.id) ?? [];
          await tx.releaseTables(current.id);
          const updated = await tx.update(current.id, {
            party,
            startsAt: verdict.slot.startsAt,
            endsAt: verdict.endsAt,
            zoneId: verdict.assignment.zoneId,
            calendarSequence: current.calendarSequence + 1,
          });
          await tx.holdTables(updated, verdict.assignment.tableIds);
          await tx.enqueue(addressed(messagesFor("reservation-modified", updated, place)));
          if (updated.email || updated.phone) await scheduleReminder(tx, updated, place);
          await tx.audit(
            audit(
              actor,
              placeId,
              "reservation.change",
              current.id,
              snapshot(current, before),
              snapshot(updated, verdict.assignment.tableIds),
            ),
          );
        })
        .catch(tableRace(language, "CANNOT_ASSIGN_TABLE"));
      return entry(placeId, reservationId, language);
    },

    /** The venue's note and tags about the diner of a booking, shown on each of their bookings there. */
    async noteGuest(
      actor: PartnerActor | null,
      placeId: number,
      reservationId: string,
      input: { note: string; tags: GuestTagName[] },
      language: Language,
    ): Promise<DayBookEntry> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      await repository.transaction(async (tx) => {
        const booking = await tx.lockBooking(placeId, reservationId);
        if (!booking) return refuseDayBook("bookingNotFound", language);
        const guestKey = booking.email.trim().toLowerCase() || booking.phone.trim();
        if (!guestKey) return refuseDayBook("noGuestContact", language);
        const before = await tx.lockGuestNote(placeId, guestKey);
        const tags = [...new Set(input.tags)];
        await tx.saveGuestNote(placeId, guestKey, input.note, tags, actor?.id ?? null);
        // Every open day book shows the diner's bookings with the new note.
        await tx.record(placeId, booking.id, "guest");
        await tx.audit(audit(actor, placeId, "guest.note", booking.id, before ?? null, { note: input.note, tags }));
      });
      return entry(placeId, reservationId, language);
    },

    /** A booking taken by phone (confirmed for its time) or at the door (seated now). */
    async createBooking(
      actor: PartnerActor | null,
      placeId: number,
      input: StaffBooking,
      language: Language,
    ): Promise<DayBookEntry> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const { place, setup } = await placeAndSetup(placeId, language);
      const phoneText = input.phone?.trim() ?? "";
      const phone = phoneText ? normalizePhone(phoneText, "MX") : null;
      if (phoneText && !phone) refuseDayBook("invalidPhone", language);
      const id = randomUUID();
      await repository
        .transaction(async (tx) => {
          const settings = await tx.lockPlace(placeId);
          if (!settings) return refuseDayBook("notConfigured", language);
          if (input.party > settings.maxPartySize) throw reservationError("CANNOT_ASSIGN_TABLE", language);
          await bookAsStaff(
            tx,
            { reservations, now },
            actor,
            place,
            setup,
            settings,
            {
              id,
              walkIn: input.channel === "walk_in",
              date: input.date ?? "",
              time: input.time ?? "",
              party: input.party,
              firstName: input.firstName.trim(),
              lastName: input.lastName?.trim() ?? "",
              email: input.email?.trim().toLowerCase() ?? "",
              phone: phone?.e164 ?? "",
              countryCode: phone?.countryCode ?? "+52",
              language: input.language,
              note: input.note?.trim() || null,
              source: sourceOf[input.channel],
              userId: null,
              auditAction: `reservation.create.${input.channel}`,
            },
            language,
          );
        })
        .catch(tableRace(language, "CANNOT_ASSIGN_TABLE"));
      return entry(placeId, id, language);
    },
  };
}
