/**
 * Intl formatters, built once per locale and options: building one costs far more than using it
 * (about a tenth of a booking's CPU went into the two a confirmation and its reminder built). Keys
 * come from code and place time zones, a small set; the bound only guards against a surprise.
 */
const MAX_FORMATTERS = 1_000;
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function memoised<T>(formats: Map<string, T>, key: string, build: () => T): T {
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= MAX_FORMATTERS) formats.clear();
    format = build();
    formats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memoised(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memoised(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}
