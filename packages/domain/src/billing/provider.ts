/**
 * The payment provider behind memberships: a Stripe-shaped interface
 * with two implementations, the built-in `sandbox` (default: dev, tests, demo) and `stripe` (the
 * official SDK). The memberships domain only speaks this interface; provider ids are opaque strings
 * (`cus_…`, `pm_…`, `sub_…`, `in_…`). Every write takes an idempotency key so a retried request
 * never creates or charges twice at the provider.
 */

export type ProviderName = "sandbox" | "stripe";

export interface ProviderCustomer {
  id: string;
  email: string;
  defaultPaymentMethodId: string | null;
}

/** A saved card: brand and last four only (a card number never reaches us). */
export interface ProviderPaymentMethod {
  id: string;
  /** visa | mastercard | amex | discover | unknown ... (Stripe's brand names). */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SetupIntentStatus = "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "canceled";

/** Saving a card: the browser confirms it (Stripe Elements, or the sandbox's test-card form). */
export interface ProviderSetupIntent {
  id: string;
  clientSecret: string;
  status: SetupIntentStatus;
  paymentMethodId: string | null;
}

/** Stripe's subscription statuses; the memberships domain maps them to its own lifecycle. */
export type ProviderSubscriptionStatus =
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "incomplete"
  | "incomplete_expired"
  | "unpaid"
  | "paused";

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
  defaultPaymentMethodId: string | null;
  /** Percent off now applied (a coupon or the cancel offer), or null. */
  percentOff: number | null;
  /**
   * The first invoice's payment when the subscription starts without a trial: `requires_action`
   * means the card asks for authentication (3-D Secure) and the subscription stays incomplete.
   */
  latestInvoice: { id: string; status: ProviderInvoiceStatus; paymentIntentStatus: string | null } | null;
  metadata: Record<string, string>;
}

export type ProviderInvoiceStatus = "draft" | "open" | "paid" | "void" | "uncollectible";

export interface ProviderInvoice {
  id: string;
  subscriptionId: string | null;
  customerId: string;
  number: string | null;
  /** Minor units. */
  amountDue: number;
  amountPaid: number;
  /** ISO 4217, upper case (MXN, COP, CRC). */
  currency: string;
  status: ProviderInvoiceStatus;
  periodStart: Date;
  periodEnd: Date;
  created: Date;
  paidAt: Date | null;
  /** The provider's page for the invoice (Stripe's hosted invoice), when there is one. */
  hostedUrl: string | null;
}

/** What a subscription is charged: our plan's price in one country. */
export interface SubscriptionPrice {
  /** The provider's price id when one is configured for this plan and currency (Stripe); else inline. */
  providerPriceId: string | null;
  /** The plan's code (premium, premium-b, plus): the product at the provider. */
  product: string;
  productName: string;
  amountMinor: number;
  currency: string;
  interval: "month";
}

export interface CreateSubscriptionInput {
  customerId: string;
  price: SubscriptionPrice;
  /** 0 for none. */
  trialDays: number;
  /** The card to charge; the customer's default when null. */
  paymentMethodId: string | null;
  /** A coupon's percentage off for a number of months (null months: forever). */
  discount: { percentOff: number; durationMonths: number | null; providerCouponId: string | null } | null;
  metadata: Record<string, string>;
}

/**
 * What the provider tells us happened (a verified webhook, or the sandbox's clock). The domain never
 * trusts the event's copy of the object: it reads the current state back (out-of-order events).
 */
export interface ProviderEvent {
  id: string;
  /** Stripe's event type, e.g. customer.subscription.updated, invoice.paid, invoice.payment_failed. */
  type: string;
  created: Date;
  /** The subscription the event is about, when it is about one (directly or through an invoice). */
  subscriptionId: string | null;
  customerId: string | null;
}

/** A bad or missing webhook signature (answered 400; the body is never processed). */
export class WebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/**
 * A card refused by the provider (declined, or authentication needed): the message is the provider's
 * reason code, never a card number. The memberships domain turns it into the user's language.
 */
export class CardError extends Error {
  readonly reason: "card_declined" | "authentication_required" | "incorrect_number" | "expired_card" | "invalid_cvc";
  constructor(reason: CardError["reason"], message?: string) {
    super(message ?? reason);
    this.name = "CardError";
    this.reason = reason;
  }
}

/**
 * The provider certainly did not carry the request out: it never reached the provider (connection
 * refused, unknown host) or the provider answered that it refused it without acting on it (a bad
 * request, a bad key, a rate limit). Nothing was charged, so the purchase may start over.
 *
 * Any other failure of a write (a timeout, a connection reset after the request was sent, a 5xx, an
 * answer we could not read) leaves its outcome unknown: the provider may have done it, and only
 * asking it again (the same idempotency key, or reading the payment back) can tell.
 */
export class ProviderRequestNotProcessedError extends Error {
  readonly reason: "unreachable" | "refused";
  constructor(reason: ProviderRequestNotProcessedError["reason"], options?: { cause?: unknown }) {
    super(
      reason === "unreachable"
        ? "The payment provider could not be reached"
        : "The payment provider refused the request",
      options,
    );
    this.name = "ProviderRequestNotProcessedError";
    this.reason = reason;
  }
}

/** A one-off charge (tickets, store orders): Stripe's PaymentIntent. */
export interface ProviderPayment {
  id: string;
  /**
   * requires_confirmation: prepared, not charged yet (nothing can charge it but our chargePayment);
   * requires_action: the bank asks the buyer to confirm (3-D Secure) before it is charged.
   */
  status: "requires_confirmation" | "succeeded" | "requires_action" | "canceled" | "refunded";
  amountMinor: number;
  currency: string;
  paymentMethodId: string | null;
  /** What the browser needs to finish a requires_action payment with Stripe.js. */
  clientSecret: string | null;
}

export interface CreatePaymentInput {
  /** The signed-in buyer's customer, or null for a guest paying with a new card. */
  customerId: string | null;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

export interface BillingProvider {
  readonly name: ProviderName;
  /** The browser's key (Stripe.js); null for the sandbox. */
  readonly publishableKey: string | null;
  createCustomer(
    input: { email: string; name: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<ProviderCustomer>;
  retrieveCustomer(customerId: string): Promise<ProviderCustomer>;
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<ProviderSetupIntent>;
  /** Attaches a confirmed card to the customer (after the setup intent succeeded in the browser). */
  attachPaymentMethod(
    customerId: string,
    paymentMethodId: string,
    idempotencyKey: string,
  ): Promise<ProviderPaymentMethod>;
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]>;
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /** Throws CardError when the first charge (no trial) is declined. */
  createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<ProviderSubscription>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** At period end (benefits until then) or at once. */
  cancelSubscription(
    subscriptionId: string,
    options: { atPeriodEnd: boolean },
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  /** The retention offer: a percentage off the next months. */
  applyDiscount(
    subscriptionId: string,
    discount: { percentOff: number; durationMonths: number; providerCouponId: string | null },
    idempotencyKey: string,
  ): Promise<ProviderSubscription>;
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /**
   * The first of a charge's two steps: the payment, with its amount and card, is created at the
   * provider without charging anything (requires_confirmation), so its id can be stored before any
   * money moves. A request whose answer is lost is sent again with the same key: the same payment.
   */
  preparePayment(input: CreatePaymentInput, idempotencyKey: string): Promise<ProviderPayment>;
  /**
   * The second step: charges the prepared payment, the buyer present. Throws CardError when the card
   * is refused; answers requires_action when the bank asks the buyer. A payment is charged at most
   * once, however often this is called; a prepared one that is already finished is answered as it is.
   */
  chargePayment(paymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  retrievePayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * Gives back the whole payment, or `amountMinor` of it. The key makes it one refund however often
   * it is asked; a payment already given back whole is answered as it is.
   */
  refundPayment(paymentId: string, idempotencyKey: string, amountMinor?: number): Promise<ProviderPayment>;
  /** Gives back what a membership invoice charged, whole or `amountMinor` of it, once per key. */
  refundInvoice(invoiceId: string, idempotencyKey: string, amountMinor?: number): Promise<void>;
  /** Every subscription of a customer at the provider, whatever its status. */
  listSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Cancels a payment still waiting for the buyer's confirmation (an abandoned hold). */
  cancelPayment(paymentId: string): Promise<ProviderPayment>;
  /** Verifies the signature on the raw body and returns the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
