import { formatWallTime, type Language } from "@sobremesa/contracts";
import { wallClock } from "#app/lib/format/wall-clock.ts";

/**
 * Opening hours in the venue's own time zone. Rows are wall-clock times per weekday (0 = Sunday);
 * a closing time at or before the opening means the venue closes after midnight, on the next
 * calendar day. "Now" is always an instant (ms since the epoch) read in the venue's zone, so a
 * visitor in another zone (or a server in UTC) sees the venue's own day and status.
 */
export interface HoursRow {
  weekday: number;
  /** "HH:mm" */
  opensAt: string;
  closesAt: string;
}

const MINUTES_PER_DAY = 1_440;

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
};

/** True when the row's closing falls on the next day (closesAt <= opensAt). */
export const crossesMidnight = (row: HoursRow) => minutesOf(row.closesAt) <= minutesOf(row.opensAt);

export interface OpenStatus {
  open: boolean;
  /** The venue's weekday now (its "today"). */
  today: number;
  /** While open: when this opening ends ("HH:mm"). */
  closesAt: string | null;
  /** While closed: the next opening within a week (weekday and "HH:mm"), or null when it never opens. */
  opensNext: { weekday: number; opensAt: string } | null;
}

/** Whether the venue is open at an instant, in its own zone, and when that changes. */
export function openStatus(rows: readonly HoursRow[], timeZone: string, nowMs: number): OpenStatus {
  const { weekday: today, minutes } = wallClock(nowMs, timeZone);
  const yesterday = (today + 6) % 7;
  for (const row of rows) {
    const opens = minutesOf(row.opensAt);
    const closes = minutesOf(row.closesAt);
    const overnight = crossesMidnight(row);
    const openToday = row.weekday === today && minutes >= opens && (overnight || minutes < closes);
    // Yesterday's late opening still running past midnight.
    const openFromYesterday = overnight && row.weekday === yesterday && minutes < closes;
    if (openToday || openFromYesterday) return { open: true, today, closesAt: row.closesAt, opensNext: null };
  }
  let next: OpenStatus["opensNext"] = null;
  let best = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    let wait = ((row.weekday - today + 7) % 7) * MINUTES_PER_DAY + minutesOf(row.opensAt) - minutes;
    if (wait <= 0) wait += 7 * MINUTES_PER_DAY;
    if (wait < best) {
      best = wait;
      next = { weekday: row.weekday, opensAt: row.opensAt };
    }
  }
  return { open: false, today, closesAt: null, opensNext: next };
}

/** "13:00 – 23:00"; a closing after midnight is marked by the caller (crossesMidnight). */
export function formatRange(row: HoursRow, language: Language): string {
  return `${formatWallTime(row.opensAt, language)} – ${formatWallTime(row.closesAt, language)}`;
}

/** Days Monday first, as calendars read in Mexico, Colombia and Costa Rica. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The week as rows per weekday, Monday first; a day without openings has none (closed). */
export function weekHours(rows: readonly HoursRow[]): { weekday: number; openings: HoursRow[] }[] {
  return WEEK_ORDER.map((weekday) => ({
    weekday,
    openings: rows.filter((row) => row.weekday === weekday).sort((a, b) => minutesOf(a.opensAt) - minutesOf(b.opensAt)),
  }));
}
