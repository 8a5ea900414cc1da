import {
  COUNTRIES,
  formatDate,
  formatDateRange,
  type Language,
  type MembershipCountry,
  membershipCurrencies,
} from "@sobremesa/contracts";

/**
 * The country a membership is billed in, from its currency. Dates are shown in that country's zone:
 * a fixed zone (not the browser's) so the server's HTML and the hydrated page say the same day.
 */
export function billingCountry(currency: string): MembershipCountry {
  const found = Object.entries(membershipCurrencies).find(([, code]) => code === currency.toUpperCase());
  return (found?.[0] as MembershipCountry | undefined) ?? "mx";
}

const billingZone = (currency: string) => COUNTRIES[billingCountry(currency)].timeZone;

/** "14 de agosto de 2026" / "August 14, 2026" (the checkout's); `short` for columns: "14 ago 2026" / "Aug 14, 2026". */
export function formatBillingDate(iso: string, language: Language, currency = "MXN", short = false): string {
  return formatDate(iso, billingZone(currency), language, short ? "medium" : "long");
}

/** "14 jul – 13 ago 2026": an invoice's billing period, shortened where the ends share parts. */
export function formatBillingPeriod(startIso: string, endIso: string, language: Language, currency = "MXN"): string {
  return formatDateRange(startIso, endIso, billingZone(currency), language);
}

/** "12/28": a card's expiry as printed on it. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}

/** "Visa", "Mastercard", "American Express"; unknown brands keep their name, capitalised. */
export function brandName(brand: string): string {
  const names: Record<string, string> = {
    visa: "Visa",
    mastercard: "Mastercard",
    amex: "American Express",
    american_express: "American Express",
    discover: "Discover",
    diners: "Diners Club",
    jcb: "JCB",
    unionpay: "UnionPay",
  };
  const key = brand.toLowerCase().replace(/\s+/g, "_");
  return names[key] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "");
}
