import type { InvoiceDto, PaymentMethodDto, SubscriptionDto } from "@sobremesa/contracts";

/** A Premium trial in Mexico, as the server describes it; tests change what they look at. */
export function subscriptionFixture(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return {
    id: "01J0MEMBERSHIP",
    stripe_id: "sub_sandbox_1",
    stripe_price: "premium:MXN",
    subscription_plan: "premium",
    plan: { id: 1, code: "premium", name: "Sobremesa Premium" },
    status: "trialing",
    price: { amount: 14900, currency: "MXN" },
    discount_percent: null,
    trial_ends_at: "2026-08-14T18:00:00.000Z",
    current_period_end: "2026-08-14T18:00:00.000Z",
    cancel_at_period_end: false,
    cancelled_at: null,
    ends_at: null,
    grace_ends_at: null,
    cancel_offer: { percent_off: 50, months: 3 },
    created_at: "2026-07-15T18:00:00.000Z",
    ...overrides,
  };
}

export function cardFixture(overrides: Partial<PaymentMethodDto> = {}): PaymentMethodDto {
  return { id: "pm_sandbox_4242", brand: "visa", last4: "4242", exp_month: 12, exp_year: 2030, ...overrides };
}

export function invoiceFixture(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: "in_sandbox_1",
    number: "SBM-0001",
    amount: 14900,
    currency: "MXN",
    status: "paid",
    period_start: "2026-08-14T18:00:00.000Z",
    period_end: "2026-09-14T18:00:00.000Z",
    paid_at: "2026-08-14T18:05:00.000Z",
    created_at: "2026-08-14T18:00:00.000Z",
    hosted_url: null,
    ...overrides,
  };
}
