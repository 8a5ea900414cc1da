import { randomBytes, randomUUID } from "node:crypto";
import { DomainError, isLocalDate, isLocalTime, normalizePhone } from "@sobremesa/contracts";
import { sqlState } from "@sobremesa/db";
import { assertReplay, requestFingerprint } from "../payments/index.ts";
import { evaluateRequest } from "./availability.ts";
import { reservationProblem } from "./messages.ts";
import type { CreateReservationInput, ReservationView } from "./reservation-types.ts";
import type { ReservationsDeps } from "./reservations-deps.ts";
import type { NewReservationRow } from "./reservations-repository.ts";
import {
  dayWindow,
  reservationCode,
  reservationError,
  setupUnderLock,
  venueOf,
  verdictError,
} from "./service-context.ts";

/** Making a booking: one at a time per place, answered again from the stored row when sent twice. */
export function booking({
  repository,
  now,
  placeOrFail,
  setupOf,
  forgetSetup,
  viewOf,
  messagesFor,
  remindersFor,
  venueMessagesFor,
}: ReservationsDeps) {
  return {
    async create(input: CreateReservationInput, context: { userId?: string | null; idempotencyKey?: string | null }) {
      const language = input.language;
      if (!isLocalDate(input.date) || !isLocalTime(input.time))
        throw reservationError("RESERVATION_CANNOT_BE_CREATED", language);
      const phone = normalizePhone(input.contact.phone, input.contact.countryCode);
      if (!phone)
        throw new DomainError("VALIDATION_FAILED", reservationProblem(language, "invalidPhone"), [
          { field: "contact.phone", message: reservationProblem(language, "invalidPhoneField") },
        ]);
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
      const copy = await setupOf(place.id);
      const email = input.contact.email.trim().toLowerCase();
      try {
        const row = await repository.transaction(async (tx) => {
          const settings = await tx.lockPlace(place.id);
          const setup = await setupUnderLock(tx, place.id, settings, copy, forgetSetup);
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
          const venueStaff = await tx.venueRecipients(place.id);
          return tx.insert(reservation, verdict.assignment.tableIds, [
            ...messagesFor("reservation-confirmed", reservation, place),
            ...remindersFor(reservation, place),
            ...venueMessagesFor("partners-venue-booked", { ...reservation, cancelReason: null }, place, venueStaff),
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
  };
}
