import { addDays, COUNTRIES, isCountryCode, MINUTES_PER_DAY, timeOfMinutes } from "@sobremesa/contracts";
import { wallClock } from "#app/lib/format/wall-clock.ts";
import {
  BOOKING_QUERY,
  BOOKING_QUERY_ALIASES,
  type BookingQuery,
  isIsoDate,
  isIsoTime,
  readBookingQuery,
} from "#app/lib/navigation/booking-query.ts";

/**
 * "When and how many?": the date, time and party a diner looks for, kept in the URL with the
 * listing's filters under the booking page's names (fecha, hora, personas), so a card's time
 * button hands the same choice to the booking page. A value equal to its default is left out of
 * the URL: a page without a choice has no such parameters.
 */

export const DEFAULT_PARTY = 2;
export const MAX_PARTY = 20;
/** The time select's step, and the rounding of the default time ("20:10" -> "20:30"). */
export const TIME_STEP_MINUTES = 30;

/** What the URL chose; null is the default. */
export type WhenQuery = BookingQuery;

export interface WhenDefaults {
  /** Today in the zone: the date input's minimum. */
  today: string;
  /** Today, or tomorrow when the next half hour is past midnight. */
  date: string;
  /** The next half hour ("HH:mm"). */
  time: string;
  party: number;
}

/** The selector's state as the loader hands it to the page (the defaults come from the server's clock). */
export interface WhenSelection {
  query: WhenQuery;
  defaults: WhenDefaults;
}

export interface WhenValues {
  date: string;
  time: string;
  party: number;
}

/** The main time zone of a listing's country; Mexico's for anything else. */
export function timeZoneOf(countryCode: string): string {
  return isCountryCode(countryCode) ? COUNTRIES[countryCode].timeZone : COUNTRIES.mx.timeZone;
}

/** Today, the next half hour (on the next day past 23:30) and two people, in the zone. */
export function whenDefaults(now: Date, timeZone: string): WhenDefaults {
  const { date, minutes } = wallClock(now, timeZone);
  const next = Math.ceil(minutes / TIME_STEP_MINUTES) * TIME_STEP_MINUTES;
  return {
    today: date,
    date: next >= MINUTES_PER_DAY ? addDays(date, 1) : date,
    time: timeOfMinutes(next),
    party: DEFAULT_PARTY,
  };
}

/**
 * The choice of some values, validated against the defaults: malformed values, a day before today
 * and a party outside 1-20 are dropped, and a value equal to its default is null (left out).
 */
export function whenChoice(
  values: { date?: string | null; time?: string | null; party?: number | null },
  defaults: WhenDefaults,
): WhenQuery {
  const date = isIsoDate(values.date) && values.date >= defaults.today ? values.date : null;
  const time = isIsoTime(values.time) ? values.time : null;
  const party =
    typeof values.party === "number" && Number.isInteger(values.party) && values.party >= 1 && values.party <= MAX_PARTY
      ? values.party
      : null;
  return {
    date: date === defaults.date ? null : date,
    time: time === defaults.time ? null : time,
    party: party === defaults.party ? null : party,
  };
}

/** A URL's choice (either language's names); see whenChoice. */
export function parseWhenQuery(search: string | URLSearchParams, defaults: WhenDefaults): WhenQuery {
  return whenChoice(readBookingQuery(search), defaults);
}

/** A page's selector state: the URL's choice, and the defaults on the clock of the country's main zone. */
export function whenSelectionOf(search: URLSearchParams, countryCode: string, now = new Date()): WhenSelection {
  const defaults = whenDefaults(now, timeZoneOf(countryCode));
  return { query: parseWhenQuery(search, defaults), defaults };
}

/** What the selector shows and the cards are asked for: the choice, else the defaults. */
export function whenValues(selection: WhenSelection): WhenValues {
  const { query, defaults } = selection;
  return { date: query.date ?? defaults.date, time: query.time ?? defaults.time, party: query.party ?? defaults.party };
}

const ALL_KEYS: readonly string[] = [...Object.values(BOOKING_QUERY), ...Object.values(BOOKING_QUERY_ALIASES)];

/** Whether a query parameter is one of the choice's (either spelling). */
export function isWhenKey(name: string): boolean {
  return ALL_KEYS.includes(name);
}

/** A query without the choice's parameters (either spelling): what the selector's form keeps as hidden fields. */
export function withoutWhen(search: string | URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of ALL_KEYS) params.delete(name);
  return params;
}

/** The choice as query text, "fecha=2026-11-28&hora=21:00&personas=4": defaults left out; the values are validated, so nothing needs escaping. */
export function whenQueryText(query: WhenQuery): string {
  return [
    query.date ? `${BOOKING_QUERY.date}=${query.date}` : "",
    query.time ? `${BOOKING_QUERY.time}=${query.time}` : "",
    query.party ? `${BOOKING_QUERY.party}=${query.party}` : "",
  ]
    .filter(Boolean)
    .join("&");
}

/** A path (with or without a query) with the choice written in at the end, replacing any there. */
export function withWhen(href: string, query: WhenQuery): string {
  const at = href.indexOf("?");
  const path = at === -1 ? href : href.slice(0, at);
  const search = at === -1 ? "" : href.slice(at + 1);
  const params = new URLSearchParams(search);
  const kept = [...params.keys()].some(isWhenKey) ? withoutWhen(params).toString().replaceAll("%2C", ",") : search;
  const text = [kept, whenQueryText(query)].filter(Boolean).join("&");
  return text ? `${path}?${text}` : path;
}

/** The time select's options: every half hour of the day, plus a chosen time between them (a hand-written link's). */
export function timeOptions(chosen?: string): string[] {
  const times = Array.from({ length: MINUTES_PER_DAY / TIME_STEP_MINUTES }, (_, index) =>
    timeOfMinutes(index * TIME_STEP_MINUTES),
  );
  if (chosen && isIsoTime(chosen) && !times.includes(chosen)) times.push(chosen);
  return times.sort();
}

/** The party select's options, 1 to 20. */
export const PARTY_SIZES: readonly number[] = Array.from({ length: MAX_PARTY }, (_, index) => index + 1);
