import type { CreateReservationBody, occasions } from "@sobremesa/contracts";
import type { FieldProblem } from "#app/lib/forms/use-zod-form.ts";
import type { TFunction } from "#app/lib/i18n/translate.ts";

export const NOTE_MAX = 500;

/** What the booking form holds (strings as the inputs give them). */
export interface BookingFormValues {
  date: string | null;
  time: string | null;
  party: number;
  /** "" means no preference. */
  zoneId: string;
  /** "" means none given. */
  occasion: "" | (typeof occasions)[number];
  note: string;
  countryCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** The fields that can be wrong, in the order the form shows them (focus goes to the first). */
export const bookingFields = ["time", "firstName", "lastName", "email", "countryCode", "phone", "note"] as const;
export type BookingField = (typeof bookingFields)[number];
export type BookingErrors = Partial<Record<BookingField, string>>;

const CONTACT_FIELDS: Record<string, BookingField> = {
  countryCode: "countryCode",
  email: "email",
  firstName: "firstName",
  lastName: "lastName",
  phone: "phone",
};

/** The form field behind a path of the contract ("contact.phone" -> phone), if the form shows it. */
export function fieldOfPath(path: readonly PropertyKey[] | string): BookingField | undefined {
  const parts = typeof path === "string" ? path.split(".") : path.map(String);
  if (parts[0] === "contact" && parts[1]) return CONTACT_FIELDS[parts[1]];
  if (parts[0] === "time" || parts[0] === "date" || parts[0] === "party") return "time";
  if (parts[0] === "note") return "note";
  return undefined;
}

export type BookingValidation =
  | { ok: true; body: Omit<CreateReservationBody, "lang"> }
  | { ok: false; errors: BookingErrors; first: BookingField };

/** What the contract checks, from the form's values (trimmed, the zone as a number). */
export function bookingCandidate(placeSlug: string, values: BookingFormValues) {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const note = values.note.trim();
  return {
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
}

/** Every problem for the person in the page language: required when left empty, else invalid. */
export function bookingMessage({ field, empty }: FieldProblem<BookingFormValues, BookingField>, t: TFunction): string {
  if (field === "note") return t("booking.form.errors.noteTooLong", { max: NOTE_MAX });
  return t(empty ? `booking.form.errors.${field}Required` : `booking.form.errors.${field}Invalid`);
}

export const bookingFormRules = {
  fields: bookingFields,
  fieldOfPath,
  message: bookingMessage,
  // Nothing the form shows is wrong but the contract still refuses (a bad place slug): say so at the time.
  unshownField: "time",
} as const;
