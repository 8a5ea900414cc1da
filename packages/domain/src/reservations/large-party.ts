import { randomUUID } from "node:crypto";
import {
  addDays,
  DomainError,
  formatWallDate,
  type Language,
  type LargePartyRequestAnswer,
  normalizePhone,
} from "@sobremesa/contracts";
import { assertReplay, requestFingerprint } from "../payments/index.ts";
import { slotsOfDay } from "./availability.ts";
import { largePartyRequestedEmail, refuseLargeParty } from "./large-party-messages.ts";
import { largePartyProblem } from "./large-party-rules.ts";
import { localDateTime } from "./local-time.ts";
import { reservationProblem } from "./messages.ts";
import type { ReservationsDeps } from "./reservations-deps.ts";
import type { LargePartyRow, PlaceSummary } from "./reservations-repository.ts";
import { reservationError, venueOf } from "./service-context.ts";

export interface LargePartyRequest {
  placeSlug: string;
  party: number;
  date: string;
  time: string;
  name: string;
  email: string;
  countryCode: string;
  phone: string;
  message: string;
  language: Language;
}

const answerOf = (row: LargePartyRow, place: PlaceSummary): LargePartyRequestAnswer => ({
  id: row.id,
  status: row.status,
  placeName: place.name,
  party: row.party,
  date: row.date,
  time: row.time.slice(0, 5),
});

/**
 * A diner's request for more people than the venue takes online: checked against the venue's
 * limit, booking window and seating times, written once per Idempotency-Key (the booking's rule:
 * the same key with the same request answers the first one, with another is refused), with the
 * diner's copy by e-mail in the same transaction. The venue answers from its day book.
 */
export function largeParty({ repository, now, placeOrFail, setupOf }: ReservationsDeps) {
  return {
    async requestLargeParty(
      input: LargePartyRequest,
      context: { userId?: string | null; idempotencyKey?: string | null },
    ): Promise<{ request: LargePartyRequestAnswer; created: boolean }> {
      const { language } = input;
      const phone = normalizePhone(input.phone, input.countryCode);
      if (!phone)
        throw new DomainError("VALIDATION_FAILED", reservationProblem(language, "invalidPhone"), [
          { field: "phone", message: reservationProblem(language, "invalidPhoneField") },
        ]);
      const place = await placeOrFail(input.placeSlug, language);
      const key = context.idempotencyKey ?? null;
      const userId = context.userId ?? null;
      const requestHash = requestFingerprint(input);
      const replay = async () => {
        const existing = key ? await repository.largePartyByKey(key) : undefined;
        if (!existing) return undefined;
        assertReplay(
          { requestFingerprint: existing.requestHash, userId: existing.createdBy },
          { fingerprint: requestHash, userId },
          language,
        );
        return { request: answerOf(existing, place), created: false };
      };
      const first = await replay();
      if (first) return first;

      const setup = await setupOf(place.id);
      if (!setup || setup.shifts.length === 0) return refuseLargeParty("notTaking", language);
      const { settings } = setup;
      const clock = now();
      const today = localDateTime(clock, place.timeZone).date;
      const venue = venueOf(place, setup, settings, []);
      // Every seating time of the day, free or not (the venue decides), but not one already past.
      const seatingTimes = slotsOfDay(venue, input.date)
        .filter((slot) => slot.date === input.date && slot.startsAt.getTime() > clock.getTime())
        .map((slot) => slot.time);
      const problem = largePartyProblem({
        party: input.party,
        date: input.date,
        time: input.time,
        maxPartySize: settings.maxPartySize,
        today,
        daysAhead: settings.daysAhead,
        seatingTimes,
      });
      if (problem)
        return refuseLargeParty(problem, language, {
          max: settings.maxPartySize,
          last: formatWallDate(addDays(today, settings.daysAhead), language),
        });

      const row = await repository.transaction(async (tx) => {
        const created = await tx.insertLargeParty({
          id: randomUUID(),
          placeId: place.id,
          party: input.party,
          date: input.date,
          time: input.time,
          contactName: input.name.trim(),
          contactEmail: input.email.trim().toLowerCase(),
          contactPhone: phone.e164,
          message: input.message.trim(),
          language,
          status: "pending",
          createdBy: userId,
          idempotencyKey: key,
          requestHash: key ? requestHash : null,
        });
        if (created) await tx.enqueue([largePartyRequestedEmail(created, place)]);
        return created;
      });
      if (row) return { request: answerOf(row, place), created: true };
      // Another request with the same key was written first: answered from it.
      const again = await replay();
      if (again) return again;
      throw reservationError("RESERVATION_CANNOT_BE_CREATED", language);
    },
  };
}
