import { addDays, dateTimeFormat, type Language, localeTag } from "@sobremesa/contracts";

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

/** "20:30" in the page's convention: 24-hour in Spanish, "8:30 PM" in English. */
export function formatTime(time: string, language: Language): string {
  const [hours, minutes] = time.split(":").map(Number);
  const value = new Date(Date.UTC(2000, 0, 1, hours ?? 0, minutes ?? 0));
  return dateTimeFormat(localeTag(language), {
    hour: "numeric",
    minute: "2-digit",
    hourCycle: language === "es" ? "h23" : "h12",
    timeZone: "UTC",
  }).format(value);
}

/** An instant in the venue's zone, in the page language: "viernes, 14 de noviembre de 2025, 20:30". */
export function formatInstant(iso: string, timeZone: string, language: Language): { date: string; time: string } {
  const value = new Date(iso);
  const date = dateTimeFormat(localeTag(language), {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(value);
  const time = dateTimeFormat(localeTag(language), {
    hour: "numeric",
    minute: "2-digit",
    hourCycle: language === "es" ? "h23" : "h12",
    timeZone,
    timeZoneName: "short",
  }).format(value);
  return { date, time };
}
