import { z } from "zod";
import { calendarDateInput, idInput, idParamInput, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { paymentPolicy } from "./floor.ts";

/**
 * A venue's service setup in the partner console: its shifts (per weekday), booking window and
 * minimum notice, and time blocks. Owners and managers change it; the edge checks shapes and sizes,
 * the partners domain the rules (overlaps, the past, bookings in the way) in the person's language.
 */

const lang = z.enum(languages).optional();
/** A wall-clock time in the venue's zone. */
export const setupTimeField = textInput().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time as HH:mm (00:00 to 23:59)");
const version = z.number().int().min(0).max(2_147_483_647);
/** Said again after the venue was told which bookings a change touches: go ahead and keep them. */
const keepExisting = z.boolean().default(false);

export const shiftParams = z.object({ venueId: idParamInput, shiftId: idParamInput });
export const timeBlockParams = z.object({ venueId: idParamInput, blockId: idParamInput });

export const turnTimeField = z.object({
  /** Parties up to this many guests stay `minutes`. */
  maxParty: z.number().int().min(1).max(100),
  minutes: z.number().int().min(15).max(720),
});

export const shiftBody = z.object({
  nameEs: textInput().trim().min(1).max(60),
  nameEn: textInput().trim().min(1).max(60),
  /** 0 Sunday ... 6 Saturday: the days the shift starts on. */
  weekdays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  firstSeating: setupTimeField,
  lastSeating: setupTimeField,
  /** The last seating is after midnight (earlier on the clock than the first). */
  crossesMidnight: z.boolean().default(false),
  slotIntervalMinutes: z.number().int().min(5).max(240),
  turnTimes: z.array(turnTimeField).min(1).max(20),
  /** The most guests that may start in one slot; null for no limit. */
  pacingCovers: z.number().int().min(1).max(1000).nullable().default(null),
  keepExisting,
  lang,
});
export type ShiftBody = z.input<typeof shiftBody>;
/** A shift as the domain receives it, defaults applied. */
export type ShiftFields = Omit<z.output<typeof shiftBody>, "lang">;

/** An edit names the version it was made from: a shift changed meanwhile is refused (409), not overwritten. */
export const shiftUpdateBody = shiftBody.extend({ version });
export type ShiftUpdateBody = z.input<typeof shiftUpdateBody>;

export const shiftDeleteQuery = z.object({
  version: z.coerce.number<string | number>().int().min(0).max(2_147_483_647),
  keepExisting: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  lang,
});

export const bookingWindowBody = z.object({
  /** How many days after today a date may be booked. */
  daysAhead: z.number().int().min(0).max(366),
  /** How long before the arrival a booking must be made. */
  minNoticeMinutes: z.number().int().min(0).max(10_080),
  version,
  lang,
});
export type BookingWindowBody = z.input<typeof bookingWindowBody>;

export const timeBlockBody = z.object({
  /** global: the whole venue; specific: the zones and tables named. */
  scope: z.enum(["global", "specific"]),
  zoneIds: z.array(idInput).max(200).default([]),
  tableIds: z.array(idInput).max(500).default([]),
  /** In the venue's zone; the end date defaults to the start date. */
  date: calendarDateInput,
  startTime: setupTimeField,
  endDate: calendarDateInput.optional(),
  endTime: setupTimeField,
  reason: textInput().trim().min(1).max(200),
  keepExisting,
  lang,
});
export type TimeBlockBody = z.input<typeof timeBlockBody>;
/** A time block as the domain receives it, defaults applied. */
export type TimeBlockFields = Omit<z.output<typeof timeBlockBody>, "lang">;

export const setupShift = z.object({
  id: z.number().int(),
  nameEs: z.string(),
  nameEn: z.string(),
  weekdays: z.array(z.number().int()),
  firstSeating: z.string(),
  lastSeating: z.string(),
  crossesMidnight: z.boolean(),
  slotIntervalMinutes: z.number().int(),
  turnTimes: z.array(turnTimeField),
  pacingCovers: z.number().int().nullable(),
  version: z.number().int(),
});
export type SetupShift = z.infer<typeof setupShift>;

export const setupTimeBlock = z.object({
  id: z.number().int(),
  scope: z.enum(["global", "specific"]),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The same instants as wall-clock dates and times in the venue's zone. */
  date: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  zoneIds: z.array(z.number().int()),
  tableIds: z.array(z.number().int()),
  reason: z.string().nullable(),
});
export type SetupTimeBlock = z.infer<typeof setupTimeBlock>;

export const bookingWindow = z.object({
  daysAhead: z.number().int(),
  minNoticeMinutes: z.number().int(),
  version: z.number().int(),
});
export type BookingWindow = z.infer<typeof bookingWindow>;

export const venueSetupAnswer = z.object({
  timeZone: z.string(),
  /** Null for a venue that does not take bookings yet (no booking settings). */
  window: bookingWindow.nullable(),
  /** Deposit, free cancellation and the largest party online; null like the window. */
  policy: paymentPolicy.nullable(),
  shifts: z.array(setupShift),
  zones: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tables: z.array(z.object({ id: z.number().int(), zoneId: z.number().int(), label: z.string() })),
  /** Blocks not yet over, soonest first. */
  timeBlocks: z.array(setupTimeBlock),
});
export type VenueSetupAnswer = z.infer<typeof venueSetupAnswer>;

export const shiftAnswer = z.object({ shift: setupShift });
export const bookingWindowAnswer = z.object({ window: bookingWindow });
export const timeBlockAnswer = z.object({ timeBlock: setupTimeBlock });
export const setupRemovedAnswer = z.object({ removed: z.literal(true) });

/** A booking a setup change would leave without its time (the details of a SETUP_BOOKINGS_CONFLICT). */
export const conflictingBooking = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  party: z.number().int(),
  status: z.string(),
  /** Wall-clock date and time of the arrival in the venue's zone. */
  date: z.string(),
  time: z.string(),
});
export type ConflictingBooking = z.infer<typeof conflictingBooking>;
export const setupConflictDetails = z.object({ bookings: z.array(conflictingBooking) });
export type SetupConflictDetails = z.infer<typeof setupConflictDetails>;
