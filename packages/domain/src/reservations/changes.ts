import { isLocalDate, isLocalTime, type Language } from "@sobremesa/contracts";
import { sqlState } from "@sobremesa/db";
import { evaluateRequest } from "./availability.ts";
import { reminderKeys } from "./booking-messages.ts";
import { addMinutes, localDateTime } from "./local-time.ts";
import type { Access, ReservationChanges, ReservationView } from "./reservation-types.ts";
import type { ReservationsDeps } from "./reservations-deps.ts";
import {
  ACTIVE,
  authorise,
  dayWindow,
  reservationError,
  setupUnderLock,
  venueOf,
  verdictError,
} from "./service-context.ts";

/** The guest's changes and cancellation, within the place's policy and under its lock. */
export function changes({
  repository,
  now,
  placeById,
  setupOf,
  forgetSetup,
  viewOf,
  messagesFor,
  scheduleReminder,
  venueMessagesFor,
}: ReservationsDeps) {
  return {
    async modify(
      code: string,
      access: Access,
      changes: ReservationChanges,
      language: Language,
    ): Promise<ReservationView> {
      const found = authorise(await repository.byCode(code.toUpperCase()), access, language);
      const place = await placeById(found.placeId);
      const copy = await setupOf(found.placeId);
      if (!place || !copy) throw reservationError("RESERVATION_NOT_FOUND", language);
      const row = await repository
        .transaction(async (tx) => {
          const settings = await tx.lockPlace(found.placeId);
          const setup = await setupUnderLock(tx, found.placeId, settings, copy, forgetSetup);
          if (!setup) throw reservationError("RESERVATION_CANNOT_BE_UPDATED", language);
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
        const venueStaff = await tx.venueRecipients(current.placeId);
        return tx.cancel(
          current.id,
          clock,
          cancelled.calendarSequence,
          [
            ...messagesFor("reservation-cancelled", cancelled, place),
            ...venueMessagesFor("partners-venue-cancelled", cancelled, place, venueStaff),
          ],
          reminderKeys(current),
        );
      });
      return viewOf(row);
    },
  };
}
