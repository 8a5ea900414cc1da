import {
  addDays,
  type BookingChannel,
  bookingChannels,
  isLocalDate,
  minutesOfTime,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ReportAnswer,
  type ReportFigures,
  weekdayOf,
} from "@sobremesa/contracts";
import { channelOf } from "./day-book-rules.ts";

/**
 * The reports' arithmetic, pure: which range was asked for, which shift a booking's time falls in,
 * and the grouped rows of the one query summed into days, shifts, channels and rates.
 */

export type RangeProblem = "rangeReversed" | "rangeTooLong" | "rangeInvalidDate";

/** The range asked for (both dates included), or why it cannot be read. */
export function reportRange(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
): { ok: true; from: string; to: string; days: number } | { ok: false; problem: RangeProblem } {
  if ((asked.from && !isLocalDate(asked.from)) || (asked.to && !isLocalDate(asked.to)))
    return { ok: false, problem: "rangeInvalidDate" };
  const to = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  const from = asked.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (to < from) return { ok: false, problem: "rangeReversed" };
  const days = daysBetween(from, to) + 1;
  if (days > REPORT_MAX_DAYS) return { ok: false, problem: "rangeTooLong" };
  return { ok: true, from, to, days };
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface ReportShift {
  id: number;
  name: string;
  weekdays: number[];
  /** "HH:mm"; a last seating earlier than the first crosses midnight. */
  firstSeating: string;
  lastSeating: string;
  slotIntervalMinutes: number;
}

/**
 * The shift a booking's local arrival belongs to: one starting that weekday whose seatings span the
 * time (a walk-in seated up to one interval after the last seating still counts), or one that
 * started the day before and crossed midnight. Null when no shift of today's setup covers it.
 */
export function shiftOf(date: string, time: string, shifts: readonly ReportShift[]): number | null {
  const minutes = minutesOfTime(time);
  const weekday = weekdayOf(date);
  const yesterday = (weekday + 6) % 7;
  for (const shift of shifts) {
    const first = minutesOfTime(shift.firstSeating);
    const last = minutesOfTime(shift.lastSeating) + shift.slotIntervalMinutes;
    const crosses = minutesOfTime(shift.lastSeating) < first;
    if (shift.weekdays.includes(weekday)) {
      if (!crosses && minutes >= first && minutes <= last) return shift.id;
      if (crosses && minutes >= first) return shift.id;
    }
    if (crosses && shift.weekdays.includes(yesterday) && minutes <= last) return shift.id;
  }
  return null;
}

/** One row of the report's grouped query: the bookings of a local date, time, status and source. */
export interface ReportGroup {
  date: string;
  time: string;
  status: string;
  source: string;
  bookings: number;
  guests: number;
}

const empty = (): ReportFigures => ({ bookings: 0, covers: 0, cancelled: 0, noShows: 0 });

function add(figures: ReportFigures, group: ReportGroup): void {
  figures.bookings += group.bookings;
  if (group.status === "cancelled") figures.cancelled += group.bookings;
  else if (group.status === "no_show") figures.noShows += group.bookings;
  else figures.covers += group.guests;
}

/** A share as a fraction, 0 when there is nothing to divide. */
export const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Sums the grouped rows into the report's lines (days with bookings only; every channel). */
export function summarise(
  groups: readonly ReportGroup[],
  shifts: readonly ReportShift[],
): Pick<ReportAnswer, "totals" | "days" | "shifts" | "channels"> {
  const totals = empty();
  const days = new Map<string, ReportFigures>();
  const byShift = new Map<number | null, ReportFigures>(shifts.map((shift) => [shift.id, empty()]));
  const byChannel = new Map<BookingChannel, ReportFigures>(bookingChannels.map((channel) => [channel, empty()]));
  for (const group of groups) {
    add(totals, group);
    const day = days.get(group.date) ?? empty();
    days.set(group.date, day);
    add(day, group);
    const shiftId = shiftOf(group.date, group.time, shifts);
    const shift = byShift.get(shiftId) ?? empty();
    byShift.set(shiftId, shift);
    add(shift, group);
    const channel = byChannel.get(channelOf(group.source));
    if (channel) add(channel, group);
  }
  const names = new Map(shifts.map((shift) => [shift.id, shift.name]));
  return {
    totals: {
      ...totals,
      cancellationRate: rate(totals.cancelled, totals.bookings),
      noShowRate: rate(totals.noShows, totals.bookings - totals.cancelled),
    },
    days: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, figures]) => ({ date, ...figures })),
    shifts: [...byShift.entries()]
      .filter(([id, figures]) => id !== null || figures.bookings > 0)
      .map(([shiftId, figures]) => ({ shiftId, name: shiftId === null ? "" : (names.get(shiftId) ?? ""), ...figures })),
    channels: [...byChannel.entries()].map(([channel, figures]) => ({ channel, ...figures })),
  };
}

/**
 * A CSV file as Excel opens it: UTF-8 with a byte-order mark, CRLF lines, every field quoted when
 * it holds a comma, quote or line break (RFC 4180), and a text field a spreadsheet would run as a
 * formula (= + - @, tab, carriage return first) given a leading apostrophe.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
