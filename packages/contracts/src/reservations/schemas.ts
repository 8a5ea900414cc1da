import { z } from "zod";
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../field-limits.ts";
import { calendarDateInput, idInput, idParamInput, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { reservationQuery } from "../surfaces.ts";
import { occasions } from "./occasions.ts";

/**
 * The reservation system's booking endpoints, on the /rsv surface: JSON bodies and
 * requestFrom=WEBSITE on every call. Dates and times are the venue's wall clock.
 */

export const localDateField = calendarDateInput;
export const localTimeField = textInput().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:mm");
export const partyField = z.coerce.number().int().min(1).max(100);
const placeSlugField = z
  .string()
  .trim()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9-]+$/, "a place slug");
export const reservationCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,12}$/, "a reservation code");
const optionalText = (max: number) => textInput().trim().max(max).optional();

export const availabilityParams = z.object({ slug: placeSlugField });
export const availabilityQuery = reservationQuery.extend({
  date: localDateField,
  party: partyField,
  zoneId: idParamInput.optional(),
  lang: z.enum(languages).default("es"),
});

export const slotAnswer = z.object({
  date: z.string(),
  time: z.string(),
  available: z.boolean(),
  /** Why the slot cannot be booked (one of the reservation system's error codes); null when it can. */
  reason: z.string().nullable(),
});

export const availabilityAnswer = z.object({
  data: z.object({
    place: z.object({ id: z.number(), slug: z.string(), name: z.string(), timeZone: z.string() }),
    date: z.string(),
    party: z.number(),
    /** The venue's today and the last date its booking window reaches. */
    today: z.string(),
    lastDate: z.string(),
    maxPartySize: z.number(),
    cancelUntilHours: z.number(),
    /** Minor units of the currency per guest; null when no deposit is asked. */
    depositPerGuest: z.number().nullable(),
    currency: z.string(),
    zones: z.array(z.object({ id: z.number(), name: z.string() })),
    slots: z.array(slotAnswer),
  }),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswer>;

/** The reservation contact template (fullname and note are optional extras). */
export const reservationContact = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4}|[a-zA-Z]{2})$/, 'a dial code such as "+52"'),
  email: textInput().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  firstName: textInput().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  lastName: textInput().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
  fullname: optionalText(170),
  phone: textInput().trim().min(4).max(PHONE_MAX_LENGTH),
  note: optionalText(500),
});
export type ReservationContact = z.infer<typeof reservationContact>;

export const createReservationBody = z.object({
  placeSlug: placeSlugField,
  date: localDateField,
  time: localTimeField,
  party: partyField,
  zoneId: idInput.optional(),
  occasion: z.enum(occasions).optional(),
  note: optionalText(500),
  contact: reservationContact,
  lang: z.enum(languages).default("es"),
});
export type CreateReservationBody = z.input<typeof createReservationBody>;

/** An Idempotency-Key header: a retried create with the same key answers the first result. */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{8,128}$/, "8 to 128 letters, digits, dots, colons, underscores or hyphens")
    .optional(),
});

export const reservationAnswer = z.object({
  code: z.string(),
  status: z.string(),
  place: z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    timeZone: z.string(),
    areaName: z.string(),
  }),
  party: z.number(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  zone: z.object({ id: z.number(), name: z.string() }).nullable(),
  occasion: z.string().nullable(),
  note: z.string().nullable(),
  contact: z.object({
    countryCode: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
  }),
  changeableUntil: z.string(),
  canChange: z.boolean(),
  manageToken: z.string(),
  managePath: z.string(),
  /** The calendar entry (an iCalendar text) and the Google Calendar link, free of the manage token. */
  calendar: z.object({ ics: z.string(), googleUrl: z.string() }),
});
export type ReservationAnswer = z.infer<typeof reservationAnswer>;
export const reservationEnvelope = z.object({ data: reservationAnswer });

/** Asks for the manage link again: it goes to the booking's e-mail, and only when this is that e-mail. */
export const reservationLinkBody = z.object({
  email: textInput().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  lang: z.enum(languages).default("es"),
});
/** The same answer whether or not such a booking exists. */
export const reservationLinkAnswer = z.object({ data: z.object({ accepted: z.literal(true) }) });
export const reservationList = z.object({ data: z.array(reservationAnswer) });

export const reservationParams = z.object({ code: reservationCodeField });
/** Reading, changing or cancelling: the manage link's token, unless the owner is signed in. */
export const manageQuery = reservationQuery.extend({
  token: textInput().trim().max(100).optional(),
  lang: z.enum(languages).default("es"),
});

export const modifyReservationBody = z
  .object({
    date: localDateField.optional(),
    time: localTimeField.optional(),
    party: partyField.optional(),
    zoneId: idInput.nullable().optional(),
    occasion: z.enum(occasions).nullable().optional(),
    note: textInput().trim().max(500).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: "nothing to change" });
export type ModifyReservationBody = z.input<typeof modifyReservationBody>;
