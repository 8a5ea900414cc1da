import { type Language, pathFor } from "@sobremesa/contracts";

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
