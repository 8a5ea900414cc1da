import { numberFormat as formatter, type Language, localeTag } from "@sobremesa/contracts";

/**
 * Number and money formatting through Intl (formatters shared per locale and options: building one
 * is slow enough to matter in lists). Money is an integer of minor units plus an ISO currency.
 */

/** 1234 -> "1,234" (es-MX and en-US group with a comma). */
export function formatCount(value: number, language: Language, countryCode = "mx"): string {
  return formatter(localeTag(language, countryCode), { maximumFractionDigits: 0 }).format(value);
}

/** Scores are 0-5 with one decimal: 4.5 -> "4.5", 4 -> "4.0". */
export function formatScore(value: number, language: Language, countryCode = "mx"): string {
  return formatter(localeTag(language, countryCode), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Minor units per currency: MXN has cents; COP and CRC are priced in whole units in practice. */
const MINOR_UNIT_DIGITS: Record<string, number> = { MXN: 2, COP: 2, CRC: 2, USD: 2 };
const DISPLAY_DIGITS: Record<string, number> = { MXN: 2, COP: 0, CRC: 0, USD: 2 };

/** 125050 MXN -> "$1,250.50"; 4500000 COP -> "$45,000" (the country's own locale). */
export function formatMoney(minorUnits: number, currency: string, language: Language, countryCode = "mx"): string {
  const code = currency.toUpperCase();
  const exponent = MINOR_UNIT_DIGITS[code] ?? 2;
  const digits = DISPLAY_DIGITS[code] ?? 2;
  return formatter(localeTag(language, countryCode), {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** exponent);
}

export const PRICE_RANGE_MAX = 4;

/** Price range 1-4 as the filled and remaining dollar signs: 2 -> { filled: "$$", rest: "$$" }. */
export function priceRangeSigns(level: number): { filled: string; rest: string; level: number } {
  const clamped = Math.min(PRICE_RANGE_MAX, Math.max(1, Math.round(level)));
  return { filled: "$".repeat(clamped), rest: "$".repeat(PRICE_RANGE_MAX - clamped), level: clamped };
}
