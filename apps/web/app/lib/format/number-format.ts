import { numberFormat as formatter, type Language, localeTag } from "@sobremesa/contracts";

/**
 * Number formatting through Intl (formatters shared per locale and options: building one is slow
 * enough to matter in lists). Money and times are formatted by @sobremesa/contracts.
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

export const PRICE_RANGE_MAX = 4;

/** Price range 1-4 as the filled and remaining dollar signs: 2 -> { filled: "$$", rest: "$$" }. */
export function priceRangeSigns(level: number): { filled: string; rest: string; level: number } {
  const clamped = Math.min(PRICE_RANGE_MAX, Math.max(1, Math.round(level)));
  return { filled: "$".repeat(clamped), rest: "$".repeat(PRICE_RANGE_MAX - clamped), level: clamped };
}
