import { dateTimeFormat, numberFormat } from "./intl-formatters.ts";
import type { Language } from "./locales.ts";
import { createMemo } from "./memo.ts";

/**
 * The countries we serve: how each writes numbers per language, the money it pays in and the time
 * zone its venues keep. Every page, e-mail and WhatsApp text formats money and time through the
 * functions below, so one amount or one instant reads the same wherever a person meets it.
 */
export const COUNTRIES = {
  mx: { code: "mx", currency: "MXN", timeZone: "America/Mexico_City", locales: { es: "es-MX", en: "en-US" } },
  co: { code: "co", currency: "COP", timeZone: "America/Bogota", locales: { es: "es-CO", en: "en-US" } },
  cr: { code: "cr", currency: "CRC", timeZone: "America/Costa_Rica", locales: { es: "es-CR", en: "en-US" } },
} as const;

export type CountryCode = keyof typeof COUNTRIES;
export type Country = (typeof COUNTRIES)[CountryCode];
export const countryCodes = Object.keys(COUNTRIES) as CountryCode[];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && Object.hasOwn(COUNTRIES, value);
}

/** The country whose money the currency is ("MXN" -> mx), or undefined for one we do not sell in. */
export function countryOfCurrency(currency: string): CountryCode | undefined {
  const code = currency.toUpperCase();
  return countryCodes.find((country) => COUNTRIES[country].currency === code);
}

/** Currencies priced in whole units in practice: their minor units are never shown. */
const WHOLE_UNIT_CURRENCIES = new Set(["COP", "CRC"]);

/**
 * Money, one rule everywhere. `amountMinor` is an integer of minor units (cents: every currency we
 * take has two decimals on the wire); `country` is the country of the page or message showing it,
 * by default the currency's own.
 * - The narrow symbol ("$", "₡"), digits grouped as the country writes them in that language:
 *   es-MX "$1,250", es-CO "$ 45.000", es-CR "₡4 500", en "$45,000".
 * - Decimals only when the amount has cents: MXN 69,000 -> "$690", 12,950 -> "$129.50";
 *   COP and CRC always in whole units.
 * - The ISO code is appended only when the currency is not the country's own ("$690 MXN" on a
 *   Colombian page): that is where "$" could be read as another money. Each page, e-mail and text
 *   of ours belongs to one country, so the code is otherwise left out.
 */
export function formatMoney(amountMinor: number, currency: string, language: Language, country?: string): string {
  const code = currency.toUpperCase();
  const home = countryOfCurrency(code);
  const place = isCountryCode(country) ? country : (home ?? "mx");
  const units = amountMinor / 100;
  const digits = WHOLE_UNIT_CURRENCIES.has(code) || Number.isInteger(units) ? 0 : 2;
  const text = numberFormat(COUNTRIES[place].locales[language], {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(units);
  return COUNTRIES[place].currency === code ? text : `${text} ${code}`;
}

/**
 * Dates and times are written one way per language, whatever the country (the country only sets
 * the time zone): Spanish uses es-MX's words and the 24-hour clock ("08:05", "14:30"), as tickets
 * and bookings read in Mexico, Colombia and Costa Rica; English uses en-US and the 12-hour clock
 * ("2:30 PM"). The zone is never named ("GMT-6"): it is the venue's, and the reader is there.
 */
const DATE_LOCALES: Record<Language, string> = { es: "es-MX", en: "en-US" };
const HOUR_CYCLES: Record<Language, "h23" | "h12"> = { es: "h23", en: "h12" };

export type DateStyle = "full" | "long" | "medium";
export type Instant = Date | string | number;

const toDate = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant));

// Recent ICU puts a narrow no-break space before "PM"; a plain space reads the same and keeps the
// server's HTML equal to what a browser with an older ICU renders.
const plainSpaces = (text: string) => text.replace(/\u202f/g, " ");

/** "14:30" / "2:30 PM": the time of an instant in the zone. */
export function formatTime(instant: Instant, timeZone: string, language: Language): string {
  return plainSpaces(
    dateTimeFormat(DATE_LOCALES[language], { timeStyle: "short", hourCycle: HOUR_CYCLES[language], timeZone }).format(
      toDate(instant),
    ),
  );
}

/**
 * The day of an instant in the zone: full "domingo, 14 de junio de 2026" / "Sunday, June 14, 2026";
 * long "14 de junio de 2026" / "June 14, 2026"; medium "14 jun 2026" / "Jun 14, 2026".
 */
export function formatDate(instant: Instant, timeZone: string, language: Language, style: DateStyle = "long"): string {
  return dateTimeFormat(DATE_LOCALES[language], { dateStyle: style, timeZone }).format(toDate(instant));
}

/**
 * Two days of the zone as one range, the year written once when both ends share it (medium
 * "14 jul – 13 ago 2026" / "Jul 14 – Aug 13, 2026"); an end not after the start gives the start
 * alone. Built from single dates rather than Intl's formatRange, whose words and spacing change
 * between ICU versions ("14 de jul al 14 de ago de 2026"): the server's Node and the visitor's
 * browser would write two texts, and React would throw the server's HTML away.
 */
export function formatDateRange(
  start: Instant,
  end: Instant,
  timeZone: string,
  language: Language,
  style: DateStyle = "medium",
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (to.getTime() <= from.getTime()) return formatDate(from, timeZone, language, style);
  const year = dateTimeFormat("en-US", { year: "numeric", timeZone });
  const first =
    year.format(from) === year.format(to)
      ? dateTimeFormat(DATE_LOCALES[language], {
          day: "numeric",
          month: style === "medium" ? "short" : "long",
          timeZone,
        }).format(from)
      : formatDate(from, timeZone, language, style);
  return `${first} – ${formatDate(to, timeZone, language, style)}`;
}

/** "14 jun 2026, 14:30" / "Jun 14, 2026, 2:30 PM" (medium); the day as formatDate's style, then the time. */
export function formatDateTime(
  instant: Instant,
  timeZone: string,
  language: Language,
  style: DateStyle = "medium",
): string {
  return plainSpaces(
    dateTimeFormat(DATE_LOCALES[language], {
      dateStyle: style,
      timeStyle: "short",
      hourCycle: HOUR_CYCLES[language],
      timeZone,
    }).format(toDate(instant)),
  );
}

/**
 * A wall-clock time ("HH:mm", a slot, a session, an opening hour) as formatTime writes it: it is
 * the venue's own clock, so it is formatted in UTC and no zone can move it.
 */
export function formatWallTime(time: string, language: Language): string {
  // A page writes the same few dozen times over and over (a listing's slots, a form's options).
  return wallTimes(`${language}|${time}`, () => {
    const [hours = 0, minutes = 0] = time.split(":").map(Number);
    return formatTime(Date.UTC(2000, 0, 1, hours, minutes), "UTC", language);
  });
}
const wallTimes = createMemo<string>(4_096);

/** A calendar day ("YYYY-MM-DD", the venue's) as formatDate writes it, read at noon UTC so no zone moves it. */
export function formatWallDate(date: string, language: Language, style: DateStyle = "long"): string {
  return wallDates(`${language}|${style}|${date}`, () => formatDate(`${date}T12:00:00Z`, "UTC", language, style));
}
const wallDates = createMemo<string>(4_096);
