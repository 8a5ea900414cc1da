import { type Language, localeTag } from "@sobremesa/contracts";
import { formatMoney } from "../../format/number-format";

/**
 * The country a membership is billed in, from its currency. Dates are shown in that country's zone:
 * a fixed zone (not the browser's) so the server's HTML and the hydrated page say the same day.
 */
const billing: Record<string, { country: string; timeZone: string }> = {
  MXN: { country: "mx", timeZone: "America/Mexico_City" },
  COP: { country: "co", timeZone: "America/Bogota" },
  CRC: { country: "cr", timeZone: "America/Costa_Rica" },
};
const fallback = billing.MXN!;

export function billingPlace(currency: string): { country: string; timeZone: string } {
  return billing[currency.toUpperCase()] ?? fallback;
}

/** "14 de agosto de 2026" / "August 14, 2026"; `short` for columns: "14 ago 2026" / "Aug 14, 2026". */
export function formatBillingDate(iso: string, language: Language, currency = "MXN", short = false): string {
  const { country, timeZone } = billingPlace(currency);
  return new Intl.DateTimeFormat(localeTag(language, country), {
    dateStyle: short ? "medium" : "long",
    timeZone,
  }).format(new Date(iso));
}

/** "14 jul – 13 ago 2026": an invoice's billing period, shortened where the ends share parts. */
export function formatBillingPeriod(startIso: string, endIso: string, language: Language, currency = "MXN"): string {
  const { country, timeZone } = billingPlace(currency);
  const format = new Intl.DateTimeFormat(localeTag(language, country), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone,
  });
  const start = new Date(startIso);
  const end = new Date(endIso);
  return end.getTime() > start.getTime() ? format.formatRange(start, end) : format.format(start);
}

/** Minor units in the currency, in the billing country's way of writing it. */
export function formatBillingAmount(amount: number, currency: string, language: Language): string {
  return formatMoney(amount, currency, language, billingPlace(currency).country);
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
