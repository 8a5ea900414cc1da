export {
  type Assignment,
  type AvailabilityInput,
  availabilityOfDay,
  evaluateRequest,
  evaluateSlot,
  findSlot,
  type Slot,
  type SlotVerdict,
  slotsOfDay,
  turnMinutes,
  type UnavailableCode,
} from "./availability.ts";
export { type BookableTime, nextBookable, timesAround } from "./bookable-times.ts";
export type { BookableTimesQuery, PlaceBookableTimes } from "./bookable-times-service.ts";
export { reminderKeys } from "./booking-messages.ts";
export type { LargePartyRequest } from "./large-party.ts";
export {
  largePartyAcceptedIntro,
  largePartyDeclinedEmail,
} from "./large-party-messages.ts";
export { LARGE_PARTY_LIMIT, type LargePartyProblem, largePartyProblem } from "./large-party-rules.ts";
export { addMinutes, askedInstant, localDateTime, zonedInstant } from "./local-time.ts";
export { reservationMessage } from "./messages.ts";
export {
  type Access,
  type Contact,
  type CreateReservationInput,
  type FinishedVisit,
  REMINDER_LEAD_MINUTES,
  type ReservationChanges,
  type ReservationView,
} from "./reservation-types.ts";
export { createReservationsDeps, type ReservationsDeps } from "./reservations-deps.ts";
export {
  createReservationsRepository,
  type LargePartyRow,
  type PlaceSummary,
  type ReservationRow,
  type ReservationsQueries,
  type VenueSetup,
} from "./reservations-repository.ts";
export type { ReservationsService } from "./reservations-service.ts";
export { dayWindow, managePath, reservationCode, reservationError } from "./service-context.ts";
export type * from "./venue-model.ts";
export { type VenueNotice, venueNotices } from "./venue-notices.ts";

import type { Database } from "@sobremesa/db";
import type { ReservationsServiceOptions } from "./reservation-types.ts";
import { createReservationsRepository } from "./reservations-repository.ts";
import { createReservationsService } from "./reservations-service.ts";

/**
 * Table reservations: availability from the venue model (pure rules in availability.ts), and
 * create, read, modify and cancel under a per-place lock, with the database's exclusion constraint
 * as the final guard against double booking.
 */
export function reservationsService(db: Database, options: ReservationsServiceOptions) {
  return createReservationsService(createReservationsRepository(db), options);
}
