import { z } from "zod";
import { textInput } from "../input.ts";
import { languages } from "../locales.ts";

/**
 * The door of a session: its guest list for the device to keep (it admits from it offline), and a
 * batch of scans the device sends when it can. Each ticket is admitted once; every scan gets its
 * own answer, so a device learns which of its offline admissions another device made first.
 */

/** Most scans one batch may carry: a device sends its queue in slices of this size. */
export const DOOR_SCANS_MAX = 200;
/** How far ahead of the server's clock a device's scan time may be (a phone's clock drifts a little). */
export const DOOR_CLOCK_SKEW_MS = 10 * 60 * 1000;
/** How far back a queued scan may be: a device offline for longer should not admit anyone now. */
export const DOOR_SCAN_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

const isoInstant = z
  .string()
  .max(40)
  .refine((value) => {
    // An ISO date-time with a zone whose calendar day exists (not 2027-02-30).
    const match = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.exec(value);
    if (!match) return false;
    const instant = Date.parse(value);
    if (Number.isNaN(instant)) return false;
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const calendar = new Date(Date.UTC(year, month - 1, day));
    return calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
  }, "an instant as ISO 8601 with its zone, on a day that exists (for example 2027-02-28T20:15:00Z)");

/** A ticket's code as its QR carries it (or as someone types it). */
export const doorTicketCode = textInput().trim().min(1).max(100);

/** A device's own id: random, made once per device and browser. */
export const doorDeviceId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "a device id of 8 to 64 letters, digits, dashes or underscores");

export const doorScan = z.object({ code: doorTicketCode, scannedAt: isoInstant });

export const doorCheckInBody = z.object({
  deviceId: doorDeviceId,
  scans: z.array(doorScan).min(1).max(DOOR_SCANS_MAX),
  lang: z.enum(languages).optional(),
});
export type DoorCheckInBody = z.input<typeof doorCheckInBody>;
export type DoorScan = z.infer<typeof doorScan>;

/** One guest of the list: a ticket, its type and its buyer, and whether (when, on which device) it came in. */
export const doorGuest = z.object({
  code: z.string(),
  name: z.string(),
  typeEs: z.string(),
  typeEn: z.string(),
  checkedInAt: z.string().nullable(),
  checkedInDevice: z.string().nullable(),
});
export type DoorGuest = z.infer<typeof doorGuest>;

export const doorListAnswer = z.object({
  session: z.object({ id: z.number().int(), startsAt: z.string() }),
  experience: z.object({ id: z.number().int(), titleEs: z.string(), titleEn: z.string(), timeZone: z.string() }),
  guests: z.array(doorGuest),
  /** When the list was read: the device shows how fresh its copy is. */
  readAt: z.string(),
});
export type DoorListAnswer = z.infer<typeof doorListAnswer>;

export const doorScanOutcomes = ["admitted", "alreadyUsed", "otherSession", "cancelled", "unknown"] as const;
export type DoorScanOutcome = (typeof doorScanOutcomes)[number];

export const doorScanResult = z.object({
  code: z.string(),
  outcome: z.enum(doorScanOutcomes),
  /** The guest, for a ticket of this session. */
  guest: doorGuest.nullable(),
  /** For alreadyUsed: when and on which device it was admitted (this one, when it was the same device). */
  checkedInAt: z.string().nullable(),
  checkedInDevice: z.string().nullable(),
  /** For otherSession: that session's start, when it is one of the same organizer's. */
  otherSession: z.object({ startsAt: z.string(), titleEs: z.string(), titleEn: z.string() }).nullable(),
});
export type DoorScanResult = z.infer<typeof doorScanResult>;

export const doorCheckInAnswer = z.object({ results: z.array(doorScanResult) });
export type DoorCheckInAnswer = z.infer<typeof doorCheckInAnswer>;
