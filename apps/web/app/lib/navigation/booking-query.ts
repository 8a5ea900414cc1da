import { isLocalDate, isLocalTime, type Language, pathFor } from "@sobremesa/contracts";

/**
 * The booking page's query: a date, a time and a party. Parameter names are the same in both
 * languages (like the listing's, see features/filters/filters-url.ts), so the language switch keeps them:
 *   fecha     the date, YYYY-MM-DD (the venue's wall clock)
 *   hora      the time, HH:mm
 *   personas  the party size
 * The English words (date, time, party) are read too, for hand-written links. Shared plumbing: the
 * booking page reads it, the listings' "when and how many?" selector writes it, and the cards' time
 * buttons link to the booking page with it.
 */
export const BOOKING_QUERY = { date: "fecha", time: "hora", party: "personas" } as const;

/** The English spellings read as well. */
export const BOOKING_QUERY_ALIASES = { date: "date", time: "time", party: "party" } as const;

export interface BookingQuery {
  date: string | null;
  time: string | null;
  party: number | null;
}

/** A real calendar date as YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string | null | undefined): value is string {
  return Boolean(value && isLocalDate(value));
}

/** A wall-clock time as HH:mm. */
export function isIsoTime(value: string | null | undefined): value is string {
  return Boolean(value && isLocalTime(value));
}

/** The choice a URL's query carries; anything malformed is left out (null). */
export function readBookingQuery(search: string | URLSearchParams): BookingQuery {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const date = params.get(BOOKING_QUERY.date) ?? params.get(BOOKING_QUERY_ALIASES.date);
  const time = params.get(BOOKING_QUERY.time) ?? params.get(BOOKING_QUERY_ALIASES.time);
  const partyText = params.get(BOOKING_QUERY.party) ?? params.get(BOOKING_QUERY_ALIASES.party);
  const party = partyText && /^\d{1,3}$/.test(partyText) ? Number(partyText) : null;
  return {
    date: isIsoDate(date) ? date : null,
    time: isIsoTime(time) ? time : null,
    party: party !== null && party >= 1 && party <= 100 ? party : null,
  };
}

/** The booking page of a place, with the picker's choice: /lugar/{slug}/reservar/?fecha=&hora=&personas=. */
export function reservePath(
  language: Language,
  slug: string,
  choice: { date?: string | null; time?: string | null; party?: number | null } = {},
): string {
  const params = new URLSearchParams();
  if (choice.date) params.set(BOOKING_QUERY.date, choice.date);
  if (choice.time) params.set(BOOKING_QUERY.time, choice.time);
  if (choice.party) params.set(BOOKING_QUERY.party, String(choice.party));
  const query = params.toString();
  return `${pathFor("place-reserve", language, { slug })}${query ? `?${query}` : ""}`;
}
