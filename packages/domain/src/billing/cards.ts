/**
 * Card numbers as the sandbox provider sees them: checked with Luhn, reduced at once to brand and
 * last four. A number never leaves this module, never reaches a log or the database.
 */

export type TestCardBehaviour = "succeeds" | "declines" | "requires_authentication";

/** The sandbox's test cards; any other valid number succeeds. */
export const TEST_CARDS: Record<string, TestCardBehaviour> = {
  "4242424242424242": "succeeds",
  "4000000000000002": "declines",
  "4000002760003184": "requires_authentication",
};

export function luhnValid(digits: string): boolean {
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

/** Stripe's brand names by the number's leading digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^3(0[0-5]|[689])/.test(digits)) return "diners";
  if (/^35(2[89]|[3-8])/.test(digits)) return "jcb";
  return "unknown";
}

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: TestCardBehaviour;
}

export type CardProblem = "incorrect_number" | "expired_card" | "invalid_cvc";

/** The card's summary, or what is wrong with it. `now` decides expiry (the end of the expiry month). */
export function summarizeCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date,
): CardSummary | { problem: CardProblem } {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!luhnValid(digits)) return { problem: "incorrect_number" };
  const brand = cardBrand(digits);
  if (!/^\d+$/.test(card.cvc) || card.cvc.length !== (brand === "amex" ? 4 : 3)) return { problem: "invalid_cvc" };
  const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || endOfExpiryMonth <= now.getTime())
    return { problem: "expired_card" };
  return {
    brand,
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    behaviour: TEST_CARDS[digits] ?? "succeeds",
  };
}
