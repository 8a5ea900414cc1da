import { type CreateReservationBody, createReservationBody, normalizePhone } from "@sobremesa/contracts";
import { checkValues, type FormChecks } from "#app/lib/forms/use-zod-form.ts";
import type { TFunction } from "#app/lib/i18n/translate.ts";
import { type BookingFormValues, type BookingValidation, bookingCandidate, bookingFormRules } from "./booking-form";

/**
 * The contract's schema (the server's own rules) plus the phone against its country
 * (libphonenumber-js), checked when the phone and its dial code are otherwise fine.
 */
export const bookingChecks: FormChecks<CreateReservationBody> = {
  schema: createReservationBody,
  moreIssues: (candidate, wrong) => {
    if (wrong.has("contact.phone") || wrong.has("contact.countryCode")) return [];
    const { contact } = candidate as ReturnType<typeof bookingCandidate>;
    return normalizePhone(contact.phone, contact.countryCode) ? [] : [["contact", "phone"]];
  },
};

/** Checks the form as the booking page does, and gives the contract's body without the language. */
export function validateBooking(placeSlug: string, values: BookingFormValues, t: TFunction): BookingValidation {
  const result = checkValues(
    bookingChecks,
    values,
    { ...bookingFormRules, candidate: (form) => bookingCandidate(placeSlug, form) },
    t,
  );
  if (!result.ok) return result;
  const { lang: _lang, ...body } = result.output;
  return { ok: true, body };
}
