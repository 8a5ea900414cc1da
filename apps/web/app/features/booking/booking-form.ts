import type { CreateReservationBody, occasions } from "@sobremesa/contracts";

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
