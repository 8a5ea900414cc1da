import { addDays, dateParts, SESSIONS_PER_REQUEST_MAX, weekdayOf } from "@sobremesa/contracts";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => {
  const [year, month, day] = dateParts(date);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
};

/**
 * The dates of new sessions: the first date alone, or every chosen weekday (0 Sunday … 6 Saturday;
 * the first date's own when none is chosen) from it until `until`, both included. The count is
 * worked out before any date is listed, so a repeat over centuries is refused at once.
 */
export function sessionDates(
  date: string,
  repeat?: { weekdays: readonly number[]; until: string },
  max = SESSIONS_PER_REQUEST_MAX,
): { dates: string[] } | { problem: "untilBeforeDate" } | { problem: "tooMany"; count: number } {
  if (!repeat) return { dates: [date] };
  if (repeat.until < date) return { problem: "untilBeforeDate" };
  const weekdays = new Set(repeat.weekdays.length > 0 ? repeat.weekdays : [weekdayOf(date)]);
  const days = dayNumber(repeat.until) - dayNumber(date) + 1;
  const first = weekdayOf(date);
  let count = Math.floor(days / 7) * weekdays.size;
  for (let extra = 0; extra < days % 7; extra++) if (weekdays.has((first + extra) % 7)) count++;
  if (count > max) return { problem: "tooMany", count };
  const dates: string[] = [];
  for (let day = date; day <= repeat.until; day = addDays(day, 1)) if (weekdays.has(weekdayOf(day))) dates.push(day);
  return { dates };
}
