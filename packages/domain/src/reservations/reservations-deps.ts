import { bookingMessages } from "./booking-messages.ts";
import type { ReservationsServiceOptions } from "./reservation-types.ts";
import { reservationViews } from "./reservation-view.ts";
import type { ReservationsRepository } from "./reservations-repository.ts";
import { createServiceContext } from "./service-context.ts";

/** The shared context with the booking's view and messages: what each use-case module receives. */
export function createReservationsDeps(repository: ReservationsRepository, options: ReservationsServiceOptions) {
  const context = createServiceContext(repository, options);
  return { ...context, ...reservationViews(context), ...bookingMessages(context) };
}

export type ReservationsDeps = ReturnType<typeof createReservationsDeps>;
