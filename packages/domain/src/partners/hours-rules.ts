import { HOURS_RANGES_PER_DAY_MAX } from "@sobremesa/contracts";

/** One opening in wall-clock time (HH:mm); a close earlier than the open is past midnight. */
export interface Range {
  opensAt: string;
  closesAt: string;
}
export interface WeeklyRange extends Range {
  weekday: number;
}

export type HoursProblem = "hoursEmptyRange" | "hoursOverlap" | "hoursTooMany";
export interface HoursIssue {
  /** Index of the range in the list sent, so the form can mark it. */
  index: number;
  problem: HoursProblem;
}

const DAY = 24 * 60;
const WEEK = 7 * DAY;

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Minutes after the day's midnight when a range opens and closes (past 1440 when it crosses midnight). */
export function spanOf(range: Range): [number, number] {
  const opens = minutesOf(range.opensAt);
  const closes = minutesOf(range.closesAt);
  return [opens, closes <= opens ? closes + DAY : closes];
}

/** Whether two spans meet on a circle of `length` minutes (a week), or a line when length is 0. */
function overlapping(a: [number, number], b: [number, number], length: number): boolean {
  const shifts = length > 0 ? [-length, 0, length] : [0];
  return shifts.some((shift) => a[0] < b[1] + shift && b[0] + shift < a[1]);
}

function issuesOf(spans: { index: number; day: number; span: [number, number]; empty: boolean }[], length: number) {
  const issues: HoursIssue[] = [];
  const perDay = new Map<number, number>();
  for (const entry of spans) {
    perDay.set(entry.day, (perDay.get(entry.day) ?? 0) + 1);
    if (entry.empty) issues.push({ index: entry.index, problem: "hoursEmptyRange" });
    else if ((perDay.get(entry.day) ?? 0) > HOURS_RANGES_PER_DAY_MAX)
      issues.push({ index: entry.index, problem: "hoursTooMany" });
  }
  for (const a of spans) {
    if (a.empty || issues.some((issue) => issue.index === a.index)) continue;
    const clash = spans.some((b) => b.index < a.index && !b.empty && overlapping(a.span, b.span, length));
    if (clash) issues.push({ index: a.index, problem: "hoursOverlap" });
  }
  return issues.sort((a, b) => a.index - b.index);
}

/**
 * What is wrong with a week's opening hours: a range that opens and closes at the same minute, more
 * ranges in a day than allowed, or two ranges that overlap — including a Saturday night that runs
 * past midnight into Sunday's first opening. An end before the start is read as past midnight.
 */
export function weeklyHoursProblems(ranges: readonly WeeklyRange[]): HoursIssue[] {
  return issuesOf(
    ranges.map((range, index) => {
      const [opens, closes] = spanOf(range);
      return {
        index,
        day: range.weekday,
        span: [range.weekday * DAY + opens, range.weekday * DAY + closes] as [number, number],
        empty: range.opensAt === range.closesAt,
      };
    }),
    WEEK,
  );
}

/** The same rules for one date's special hours (a range may still run past midnight). */
export function dayHoursProblems(ranges: readonly Range[]): HoursIssue[] {
  return issuesOf(
    ranges.map((range, index) => ({ index, day: 0, span: spanOf(range), empty: range.opensAt === range.closesAt })),
    0,
  );
}

/** Ranges in the order a page lists them: by weekday, then opening. */
export function sortedWeek<T extends WeeklyRange>(ranges: readonly T[]): T[] {
  return [...ranges].sort((a, b) => a.weekday - b.weekday || minutesOf(a.opensAt) - minutesOf(b.opensAt));
}
