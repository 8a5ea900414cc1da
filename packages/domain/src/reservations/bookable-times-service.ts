import {
  addDays,
  BOOKABLE_TIMES_PER_PLACE,
  isLocalDate,
  isLocalTime,
  MAX_BOOKABLE_PLACES,
  MAX_DB_INTEGER,
} from "@sobremesa/contracts";
import { lastBookableDate } from "./availability.ts";
import { type BookableTime, NEXT_BOOKABLE_DAYS, nextBookable, timesAround } from "./bookable-times.ts";
import type { ReservationsDeps } from "./reservations-deps.ts";
import { venueOf } from "./service-context.ts";
import type { Venue } from "./venue-model.ts";

export interface BookableTimesQuery {
  placeIds: number[];
  /** The venue's wall clock: "YYYY-MM-DD" and "HH:mm". */
  date: string;
  time: string;
  party: number;
}

export interface PlaceBookableTimes {
  placeId: number;
  /** false: the place takes no online bookings, or not for this party (above maxPartySize). */
  bookable: boolean;
  /** Up to five, chronological. */
  times: BookableTime[];
  /** Only when times is empty. */
  next: BookableTime | null;
}

const HOUR_MS = 3_600_000;

/**
 * The service days after the asked date that the first read covers: two, so a card with nothing
 * near the asked time mostly finds its next one there (the places closed or full for longer are
 * read again). On PostgreSQL a listing's read costs about in proportion to the holds it returns: a
 * week of them cost half again as much as two days and a second read for the few.
 */
const FIRST_READ_DAYS = 2;

/**
 * The instants whose bookings and blocks can touch the slots of the service days from the one
 * before `date` to `lastServiceDay` days after it, for a venue in any zone: a date's local midnight
 * falls between 14 hours before and 12 after its UTC midnight, a shift runs at most into the day
 * after its own, and a stay lasts at most 12 hours.
 */
const readWindow = (date: string, lastServiceDay: number) => windowFrom(date, (lastServiceDay + 3) * 24);

function windowFrom(date: string, hoursAfter: number): { from: Date; to: Date } {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  return { from: new Date(midnight - 24 * HOUR_MS), to: new Date(midnight + hoursAfter * HOUR_MS) };
}

const earlierDate = (a: string, b: string) => (a < b ? a : b);

function checked(query: BookableTimesQuery): number[] {
  const placeIds = [...new Set(query.placeIds)];
  if (placeIds.length > MAX_BOOKABLE_PLACES)
    throw new RangeError(`at most ${MAX_BOOKABLE_PLACES} places per call, not ${placeIds.length}`);
  if (placeIds.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_DB_INTEGER))
    throw new RangeError("place ids are positive integers");
  if (!isLocalDate(query.date)) throw new RangeError(`not a calendar date: ${query.date}`);
  if (!isLocalTime(query.time)) throw new RangeError(`not a time as HH:mm: ${query.time}`);
  if (!Number.isInteger(query.party) || query.party < 1) throw new RangeError(`not a party size: ${query.party}`);
  return placeIds;
}

/**
 * Bookable times for many place cards at once, from the same rules as the booking page: a bounded
 * number of statements whatever the number of places (their contexts, the setups the cache misses,
 * and the later days of the places with nothing in the first read's).
 */
export function bookableTimesOf({ repository, now, setupsOf }: ReservationsDeps) {
  return {
    async bookableTimes(query: BookableTimesQuery): Promise<Map<number, PlaceBookableTimes>> {
      const placeIds = checked(query);
      const { date, time, party } = query;
      const answer = new Map<number, PlaceBookableTimes>(
        placeIds.map((placeId) => [placeId, { placeId, bookable: false, times: [], next: null }]),
      );
      if (placeIds.length === 0) return answer;
      const clock = now();
      const contexts = await repository.bookingContexts({ placeIds, ...readWindow(date, FIRST_READ_DAYS) });
      const versions = new Map<number, number>();
      for (const context of contexts)
        if (context.setupVersion !== null) versions.set(context.placeId, context.setupVersion);
      const setups = await setupsOf(versions);

      const firstReadEnd = addDays(date, FIRST_READ_DAYS);
      const later: { placeId: number; venue: Venue; lastDate: string }[] = [];
      for (const context of contexts) {
        const setup = setups.get(context.placeId);
        if (!setup || party > setup.settings.maxPartySize) continue;
        const venue = venueOf(context, setup, setup.settings, context.timeBlocks);
        const input = { venue, party, now: clock, held: context.held };
        const times = timesAround(input, date, time, BOOKABLE_TIMES_PER_PLACE);
        let next: BookableTime | null = null;
        if (times.length === 0) {
          const lastDate = lastBookableDate(clock.getTime(), context.timeZone, setup.settings.daysAhead);
          // Within what the first read covers, a time found on one of its dates is the first: later
          // service days seat nobody before their own date. Else the later days are read.
          next = nextBookable(input, date, time, earlierDate(lastDate, firstReadEnd));
          if ((!next || next.date > firstReadEnd) && lastDate > firstReadEnd) {
            later.push({ placeId: context.placeId, venue, lastDate });
            next = null;
          }
        }
        answer.set(context.placeId, { placeId: context.placeId, bookable: true, times, next });
      }
      if (later.length === 0) return answer;

      const laterContexts = await repository.bookingContexts({
        placeIds: later.map((place) => place.placeId),
        ...readWindow(date, NEXT_BOOKABLE_DAYS),
      });
      const laterOf = new Map(laterContexts.map((context) => [context.placeId, context]));
      for (const { placeId, venue, lastDate } of later) {
        const context = laterOf.get(placeId);
        if (!context) continue;
        const input = { venue: { ...venue, timeBlocks: context.timeBlocks }, party, now: clock, held: context.held };
        answer.set(placeId, { placeId, bookable: true, times: [], next: nextBookable(input, date, time, lastDate) });
      }
      return answer;
    },
  };
}
