import type { TFunction } from "#app/lib/i18n/translate.ts";

/** The countries Sobremesa serves (mx, co, cr), in menu order. */
export const COUNTRY_CODES = ["mx", "co", "cr"] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = "mx";

/** Dial codes of the served countries, until the countries catalogue (useCountries) has loaded. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  mx: "+52",
  co: "+57",
  cr: "+506",
} satisfies Record<CountryCode, string>;

export function isServedCountry(code: string | undefined): code is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(code ?? "");
}

/** A country's name in the page language, or its code in capitals for one we do not serve. */
export function countryName(t: TFunction, code: string): string {
  return isServedCountry(code) ? t(`countries.${code}`) : code.toUpperCase();
}
