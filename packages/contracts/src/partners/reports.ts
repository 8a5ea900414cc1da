import { z } from "zod";
import { calendarDateInput } from "../input.ts";
import { bookingChannels } from "./day-book.ts";
import { partnersQuery } from "./schemas.ts";

/**
 * A venue's reports in the partner console (owners and managers): covers and bookings by day, by
 * shift and by channel, with the no-show and cancellation rates, over a range of the venue's local
 * dates; the same figures as CSV, and the range's bookings one per line.
 */

/** The longest range a report covers, in days (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;
/** The range shown when none is asked for: the last four weeks, today included. */
export const REPORT_DEFAULT_DAYS = 28;

export const reportQuery = partnersQuery.extend({
  /** First and last local dates of the range, both included; the last 28 days when absent. */
  from: calendarDateInput.optional(),
  to: calendarDateInput.optional(),
});
export type ReportQuery = z.input<typeof reportQuery>;

export const reportCsvKinds = ["summary", "bookings"] as const;
export type ReportCsvKind = (typeof reportCsvKinds)[number];
export const reportCsvQuery = reportQuery.extend({
  /** The report's figures, or the range's bookings one per line. */
  kind: z.enum(reportCsvKinds).default("summary"),
});

/** One line of figures: bookings of any status, and what became of them. */
export const reportFigures = z.object({
  bookings: z.number().int(),
  /** Guests of the bookings that were neither cancelled nor missed. */
  covers: z.number().int(),
  cancelled: z.number().int(),
  noShows: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportAnswer = z.object({
  venue: z.object({ id: z.number().int(), name: z.string(), timeZone: z.string() }),
  from: z.string(),
  to: z.string(),
  /** The venue's today, for the form's defaults. */
  today: z.string(),
  totals: reportFigures.extend({
    /** Cancelled bookings among all bookings (0 to 1). */
    cancellationRate: z.number(),
    /** Missed bookings among those not cancelled (0 to 1). */
    noShowRate: z.number(),
  }),
  /** Only the days with bookings, oldest first. */
  days: z.array(reportFigures.extend({ date: z.string() })),
  /** The venue's shifts in order, then `null` for bookings outside every shift (if any). */
  shifts: z.array(reportFigures.extend({ shiftId: z.number().int().nullable(), name: z.string() })),
  /** Every channel, in a fixed order, also when it has none. */
  channels: z.array(reportFigures.extend({ channel: z.enum(bookingChannels) })),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
