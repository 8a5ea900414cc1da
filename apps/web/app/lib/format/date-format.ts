import { createMemo, dateTimeFormat, formatWallTime, type Language } from "@sobremesa/contracts";

/**
 * Short days and times for compact places (a card's "next available"). Times go through the site's
 * one time format (formatWallTime of @sobremesa/contracts: "21:30" / "9:30 PM"); the day is put
 * together from its parts, since ICU versions disagree on the joining words ("sáb 28 de nov",
 * "sáb, 28 nov") and the server's text must equal the browser's.
 */
const LOCALES: Record<Language, string> = { es: "es-MX", en: "en-US" };

function part(date: Date, language: Language, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(LOCALES[language], { ...options, timeZone: "UTC" })
    .format(date)
    .replace(/\.$/, "");
}

/** A venue's calendar day ("YYYY-MM-DD"), short: "sáb 28 nov" / "Sat, Nov 28". */
export function formatShortDay(date: string, language: Language): string {
  return shortDays(`${language}|${date}`, () => {
    // Noon UTC: no zone can move a wall-clock day to its neighbour.
    const noon = new Date(`${date}T12:00:00Z`);
    const weekday = part(noon, language, { weekday: "short" });
    const day = part(noon, language, { day: "numeric" });
    const month = part(noon, language, { month: "short" });
    return language === "es" ? `${weekday} ${day} ${month}` : `${weekday}, ${month} ${day}`;
  });
}
// A listing's cards name the same few days.
const shortDays = createMemo<string>(1_024);

/** A venue's day and wall-clock time: "sáb 28 nov, 21:30" / "Sat, Nov 28, 9:30 PM". */
export function formatShortDayTime(date: string, time: string, language: Language): string {
  return `${formatShortDay(date, language)}, ${formatWallTime(time, language)}`;
}
