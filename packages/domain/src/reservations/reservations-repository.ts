import type { Database } from "@sobremesa/db";
import { bookingContextQueries } from "./booking-context-repository.ts";
import { largePartyQueries } from "./large-party-repository.ts";
import { outboxQueries } from "./outbox-repository.ts";
import { placeQueries } from "./places-repository.ts";
import { reservationRowQueries } from "./reservation-rows-repository.ts";
import { venueNoticeQueries } from "./venue-notices-repository.ts";

export type { BookingContext } from "./booking-context-repository.ts";
export type { LargePartyRow, NewLargePartyRow } from "./large-party-repository.ts";
export type { NewOutboxRow } from "./outbox-repository.ts";
export type { PlaceSummary, VenueSettings, VenueSetup, ZoneNames } from "./places-repository.ts";
export type { NewReservationRow, ReservationRecord, ReservationRow } from "./reservation-rows-repository.ts";

/**
 * Every query of the reservations domain. Writes run inside `transaction`, whose repository locks
 * a place's settings row first: bookings of one place are decided one at a time (pacing and table
 * choice see every earlier booking), while the exclusion constraint on reservation_table_holds
 * stays the last word on overlaps.
 */
function repository(db: Database) {
  return {
    ...placeQueries(db),
    ...bookingContextQueries(db),
    ...reservationRowQueries(db),
    ...outboxQueries(db),
    ...venueNoticeQueries(db),
    ...largePartyQueries(db),
  };
}

type Queries = ReturnType<typeof repository>;

export type { Queries as ReservationsQueries };

export type ReservationsRepository = Queries & {
  /** Runs fn in one transaction with a repository bound to it. */
  transaction<T>(fn: (queries: Queries) => Promise<T>): Promise<T>;
};

export function createReservationsRepository(db: Database): ReservationsRepository {
  return {
    ...repository(db),
    transaction: (fn) => db.transaction((tx) => fn(repository(tx as unknown as Database))),
  };
}
