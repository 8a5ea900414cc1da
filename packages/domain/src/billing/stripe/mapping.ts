import type Stripe from "stripe";
import type {
  ProviderCustomer,
  ProviderInvoice,
  ProviderInvoiceStatus,
  ProviderPayment,
  ProviderPaymentMethod,
  ProviderSubscriptionStatus,
  SetupIntentStatus,
} from "../provider.ts";

// Stripe's objects read as the provider interface reports them, whatever the API version that wrote them.

export const SUBSCRIPTION_STATUSES: readonly ProviderSubscriptionStatus[] = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
];
const INVOICE_STATUSES: readonly ProviderInvoiceStatus[] = ["draft", "open", "paid", "void", "uncollectible"];
const SETUP_INTENT_STATUSES: readonly SetupIntentStatus[] = [
  "requires_payment_method",
  "requires_action",
  "processing",
  "succeeded",
  "canceled",
];

/**
 * Stripe may add statuses; one we do not know fails loudly rather than being mistaken for another
 * (a membership must never look paid when it is not).
 */
export function known<T extends string>(statuses: readonly T[], status: string, what: string): T {
  if ((statuses as readonly string[]).includes(status)) return status as T;
  throw new Error(`Unknown Stripe ${what} status "${status}"`);
}

export const fromUnix = (seconds: number): Date => new Date(seconds * 1000);
export const fromUnixOrNull = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : fromUnix(seconds);
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

/** Product ids allow letters, digits, `_` and `-`: one product per plan code, found again by its id. */
export function stripeProductId(planCode: string): string {
  return `sobremesa_${planCode.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

/** One coupon per offer shape, so applying the same offer again reuses it instead of piling up coupons. */
export function stripeCouponId(percentOff: number, durationMonths: number | null): string {
  const percent = String(percentOff).replace(/[^0-9]/g, "_");
  return `sobremesa_${percent}off_${durationMonths === null ? "forever" : `${durationMonths}m`}`;
}

export function mapPaymentMethod(paymentMethod: Stripe.PaymentMethod): ProviderPaymentMethod {
  const card = paymentMethod.card;
  return {
    id: paymentMethod.id,
    brand: card?.brand ?? "unknown",
    last4: card?.last4 ?? "",
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
  };
}

export function mapCustomer(customer: Stripe.Customer): ProviderCustomer {
  return {
    id: customer.id,
    email: customer.email ?? "",
    defaultPaymentMethodId: idOf(customer.invoice_settings?.default_payment_method),
  };
}

/**
 * Fields that older API versions carried and the SDK's types no longer name. Webhook payloads are
 * rendered in the webhook endpoint's API version, which may be older than the SDK's.
 */
export interface LegacySubscriptionFields {
  current_period_start?: number;
  current_period_end?: number;
  discount?: { coupon?: Stripe.Coupon | string | null } | null;
}
export interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
  payment_intent?: string | { id: string; status: string } | null;
}
export interface LegacyDiscountFields {
  coupon?: Stripe.Coupon | string | null;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as Stripe.Invoice & LegacyInvoiceFields;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
}

export function mapInvoiceStatus(status: Stripe.Invoice.Status | null): ProviderInvoiceStatus {
  return status === null ? "draft" : known(INVOICE_STATUSES, status, "invoice");
}

export function mapSetupIntentStatus(status: Stripe.SetupIntent.Status): SetupIntentStatus {
  // A card given but not yet confirmed: the browser's confirmation covers it like a missing card.
  if (status === "requires_confirmation") return "requires_payment_method";
  return known(SETUP_INTENT_STATUSES, status, "setup intent");
}

export function mapPaymentStatus(
  intent: Stripe.PaymentIntent,
  charge: Stripe.Charge | null,
): ProviderPayment["status"] {
  switch (intent.status) {
    case "succeeded":
      // We only ever give the whole amount back, so a partial refund (made in the dashboard) is still a sale.
      return charge !== null && (charge.refunded || charge.amount_refunded >= charge.amount) ? "refunded" : "succeeded";
    case "requires_action":
      return "requires_action";
    // Prepared and never confirmed: nothing is charged until our chargePayment confirms it.
    case "requires_confirmation":
      return "requires_confirmation";
    case "canceled":
      return "canceled";
    // The bank refused the buyer's confirmation: nothing was charged, and we never confirm the same
    // intent again (another try is another payment), so it is over for us.
    case "requires_payment_method":
      return "canceled";
    default:
      // processing, requires_capture...: flows we never start; a payment must never look paid when it is not.
      throw new Error(`Unexpected Stripe payment intent status "${intent.status}"`);
  }
}

export function mapInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  // A subscription invoice's own period looks back one period; its line carries the service period paid for.
  const line = invoice.lines?.data?.[0];
  return {
    id: invoice.id,
    subscriptionId: invoiceSubscriptionId(invoice),
    customerId: idOf(invoice.customer) ?? "",
    number: invoice.number,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency.toUpperCase(),
    status: mapInvoiceStatus(invoice.status),
    periodStart: fromUnix(line?.period?.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period?.end ?? invoice.period_end),
    created: fromUnix(invoice.created),
    paidAt: fromUnixOrNull(invoice.status_transitions?.paid_at),
    hostedUrl: invoice.hosted_invoice_url ?? null,
  };
}
