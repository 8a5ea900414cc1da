/**
 * What the sandbox card form checks before anything leaves the browser: the number's checksum
 * (Luhn), an expiry that has not passed, a CVC of the right length and a cardholder name. The
 * provider decides everything else (declines, authentication); these only catch typing mistakes
 * early, in the visitor's language, without a round trip.
 */

export type CardField = "number" | "expiry" | "cvc" | "name";
export type CardError =
  | "numberRequired"
  | "numberInvalid"
  | "expiryRequired"
  | "expiryInvalid"
  | "expiryPast"
  | "cvcRequired"
  | "cvcInvalid"
  | "nameRequired";

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "unknown";

export const MAX_CARD_DIGITS = 19;

/**
 * The sandbox provider's test cards (ADR 010): published numbers that pay, are declined and ask the
 * bank for confirmation. Never anyone's card, so the page may keep them where it keeps no other number.
 */
export const SANDBOX_TEST_CARDS: readonly string[] = ["4242424242424242", "4000000000000002", "4000002760003184"];

export function digitsOf(value: string): string {
  return value.replace(/\D/g, "");
}

/** Amex starts with 34 or 37; Mastercard 51-55 or 2221-2720; Visa 4. Only used for grouping and the CVC length. */
export function cardBrand(digits: string): CardBrand {
  if (/^3[47]/.test(digits)) return "amex";
  if (/^4/.test(digits)) return "visa";
  if (/^5[1-5]/.test(digits)) return "mastercard";
  const prefix = Number(digits.slice(0, 4));
  if (digits.length >= 4 && prefix >= 2221 && prefix <= 2720) return "mastercard";
  return "unknown";
}

/** "4242424242424242" -> "4242 4242 4242 4242"; Amex as 4-6-5 like the card itself prints it. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, MAX_CARD_DIGITS);
  const groups = cardBrand(digits) === "amex" ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index--) {
    let value = Number(digits[index]);
    if (double) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * Typing "1" gives "1", "12" gives "12/", "1225" gives "12/25"; a first digit above 1 is a month on
 * its own ("4" -> "04/"). Deleting the slash is left alone so backspace works.
 */
export function formatExpiry(value: string, previous = ""): string {
  const deleting = value.length < previous.length;
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** "MM/AA" (or MM/AAAA) as a month and a four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2]!;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card works through the last day of its expiry month, in the visitor's own calendar. */
export function expiryInFuture(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

export function cvcLength(digits: string): number {
  return cardBrand(digits) === "amex" ? 4 : 3;
}

/** The first problem of each field, as a key of the catalogue's `membership.checkout.card.errors`. */
export function checkCard(input: CardInput, now: Date): Partial<Record<CardField, CardError>> {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = digitsOf(input.number);
  if (!digits) errors.number = "numberRequired";
  else if (digits.length < 12 || digits.length > MAX_CARD_DIGITS || !luhnValid(digits)) errors.number = "numberInvalid";

  if (!input.expiry.trim()) errors.expiry = "expiryRequired";
  else {
    const expiry = parseExpiry(input.expiry);
    if (!expiry) errors.expiry = "expiryInvalid";
    else if (!expiryInFuture(expiry, now)) errors.expiry = "expiryPast";
  }

  const cvc = input.cvc.trim();
  const expected = cardBrand(digits) === "unknown" ? [3, 4] : [cvcLength(digits)];
  if (!cvc) errors.cvc = "cvcRequired";
  else if (!/^\d+$/.test(cvc) || !expected.includes(cvc.length)) errors.cvc = "cvcInvalid";

  if (!input.name.trim()) errors.name = "nameRequired";
  return errors;
}

/** The fields in the order the form shows them: focus goes to the first with a problem. */
export const CARD_FIELDS: readonly CardField[] = ["number", "expiry", "cvc", "name"];

export function firstInvalid(errors: Partial<Record<CardField, CardError>>): CardField | undefined {
  return CARD_FIELDS.find((field) => errors[field]);
}
