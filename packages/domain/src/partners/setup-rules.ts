import { MINUTES_PER_DAY, minutesOfTime } from "@sobremesa/contracts";
import { findSlot, localDateTime, type Shift } from "../reservations/index.ts";

/** A rule a setup change breaks: the field to fix and the problem's key in the domain's texts. */
export interface SetupProblem {
  field: string;
  problem: SetupProblemKey;
  values?: Record<string, string>;
}

export type SetupProblemKey =
  | "shiftEndsBeforeStarts"
  | "shiftDoesNotCrossMidnight"
  | "shiftOverlap"
  | "turnTimesRepeat"
  | "blockEndsBeforeStarts"
  | "blockInPast"
  | "blockImpossibleTime"
  | "blockNeedsTarget"
  | "blockUnknownZone"
  | "blockUnknownTable";

const WEEK = 7 * MINUTES_PER_DAY;

export interface ShiftTimes {
  id?: number;
  name: string;
  weekdays: number[];
  firstSeating: string;
  lastSeating: string;
}

/** Whether a shift's last seating is after midnight: it is earlier on the clock than the first. */
export const crossesMidnight = (shift: { firstSeating: string; lastSeating: string }) =>
  minutesOfTime(shift.lastSeating) < minutesOfTime(shift.firstSeating);

/** A shift's seating span on each of its weekdays, as minutes of the week (a span past Saturday wraps to Sunday). */
function weekSpans(shift: ShiftTimes): [number, number][] {
  const first = minutesOfTime(shift.firstSeating);
  let last = minutesOfTime(shift.lastSeating);
  if (last < first) last += MINUTES_PER_DAY;
  return [...new Set(shift.weekdays)].flatMap((day): [number, number][] => {
    const start = day * MINUTES_PER_DAY + first;
    const end = day * MINUTES_PER_DAY + last;
    return end < WEEK
      ? [[start, end]]
      : [
          [start, WEEK - 1],
          [0, end - WEEK],
        ];
  });
}

/**
 * The shifts that seat at the same time as this one on a shared day (a shared last/first seating
 * counts: the time would be offered twice). A shift past midnight meets the next morning's shifts.
 */
export function overlappingShifts<T extends ShiftTimes>(shift: ShiftTimes, others: readonly T[]): T[] {
  const mine = weekSpans(shift);
  return others.filter(
    (other) =>
      other.id !== shift.id &&
      weekSpans(other).some(([start, end]) => mine.some(([myStart, myEnd]) => start <= myEnd && myStart <= end)),
  );
}

/** What is wrong with a shift as asked, against the venue's other shifts; empty when nothing. */
export function shiftProblems(
  shift: ShiftTimes & { crossesMidnight: boolean; turnTimes: { maxParty: number }[] },
  others: readonly ShiftTimes[],
): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const crosses = crossesMidnight(shift);
  if (crosses && !shift.crossesMidnight) problems.push({ field: "lastSeating", problem: "shiftEndsBeforeStarts" });
  if (!crosses && shift.crossesMidnight) problems.push({ field: "lastSeating", problem: "shiftDoesNotCrossMidnight" });
  const parties = shift.turnTimes.map((turn) => turn.maxParty);
  if (new Set(parties).size !== parties.length) problems.push({ field: "turnTimes", problem: "turnTimesRepeat" });
  if (problems.length === 0) {
    const [clash] = overlappingShifts(shift, others);
    if (clash) problems.push({ field: "weekdays", problem: "shiftOverlap", values: { name: clash.name } });
  }
  return problems;
}

/** What is wrong with a time block as asked; empty when nothing. */
export function blockProblems(
  block: {
    scope: "global" | "specific";
    startsAt: Date | undefined;
    endsAt: Date | undefined;
    zoneIds: number[];
    tableIds: number[];
  },
  venue: { zoneIds: ReadonlySet<number>; tableIds: ReadonlySet<number> },
  now: Date,
): SetupProblem[] {
  const problems: SetupProblem[] = [];
  if (!block.startsAt) problems.push({ field: "startTime", problem: "blockImpossibleTime" });
  if (!block.endsAt) problems.push({ field: "endTime", problem: "blockImpossibleTime" });
  if (block.startsAt && block.endsAt && block.endsAt.getTime() <= block.startsAt.getTime())
    problems.push({ field: "endTime", problem: "blockEndsBeforeStarts" });
  if (block.startsAt && block.startsAt.getTime() < now.getTime())
    problems.push({ field: "date", problem: "blockInPast" });
  if (block.scope === "specific") {
    if (block.zoneIds.length === 0 && block.tableIds.length === 0)
      problems.push({ field: "zoneIds", problem: "blockNeedsTarget" });
    if (block.zoneIds.some((id) => !venue.zoneIds.has(id)))
      problems.push({ field: "zoneIds", problem: "blockUnknownZone" });
    if (block.tableIds.some((id) => !venue.tableIds.has(id)))
      problems.push({ field: "tableIds", problem: "blockUnknownTable" });
  }
  return problems;
}

/** An active booking as conflict checks see it. */
export interface ActiveBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  tableIds: number[];
  zoneIds: number[];
}

/**
 * The bookings a block would fall on: for the whole venue every stay that overlaps it; for zones or
 * tables, those stays at one of them.
 */
export function bookingsUnderBlock<T extends ActiveBooking>(
  bookings: readonly T[],
  block: { scope: "global" | "specific"; startsAt: Date; endsAt: Date; zoneIds: number[]; tableIds: number[] },
): T[] {
  return bookings.filter((booking) => {
    const overlaps =
      booking.startsAt.getTime() < block.endsAt.getTime() && block.startsAt.getTime() < booking.endsAt.getTime();
    if (!overlaps) return false;
    if (block.scope === "global") return true;
    return (
      booking.zoneIds.some((id) => block.zoneIds.includes(id)) ||
      booking.tableIds.some((id) => block.tableIds.includes(id))
    );
  });
}

/**
 * The bookings that are at a seating time of the venue's shifts now and would not be under the
 * shifts as changed (a shift removed, shortened, moved to other days or other intervals). Bookings
 * already off the shifts' times (taken by phone, say) are not the change's doing and are left out.
 */
export function bookingsOffShifts<T extends { startsAt: Date }>(
  bookings: readonly T[],
  timeZone: string,
  before: readonly Shift[],
  after: readonly Shift[],
): T[] {
  const venue = (shifts: readonly Shift[]) => ({
    timeZone,
    shifts: [...shifts],
    zones: [],
    tables: [],
    combinations: [],
    timeBlocks: [],
    bookingWindow: { daysAhead: 0, minNoticeMinutes: 0 },
  });
  const was = venue(before);
  const will = venue(after);
  return bookings.filter((booking) => {
    const { date, time } = localDateTime(booking.startsAt, timeZone);
    return findSlot(was, date, time) !== undefined && findSlot(will, date, time) === undefined;
  });
}
