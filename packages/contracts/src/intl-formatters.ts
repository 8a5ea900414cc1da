import { createMemo } from "./memo.ts";

/**
 * Intl formatters, built once per locale and options: building one costs far more than using it
 * (about a tenth of a booking's CPU went into the two a confirmation and its reminder built, and a
 * phone spent some 90 ms of a place page's hydration building one per date chip and time).
 */
const dateTimeFormats = createMemo<Intl.DateTimeFormat>(1_000);
const numberFormats = createMemo<Intl.NumberFormat>(1_000);

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormats(`${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormats(`${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
