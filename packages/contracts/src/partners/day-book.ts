import { z } from "zod";
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../field-limits.ts";
import { textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { localDateField, localTimeField, partyField } from "../reservations/schemas.ts";
import { partnersQuery, venueParams } from "./schemas.ts";

/**
 * The venue's day book (partner console): a day's bookings with their tables, the staff's actions
 * on them (seat, complete, no-show, cancel with a reason), bookings taken by phone or at the door,
 * table moves and changes of party or time. Dates and times are the venue's wall clock.
 */

/** How a booking came in: the diner's website booking, or entered by staff from a call or at the door. */
export const bookingChannels = ["website", "phone", "walk_in"] as const;
export type BookingChannel = (typeof bookingChannels)[number];
export const dayBookStatuses = ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"] as const;
export type DayBookStatus = (typeof dayBookStatuses)[number];

/** What a venue's staff mark a diner with; shown on each of their next bookings there. */
export const guestTagNames = ["vip", "allergy", "celebration"] as const;
export type GuestTagName = (typeof guestTagNames)[number];
export const guestNote = z.object({ note: z.string(), tags: z.array(z.enum(guestTagNames)) });
export type GuestNote = z.infer<typeof guestNote>;

export const dayBookQuery = partnersQuery.extend({
  /** The venue's local date; its today when absent. */
  date: localDateField.optional(),
});
export const dayBookReservationParams = venueParams.extend({ reservationId: z.uuid("a booking's id") });

export const dayBookTable = z.object({
  id: z.number().int(),
  label: z.string(),
  zoneId: z.number().int(),
  zoneName: z.string(),
  minCovers: z.number().int(),
  maxCovers: z.number().int(),
});
export type DayBookTable = z.infer<typeof dayBookTable>;

export const dayBookEntry = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(dayBookStatuses),
  channel: z.enum(bookingChannels),
  party: z.number().int(),
  /** The arrival's local date and time, and the stay as instants. */
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  tables: z.array(z.object({ id: z.number().int(), label: z.string() })),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  language: z.enum(languages),
  occasion: z.string().nullable(),
  note: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The venue's notes and tags about this diner, from any of their bookings there. */
  guest: guestNote.nullable(),
});
export type DayBookEntry = z.infer<typeof dayBookEntry>;

export const dayBookAnswer = z.object({
  venue: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
  date: z.string(),
  /** The venue's today, for the date picker. */
  today: z.string(),
  tables: z.array(dayBookTable),
  reservations: z.array(dayBookEntry),
  /** The feed's position when read: live updates start after it. */
  lastEventId: z.number().int(),
});
export type DayBookAnswer = z.infer<typeof dayBookAnswer>;

export const dayBookEntryAnswer = z.object({ reservation: dayBookEntry });
export type DayBookEntryAnswer = z.infer<typeof dayBookEntryAnswer>;

const reasonField = textInput().trim().min(3).max(500);

/** What the host does with a booking; a cancellation tells the diner why. */
export const dayBookActionBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("seat") }),
  z.object({ action: z.literal("complete") }),
  z.object({ action: z.literal("no_show") }),
  z.object({ action: z.literal("cancel"), reason: reasonField }),
]);
export type DayBookActionBody = z.input<typeof dayBookActionBody>;
export type DayBookAction = z.infer<typeof dayBookActionBody>["action"];

const optionalText = (max: number) => textInput().trim().max(max).optional();

/** A booking taken by phone (a date and time) or at the door (seated now). */
export const staffBookingBody = z
  .object({
    channel: z.enum(["phone", "walk_in"]),
    date: localDateField.optional(),
    time: localTimeField.optional(),
    party: partyField,
    firstName: textInput().trim().min(1).max(PERSON_NAME_MAX_LENGTH),
    lastName: optionalText(PERSON_NAME_MAX_LENGTH),
    phone: optionalText(PHONE_MAX_LENGTH),
    email: z.union([z.literal(""), textInput().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email())]).optional(),
    /** The language the diner is written to in. */
    language: z.enum(languages).default("es"),
    note: optionalText(500),
  })
  .refine((body) => body.channel === "walk_in" || (body.date !== undefined && body.time !== undefined), {
    message: "a phone booking needs its date and time",
    path: ["time"],
  })
  .refine((body) => body.channel === "walk_in" || (body.phone !== undefined && body.phone.length >= 4), {
    message: "a phone booking needs the diner's phone number",
    path: ["phone"],
  });
export type StaffBookingBody = z.input<typeof staffBookingBody>;
export type StaffBooking = z.infer<typeof staffBookingBody>;

/** Moves a booking to other tables (one, or several pushed together). */
export const moveTableBody = z.object({
  tableIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(6),
});
export type MoveTableBody = z.input<typeof moveTableBody>;

/** A new party size, or time, or both (the same availability rules as the diner's change). */
export const changeBookingBody = z
  .object({ party: partyField.optional(), date: localDateField.optional(), time: localTimeField.optional() })
  .refine((body) => body.party !== undefined || body.date !== undefined || body.time !== undefined, {
    message: "a new party size, date or time",
  });
export type ChangeBookingBody = z.input<typeof changeBookingBody>;

/** The venue's note and tags about the diner of a booking (replacing the ones before). */
export const guestNoteBody = z.object({
  note: textInput().trim().max(1000).default(""),
  tags: z.array(z.enum(guestTagNames)).max(guestTagNames.length).default([]),
});
export type GuestNoteBody = z.input<typeof guestNoteBody>;

export const dayBookEventsQuery = partnersQuery.extend({
  /** The last event already seen (the day book's lastEventId); the Last-Event-ID header wins. */
  after: z.coerce.number<string | number>().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** One change of the day book, as the events stream sends it. */
export const dayBookEvent = z.object({
  id: z.number().int(),
  placeId: z.number().int(),
  reservationId: z.string(),
  kind: z.string(),
});
export type DayBookEvent = z.infer<typeof dayBookEvent>;
