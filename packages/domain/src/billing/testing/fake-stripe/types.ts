import type { StripeProviderOptions } from "../../stripe-provider.ts";

// The fake's public types, the state a test reads, and the Stripe test cards it knows.

export type Params = { [key: string]: Param };
export type Param = string | Params | Param[];

/** A stored Stripe object: its fields as Stripe renders them. */
export type StripeObject = { id: string; object: string } & Record<string, unknown>;

export type CardBehaviour = "succeeds" | "declines" | "requires_authentication";

export interface TestCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

export const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242", behaviour: "succeeds" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", behaviour: "succeeds" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", behaviour: "declines" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", behaviour: "requires_authentication" },
};

export type TestPaymentMethod = keyof typeof TEST_CARDS;

export interface FakeStripeState {
  customers: Map<string, StripeObject>;
  paymentMethods: Map<string, StripeObject>;
  setupIntents: Map<string, StripeObject>;
  products: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  coupons: Map<string, StripeObject>;
  discounts: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  invoicePayments: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  /** Every event the helpers built, oldest first. */
  events: StripeObject[];
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
}

/** A webhook as Stripe would deliver it: post `body` with `headers` to the endpoint. */
export interface FakeWebhook {
  type: string;
  event: StripeObject;
  body: string;
  signature: string;
  headers: { "content-type": "application/json"; "stripe-signature": string };
}

export interface FakeStripe {
  url: string;
  host: string;
  port: number;
  protocol: "http";
  secretKey: string;
  webhookSecret: string;
  state: FakeStripeState;
  /** Every API request received, in order (tests check the idempotency keys sent). */
  requests: FakeStripeRequest[];
  /** Options for createStripeProvider pointing at this server. */
  providerOptions(): StripeProviderOptions;
  /** What Stripe.js does in the browser: confirms the setup intent with a test card, attaching it. */
  confirmSetupIntent(setupIntentId: string, testPaymentMethod: TestPaymentMethod): StripeObject;
  /** What Stripe.js does for a guest: a new card from a test card, attached to nobody. */
  createPaymentMethod(testPaymentMethod: TestPaymentMethod): StripeObject;
  /**
   * The buyer's answer to the bank's 3-D Secure step in the browser: a requires_action payment intent
   * is charged (succeeded) or given up (canceled). Returns the payment intent.
   */
  completeAuthentication(paymentIntentId: string, options: { approved: boolean }): StripeObject;
  /**
   * Ends a trial now: the first period's invoice is paid (active) or its charge fails (past_due).
   * Returns customer.subscription.updated then invoice.paid or invoice.payment_failed.
   */
  endTrial(subscriptionId: string, options: { paid: boolean }): FakeWebhook[];
  /**
   * Moves an active or past-due subscription into its next period: a subscription set to cancel at
   * period end ends (customer.subscription.deleted); otherwise it is charged as in endTrial.
   */
  renew(subscriptionId: string, options: { paid: boolean }): FakeWebhook[];
  /**
   * A network fault between the caller and Stripe, for tests of lost answers: every POST whose path
   * matches `path` is carried out as usual (`processed: true`: a confirmed payment intent is charged,
   * its answer remembered under its idempotency key, as Stripe does) or lost before Stripe acts on it
   * (`processed: false`), and its answer never arrives: the connection stays silent until the client
   * gives up waiting (`hang`, the default: a timeout), is cut (`reset`), or a 500 comes instead
   * (`error`: Stripe failed after acting, or before). Lasts until heal().
   */
  interrupt(options: { path: RegExp; processed: boolean; mode?: "hang" | "reset" | "error" }): void;
  /** Ends interrupt(): answers come back again. */
  heal(): void;
  /** Builds and records a signed event about any object (for event shapes the helpers do not make). */
  webhook(type: string, object: Record<string, unknown>, previousAttributes?: Record<string, unknown>): FakeWebhook;
  /** The Stripe-Signature header for a body (another secret or timestamp to test refusals). */
  sign(body: string, options?: { secret?: string; timestamp?: number }): string;
  close(): Promise<void>;
}
