import { bookableTimesOf } from "./bookable-times-service.ts";
import { booking } from "./booking.ts";
import { changes } from "./changes.ts";
import { dayAvailability } from "./day-availability.ts";
import { largeParty } from "./large-party.ts";
import { lookup } from "./lookup.ts";
import type { ReservationsServiceOptions } from "./reservation-types.ts";
import { createReservationsDeps } from "./reservations-deps.ts";
import type { ReservationsRepository } from "./reservations-repository.ts";
import { visits } from "./visits.ts";

/**
 * The reservations service, one module per use case: a day's availability (day-availability.ts),
 * the bookable times of many place cards (bookable-times-service.ts), booking (booking.ts), finding
 * bookings (lookup.ts), changing and cancelling (changes.ts), what follows a visit (visits.ts), and
 * asking for a party above the online limit (large-party.ts). They share the context, views and
 * messages of reservations-deps.ts.
 */
export function createReservationsService(repository: ReservationsRepository, options: ReservationsServiceOptions) {
  const deps = createReservationsDeps(repository, options);
  return {
    ...dayAvailability(deps),
    ...bookableTimesOf(deps),
    ...booking(deps),
    ...lookup(deps),
    ...changes(deps),
    ...visits(deps),
    ...largeParty(deps),
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
