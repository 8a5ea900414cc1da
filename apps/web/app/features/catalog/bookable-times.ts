import type { BookableTime, PlaceBookableTimes } from "@sobremesa/domain/reservations";

/**
 * Bookable times on the cards. The reservations domain computes them from the availability engine
 * the booking page uses (its `bookableTimes`); the loaders ask it once per page and hand the cards
 * what it answered.
 */

export type { BookableTime, PlaceBookableTimes };

/** The answer by place id, as loader data (a plain object travels to the browser as it is). */
export type BookableTimesById = Record<number, PlaceBookableTimes>;

/**
 * The service's map as loader data. No service (a server without reservations) or a failure means
 * no times: the cards are the page's point, the times an extra, so a failure is reported and skipped.
 */
export async function bookableTimesById(
  pending: Promise<ReadonlyMap<number, PlaceBookableTimes>> | undefined,
  onError: (error: unknown) => void,
): Promise<BookableTimesById> {
  if (!pending) return {};
  try {
    const answer = await pending;
    return Object.fromEntries([...answer].map(([placeId, times]) => [placeId, times]));
  } catch (error) {
    onError(error);
    return {};
  }
}
