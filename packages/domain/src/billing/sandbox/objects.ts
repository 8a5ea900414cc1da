import { randomBytes } from "node:crypto";
import type { CardSummary } from "../cards.ts";
import type {
  ProviderCustomer,
  ProviderInvoice,
  ProviderInvoiceStatus,
  ProviderPayment,
  ProviderPaymentMethod,
  ProviderSetupIntent,
  ProviderSubscriptionStatus,
  SetupIntentStatus,
} from "../provider.ts";
import type { SandboxObject } from "../sandbox-repository.ts";

// The sandbox's stored objects (one JSON row each) and how the provider interface reads them.

export interface CustomerData {
  email: string;
  name: string;
  defaultPaymentMethodId: string | null;
  metadata: Record<string, string>;
}
export interface PaymentMethodData extends Omit<CardSummary, "behaviour"> {
  behaviour: CardSummary["behaviour"];
  customerId: string | null;
}
export interface SetupIntentData {
  customerId: string;
  status: SetupIntentStatus;
  paymentMethodId: string | null;
  clientSecret: string;
}
export interface SubscriptionData {
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceId: string;
  amountMinor: number;
  currency: string;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  endedAt: string | null;
  defaultPaymentMethodId: string | null;
  percentOff: number | null;
  /** The discount's last day, exclusive; null: forever. */
  discountEndsAt: string | null;
  openInvoiceId: string | null;
  failedAttempts: number;
  nextRetryAt: string | null;
  latestInvoiceId: string | null;
  metadata: Record<string, string>;
}
export interface PaymentData {
  customerId: string | null;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  status: ProviderPayment["status"];
  description: string;
  metadata: Record<string, string>;
  clientSecret: string;
  /** The card was refused when charged: asked again, the sandbox answers the same refusal (Stripe's replay). */
  declined?: boolean;
  /** Refunds given, by their idempotency key. */
  refunds?: Record<string, number>;
}
export interface InvoiceData {
  customerId: string;
  subscriptionId: string;
  number: string;
  amountDue: number;
  amountPaid: number;
  currency: string;
  status: ProviderInvoiceStatus;
  periodStart: string;
  periodEnd: string;
  created: string;
  paidAt: string | null;
  paymentIntentStatus: string | null;
  /** Refunds given, by their idempotency key. */
  refunds?: Record<string, number>;
}

/** A coupon or the retention offer still running at that instant. */
export const discountLive = (data: SubscriptionData, at: Date) =>
  data.percentOff !== null && (!data.discountEndsAt || date(data.discountEndsAt) > at);
export const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString("hex")}`;
export const iso = (date: Date) => date.toISOString();
export const date = (value: string) => new Date(value);

export const toPayment = (object: SandboxObject<PaymentData>): ProviderPayment => ({
  id: object.id,
  status: object.data.status,
  amountMinor: object.data.amountMinor,
  currency: object.data.currency,
  paymentMethodId: object.data.paymentMethodId,
  clientSecret: object.data.status === "requires_action" ? object.data.clientSecret : null,
});

export const toCustomer = (object: SandboxObject<CustomerData>): ProviderCustomer => ({
  id: object.id,
  email: object.data.email,
  defaultPaymentMethodId: object.data.defaultPaymentMethodId,
});
export const toPaymentMethod = (object: SandboxObject<PaymentMethodData>): ProviderPaymentMethod => ({
  id: object.id,
  brand: object.data.brand,
  last4: object.data.last4,
  expMonth: object.data.expMonth,
  expYear: object.data.expYear,
});
export const toSetupIntent = (object: SandboxObject<SetupIntentData>): ProviderSetupIntent => ({
  id: object.id,
  clientSecret: object.data.clientSecret,
  status: object.data.status,
  paymentMethodId: object.data.paymentMethodId,
});

export const toInvoice = (object: SandboxObject<InvoiceData>): ProviderInvoice => ({
  id: object.id,
  subscriptionId: object.data.subscriptionId,
  customerId: object.data.customerId,
  number: object.data.number,
  amountDue: object.data.amountDue,
  amountPaid: object.data.amountPaid,
  currency: object.data.currency,
  status: object.data.status,
  periodStart: date(object.data.periodStart),
  periodEnd: date(object.data.periodEnd),
  created: date(object.data.created),
  paidAt: object.data.paidAt ? date(object.data.paidAt) : null,
  hostedUrl: null,
});
