import { type Language, pathFor } from "@sobremesa/contracts";

import {
  BOOKING_QUERY as SHARED_BOOKING_QUERY,
  type BookingQuery as SharedBookingQuery,
  isIsoDate as sharedIsIsoDate,
  isIsoTime as sharedIsIsoTime,
  readBookingQuery as sharedReadBookingQuery,
  reservePath as sharedReservePath,
} from "#app/lib/navigation/booking-query.ts";

// The booking page's query (fecha, hora, personas) is shared plumbing, lib/navigation/booking-query.ts:
// the listings' "when and how many?" selector and the cards' time buttons write it too. Its names
// stay here for the booking feature, as declarations: the feature index tracing (vite/deep-imports.ts)
// follows relative re-exports only.
export const BOOKING_QUERY = SHARED_BOOKING_QUERY;
export type BookingQuery = SharedBookingQuery;
export const isIsoDate = sharedIsIsoDate;
export const isIsoTime = sharedIsIsoTime;
export const readBookingQuery = sharedReadBookingQuery;
export const reservePath = sharedReservePath;

/** The payment and cancellation policy of a place: /lugar/{slug}/politica-de-pago/. */
export function paymentPolicyPath(language: Language, slug: string): string {
  return pathFor("place-payment-policy", language, { slug });
}

/** The confirmation and manage page of a reservation, with its manage token when there is one. */
export function reservationPath(language: Language, code: string, token?: string | null): string {
  const path = pathFor("reservation", language, { code });
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** The booking form's contact section, target of the booking page's skip link. */
export const BOOKING_CONTACT_ID = "booking-contact";
