/**
 * Checks of the sandbox's test-card form before anything is sent: a mistyped number or a past
 * expiry is caught at once, in the field, instead of as a provider error after a round trip.
 * The provider stays the judge of whether a card is accepted.
 */

export type CardField = "number" | "expiry" | "cvc";
export type CardProblem = "required" | "invalid" | "expired";
export type CardProblems = Partial<Record<CardField, CardProblem>>;

/** The sandbox provider's test cards (DESIGN section 6) and what each one does. */
export const SANDBOX_TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "ok" },
  { number: "4000 0027 6000 3184", outcome: "authentication" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
] as const;

export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = "visa" | "mastercard" | "amex" | "unknown";

export function cardBrandOf(number: string): CardBrand {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return "visa";
  if (/^3[47]/.test(digits)) return "amex";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  return "unknown";
}

/** Groups of four as printed on the card (American Express: 4-6-5), at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  if (cardBrandOf(digits) === "amex") {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
  }
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "0728", "07/28", "7/2028" -> { month: 7, year: 2028 }; anything else -> null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const raw = match[1]!;
  const yearText = match[2]!;
  // "0728" has no separator: the first two digits are the month.
  const month = Number(raw);
  if (month < 1 || month > 12) return null;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return { month, year };
}

/** Types "0728" as "07/28" while the person writes; deleting back over the slash works. */
export function formatExpiryInput(value: string, previous = ""): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  if (value.length < previous.length && previous.endsWith("/") && !value.includes("/")) return digits.slice(0, 1);
  // "3" can only be March, and "1/" says the person means January.
  if (digits.length === 1 && (Number(digits) > 1 || /^[1-9]\s*\//.test(value))) return `0${digits}/`;
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** A card is good through the last day of its expiry month. */
export function expiryPassed(month: number, year: number, now: Date): boolean {
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth);
}

export function checkCard(card: { number: string; expiry: string; cvc: string }, now: Date): CardProblems {
  const problems: CardProblems = {};
  const digits = cardDigits(card.number);
  if (!digits) problems.number = "required";
  else if (!luhnValid(digits)) problems.number = "invalid";

  const expiry = parseExpiry(card.expiry);
  if (!card.expiry.trim()) problems.expiry = "required";
  else if (!expiry) problems.expiry = "invalid";
  else if (expiryPassed(expiry.month, expiry.year, now)) problems.expiry = "expired";
  else if (expiry.year > now.getFullYear() + 20) problems.expiry = "invalid";

  const cvcLength = cardBrandOf(digits) === "amex" ? 4 : 3;
  if (!card.cvc.trim()) problems.cvc = "required";
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.cvc = "invalid";
  return problems;
}
