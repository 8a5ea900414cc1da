import {
  COUNTRIES,
  dateTimeFormat,
  type ExperienceCategory,
  formatTime,
  isCountryCode,
  type Language,
  localeTag,
} from "@sobremesa/contracts";

/**
 * Dates of things to do. A session's day and time are the venue's wall clock (local_date,
 * local_time): they are formatted as such, in UTC, so neither the server's nor the visitor's time
 * zone can move them to another day. Times (formatWallTime) and prices (formatMoney) come from
 * @sobremesa/contracts.
 */

function dateFormat(language: Language, country: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormat(localeTag(language, country), { ...options, timeZone: "UTC" });
}

const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** "sábado, 12 de julio" / "Saturday, July 12" (the year only when it is not this one). */
export function formatDay(date: string, language: Language, country = "mx", now = new Date()): string {
  const sameYear = date.slice(0, 4) === String(now.getUTCFullYear());
  return dateFormat(language, country, {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" }),
  }).format(noonOf(date));
}

/** "sáb 12 jul" / "Sat, Jul 12": a card's short date. */
export function formatShortDay(date: string, language: Language, country = "mx"): string {
  return dateFormat(language, country, { weekday: "short", day: "numeric", month: "short" }).format(noonOf(date));
}

/** An instant (the next session of a card) as the day and time in its country's zone: "sáb 12 jul, 19:00". */
export function formatInstant(iso: string, language: Language, country = "mx"): string {
  const timeZone = COUNTRIES[isCountryCode(country) ? country : "mx"].timeZone;
  const day = dateTimeFormat(localeTag(language, country), {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone,
  }).format(new Date(iso));
  return `${day}, ${formatTime(iso, timeZone, language)}`;
}

/** "2 h 30 min" / "90 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  // "h" and "min" read the same in Spanish and English.
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** Each category's colours (a gradient from, to) and the hue of its chips: drawn art, never a photo. */
export const CATEGORY_COLOURS: Record<ExperienceCategory, { from: string; to: string }> = {
  tour: { from: "#0b6bcb", to: "#5bc0be" },
  tasting: { from: "#7a1f3d", to: "#e0a458" },
  concert: { from: "#3a0ca3", to: "#f72585" },
  class: { from: "#b5651d", to: "#f2c14e" },
  nightlife: { from: "#14213d", to: "#7b2cbf" },
  outdoor: { from: "#2d6a4f", to: "#95d5b2" },
};
