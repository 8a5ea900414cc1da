import { COUNTRY_CODES, DIAL_CODES } from "#app/lib/countries.ts";

const DIAL_CODE_LIST: readonly { code: string; dial: string }[] = COUNTRY_CODES.map((code) => ({
  code,
  dial: DIAL_CODES[code] ?? "",
}));

/**
 * The served countries' dial codes, in menu order. The built-in list is the catalogue's own (a test
 * holds the two equal, order included), so a phone field needs neither the catalogue nor the
 * utility store that keeps it.
 */
export function useDialCodes(): readonly { code: string; dial: string }[] {
  return DIAL_CODE_LIST;
}
