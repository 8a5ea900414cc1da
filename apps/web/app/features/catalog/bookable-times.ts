/**
 * Bookable times on the cards. The reservations domain computes them (its `bookableTimes`, on
 * another branch); these types mirror its interface so the web side is ready: the loaders ask it
 * once per page, at the call site marked "BOOKABLE TIMES", and hand the cards what it answered.
 */

/** A time a table can be booked: the venue's wall clock, YYYY-MM-DD and HH:mm. */
export interface BookableTime {
  date: string;
  time: string;
}

export interface PlaceBookableTimes {
  placeId: number;
  /** The place takes bookings here at all; nothing is shown when it does not. */
  bookable: boolean;
  /** Times near the one asked for. */
  times: BookableTime[];
  /** The first time after those, when none is near. */
  next: BookableTime | null;
}

export interface BookableTimesRequest {
  placeIds: number[];
  date: string;
  time: string;
  party: number;
}

/** What the loaders need of the reservations service; it may not have the method yet. */
export interface BookableTimesSource {
  bookableTimes(request: BookableTimesRequest): Promise<ReadonlyMap<number, PlaceBookableTimes>>;
}

/**
 * The reservations service as a source of bookable times, when it has the method: a typed optional
 * access, so this branch typechecks (and pages render) with or without it.
 */
export function bookableTimesSourceOf(service: object | undefined): BookableTimesSource | undefined {
  const candidate = service as Partial<BookableTimesSource> | undefined;
  return typeof candidate?.bookableTimes === "function" ? (candidate as BookableTimesSource) : undefined;
}

/** The answer by place id, as loader data (a plain object travels to the browser as it is). */
export type BookableTimesById = Record<number, PlaceBookableTimes>;

/**
 * The service's map as loader data. No source (the service has no such method) or a failure means
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
