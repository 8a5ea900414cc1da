import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js";

/** The countries we serve, by dial code (Country.dial_code). */
const REGION_OF_DIAL_CODE: Record<string, CountryCode> = { "+52": "MX", "+57": "CO", "+506": "CR", "+1": "US" };

export interface NormalizedPhone {
  /** E.164, e.g. "+525512345678". */
  e164: string;
  /** Dial code with the plus sign, e.g. "+52". */
  countryCode: string;
}

/**
 * A phone and its country (a dial code such as "+52" or "52", or a two-letter country code such as
 * "mx") as E.164, or null when it is not a valid number of that country.
 */
export function normalizePhone(phone: string, countryCode: string): NormalizedPhone | null {
  const code = countryCode.trim();
  let region: CountryCode | undefined;
  if (/^[a-zA-Z]{2}$/.test(code)) region = code.toUpperCase() as CountryCode;
  else if (/^\+?\d{1,4}$/.test(code)) region = REGION_OF_DIAL_CODE[code.startsWith("+") ? code : `+${code}`];
  const digits = phone.trim();
  if (digits.length === 0 || digits.length > 32) return null;
  let parsed: ReturnType<typeof parsePhoneNumberFromString>;
  try {
    parsed = region
      ? parsePhoneNumberFromString(digits, region)
      : parsePhoneNumberFromString(`${code.startsWith("+") ? code : `+${code}`}${digits.replace(/^\+/, "")}`);
  } catch {
    return null;
  }
  if (!parsed?.isValid()) return null;
  if (
    region &&
    parsed.country &&
    parsed.country !== region &&
    getCountryCallingCode(region) !== parsed.countryCallingCode
  )
    return null;
  return { e164: parsed.number, countryCode: `+${parsed.countryCallingCode}` };
}
