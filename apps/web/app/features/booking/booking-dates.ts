import { addDays, dateTimeFormat, formatDate, formatTime, type Language, localeTag } from "@sobremesa/contracts";

/** Dates here are the venue's wall-clock days (YYYY-MM-DD): computed at noon UTC, never shifted by a zone. */
function noon(date: string): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** The days of the strip: `count` days from `from`, never past `last`. */
export function dateStrip(from: string, last: string, count = 14): string[] {
  const days: string[] = [];
  for (let index = 0; index < count; index++) {
    const day = addDays(from, index);
    if (day > last) break;
    days.push(day);
  }
  return days;
}

/** Today as the visitor's browser sees it: a first guess before the venue says its own today. */
export function browserToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

/** Parts of a day chip: "vie", "14", "nov" (es-MX) or "Fri", "14", "Nov" (en-US). */
export function dayParts(date: string, language: Language): { weekday: string; day: string; month: string } {
  const value = noon(date);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(localeTag(language), { ...options, timeZone: "UTC" })
      .format(value)
      .replace(/\.$/, "");
  return { weekday: format({ weekday: "short" }), day: format({ day: "numeric" }), month: format({ month: "short" }) };
}

/** "viernes, 14 de noviembre" / "Friday, November 14": a day in words (the strip's accessible names). */
export function longDay(date: string, language: Language): string {
  return dateTimeFormat(localeTag(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(noon(date));
}

/**
 * An instant in the venue's zone, in the page language: "viernes, 14 de noviembre de 2025" and
 * "20:30" / "8:30 PM". The zone is not named: it is the venue's, where the diner will be.
 */
export function formatInstant(iso: string, timeZone: string, language: Language): { date: string; time: string } {
  return { date: formatDate(iso, timeZone, language, "full"), time: formatTime(iso, timeZone, language) };
}
