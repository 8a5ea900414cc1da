import {
  type InvoiceDto,
  type Language,
  type MembershipCountry,
  type MembershipPlan,
  membershipCountries,
  type PaymentMethodDto,
  type PlanCode,
  planCodes,
} from "@sobremesa/contracts";
import type { ProviderInvoice } from "../billing/index.ts";
import type { CustomerRow, NewInvoiceRow, PaymentMethodRow, PlanWithPrices } from "./memberships-repository.ts";
import { planCopy } from "./plan-copy.ts";

// Rows as the API answers them: pure mappings shared by every memberships use case.

export const countryOf = (code: string): MembershipCountry =>
  (membershipCountries as readonly string[]).includes(code) ? (code as MembershipCountry) : "mx";
export const planCodeOf = (code: string): PlanCode =>
  (planCodes as readonly string[]).includes(code) ? (code as PlanCode) : "premium";

export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function planDto(plan: PlanWithPrices, country: MembershipCountry, language: Language): MembershipPlan | null {
  const code = planCodeOf(plan.code);
  const price = plan.prices.find((candidate) => candidate.countryCode === country);
  if (!price) return null;
  return {
    id: plan.id,
    code,
    name: language === "es" ? plan.nameEs : plan.nameEn,
    description: planCopy[code][language].description,
    benefits: planCopy[code][language].benefits,
    trial_days: plan.trialDays,
    discount_percent: plan.discountPercent,
    price: { amount: price.amountMinor, currency: price.currency, country_code: country },
    prices: plan.prices.map((candidate) => ({
      amount: candidate.amountMinor,
      currency: candidate.currency,
      country_code: countryOf(candidate.countryCode),
    })),
    recommended: code === "plus",
  };
}

export const paymentMethodDto = (row: PaymentMethodRow): PaymentMethodDto => ({
  id: row.providerPaymentMethodId,
  brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
});

export const invoiceDto = (row: {
  providerInvoiceId: string;
  number: string | null;
  amountDue: number;
  currency: string;
  status: string;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date | null;
  createdAt: Date;
  hostedUrl: string | null;
}): InvoiceDto => ({
  id: row.providerInvoiceId,
  number: row.number,
  amount: row.amountDue,
  currency: row.currency,
  status: (["draft", "open", "paid", "void", "uncollectible"].includes(row.status)
    ? row.status
    : "open") as InvoiceDto["status"],
  period_start: row.periodStart.toISOString(),
  period_end: row.periodEnd.toISOString(),
  paid_at: isoOrNull(row.paidAt),
  created_at: row.createdAt.toISOString(),
  hosted_url: row.hostedUrl,
});

export function invoiceRows(
  customer: CustomerRow,
  subscriptionRowId: string | null,
  list: ProviderInvoice[],
  providerSubscriptionId: string,
) {
  return list
    .filter((invoice) => invoice.subscriptionId === providerSubscriptionId)
    .map(
      (invoice): NewInvoiceRow => ({
        customerId: customer.id,
        subscriptionId: subscriptionRowId,
        providerInvoiceId: invoice.id,
        number: invoice.number,
        amountDue: invoice.amountDue,
        amountPaid: invoice.amountPaid,
        currency: invoice.currency,
        status: invoice.status,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        paidAt: invoice.paidAt,
        hostedUrl: invoice.hostedUrl,
        createdAt: invoice.created,
      }),
    );
}
