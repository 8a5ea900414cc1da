import type { Language } from "@sobremesa/contracts";
import { searchOpeningSignIn } from "#app/features/sign-in/index.ts";
import { reservePath } from "#app/lib/navigation/booking-query.ts";

/**
 * The zone chosen on the booking page, kept in its URL beside fecha, hora and personas when the
 * diner leaves to sign in, so the page they return to has it chosen again.
 */
export const ZONE_PARAM = "zona";

/** The zone of a booking page URL, a positive id or null. */
export function readZoneParam(search: string | URLSearchParams): number | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const value = params.get(ZONE_PARAM);
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const zone = Number(value);
  return zone > 0 ? zone : null;
}

export interface BookingChoice {
  date: string | null;
  time: string | null;
  party: number;
  /** "" means no preference. */
  zoneId: string;
}

/** The booking page with the choice on screen: where signing in brings the diner back. */
export function bookingReturnPath(language: Language, placeSlug: string, choice: BookingChoice): string {
  const path = reservePath(language, placeSlug, choice);
  const zone = readZoneParam(new URLSearchParams({ [ZONE_PARAM]: choice.zoneId }));
  if (zone === null) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${ZONE_PARAM}=${zone}`;
}

/**
 * The link that opens the sign-in panel on the booking page (the site's `?login=1&next=`, whose
 * return path must stay on this site), with the choice in both the page's URL and the return path.
 */
export function signInFromBooking(language: Language, placeSlug: string, choice: BookingChoice) {
  const [pathname = "", query = ""] = bookingReturnPath(language, placeSlug, choice).split("?");
  return { pathname, search: searchOpeningSignIn(pathname, query ? `?${query}` : "") };
}
