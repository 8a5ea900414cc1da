import { createReservationBody, normalizePhone } from "@sobremesa/contracts";
import type { TFunction } from "#app/lib/i18n/translate.ts";
import {
  type BookingErrors,
  type BookingField,
  type BookingFormValues,
  type BookingValidation,
  bookingFields,
  fieldOfPath,
  NOTE_MAX,
} from "./booking-form";

function messageFor(field: BookingField, values: BookingFormValues, t: TFunction): string {
  const empty: Record<BookingField, boolean> = {
    time: !values.time,
    firstName: values.firstName.trim() === "",
    lastName: values.lastName.trim() === "",
    email: values.email.trim() === "",
    countryCode: values.countryCode.trim() === "",
    phone: values.phone.trim() === "",
    note: false,
  };
  if (field === "note") return t("booking.form.errors.noteTooLong", { max: NOTE_MAX });
  return t(empty[field] ? `booking.form.errors.${field}Required` : `booking.form.errors.${field}Invalid`);
}

/**
 * Checks the form with the contract's schema (the server's own rules) plus the phone against its
 * country (libphonenumber-js), and words every problem for the person in the page language.
 */
export function validateBooking(placeSlug: string, values: BookingFormValues, t: TFunction): BookingValidation {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const note = values.note.trim();
  const candidate = {
    placeSlug,
    date: values.date ?? "",
    time: values.time ?? "",
    party: values.party,
    zoneId: values.zoneId ? Number(values.zoneId) : undefined,
    occasion: values.occasion || undefined,
    note: note || undefined,
    contact: {
      countryCode: values.countryCode.trim(),
      email: values.email.trim(),
      firstName,
      lastName,
      fullname: `${firstName} ${lastName}`.trim() || undefined,
      phone: values.phone.trim(),
    },
  };
  const errors: BookingErrors = {};
  const parsed = createReservationBody.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field && !errors[field]) errors[field] = messageFor(field, values, t);
    }
  }
  if (!errors.phone && !errors.countryCode && !normalizePhone(candidate.contact.phone, candidate.contact.countryCode)) {
    errors.phone = messageFor("phone", values, t);
  }
  const first = bookingFields.find((field) => errors[field]);
  if (first) return { ok: false, errors, first };
  // Nothing the form shows is wrong but the contract still refuses (a bad place slug): say so at the time.
  if (!parsed.success) return { ok: false, errors: { time: t("booking.form.errors.timeInvalid") }, first: "time" };
  const { lang: _lang, ...body } = parsed.data;
  return { ok: true, body };
}
