import { dateTimeFormat } from "@sobremesa/contracts";

/** A zone's wall clock at an instant: its date (YYYY-MM-DD), weekday (0 = Sunday) and minutes after midnight. */
export interface WallClock {
  date: string;
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * The wall clock of a zone at an instant, read in that zone (not the machine's): what a venue's
 * "now" is for its opening hours, and what a listing's "today, the next half hour" starts from.
 */
export function wallClock(instant: number | Date, timeZone: string): WallClock {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "00";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    weekday: WEEKDAYS.indexOf(get("weekday")),
    minutes: (Number(get("hour")) % 24) * 60 + Number(get("minute")),
  };
}
