import { AsyncLocalStorage } from "node:async_hooks";
import Stripe from "stripe";
import {
  type BillingProvider,
  CardError,
  type CreatePaymentInput,
  type CreateSubscriptionInput,
  type ProviderCustomer,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderInvoiceStatus,
  type ProviderPayment,
  type ProviderPaymentMethod,
  ProviderRequestNotProcessedError,
  type ProviderSetupIntent,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  type SetupIntentStatus,
  type SubscriptionPrice,
  WebhookSignatureError,
} from "./provider.ts";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Handed to the browser for Stripe.js. */
  publishableKey: string | null;
  /** Another API address (the tests' fake Stripe); api.stripe.com over https when absent. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** How long one request may wait for Stripe's answer (the SDK's default, 80 s, when absent). */
  timeoutMs?: number;
}

/**
 * One read gives everything the interface reports: the first invoice's payments (to tell a charge that
 * asks for authentication) and the discount objects (their coupon ids; the SDK leaves them as ids).
 */
const SUBSCRIPTION_EXPAND = ["latest_invoice.payments", "discounts"];

/** A refund shows on the charge, not on the payment intent: one read brings both. */
const PAYMENT_EXPAND = ["latest_charge"];

/** The statuses in which Stripe still lets a payment intent be cancelled (nothing captured yet). */
const CANCELABLE_PAYMENT_STATUSES = new Set<string>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture",
]);

/** Stripe's card error codes that mean the card holder must authenticate (3-D Secure). */
const AUTHENTICATION_CODES = new Set([
  "authentication_required",
  "invoice_payment_intent_requires_action",
  "payment_intent_action_required",
  "payment_intent_authentication_failure",
  "setup_intent_authentication_failure",
]);

const CARD_ERROR_REASONS: Record<string, CardError["reason"]> = {
  card_declined: "card_declined",
  insufficient_funds: "card_declined",
  card_decline_rate_limit_exceeded: "card_declined",
  incorrect_number: "incorrect_number",
  invalid_number: "incorrect_number",
  expired_card: "expired_card",
  incorrect_cvc: "invalid_cvc",
  invalid_cvc: "invalid_cvc",
};

/**
 * Only the code crosses over: Stripe's message is written for the card holder in English and the
 * memberships domain words it in the user's language.
 */
export function cardErrorFromStripe(error: {
  code?: string | undefined;
  decline_code?: string | undefined;
}): CardError {
  const code = error.code ?? "";
  if (
    AUTHENTICATION_CODES.has(code) ||
    code.endsWith("_requires_action") ||
    error.decline_code === "authentication_required"
  ) {
    return new CardError("authentication_required");
  }
  return new CardError(CARD_ERROR_REASONS[code] ?? "card_declined");
}

/**
 * What the network said about each request one provider call sent. The SDK retries a timeout, a
 * reset, a 409 or a 5xx under the same idempotency key and reports only the last attempt's failure,
 * so "connection refused" at the end says nothing of an earlier attempt that may have reached
 * Stripe. The log keeps all of them.
 */
interface AttemptLog {
  /** Some request of the call may have reached Stripe and been acted on. */
  maybeProcessed: boolean;
}
const attemptLogs = new AsyncLocalStorage<AttemptLog>();

/**
 * Network errors raised before a request's first byte leaves this machine (the connection or the
 * name lookup failed), so Stripe cannot have seen it. A timeout is not among them: it may be
 * waiting for an answer to a request Stripe received.
 */
const NEVER_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * A 4xx is Stripe's answer that it did not act (a bad request, key or permission, a rate limit),
 * except 409: another request with the same idempotency key is still being carried out.
 */
const notActedOn = (status: number) => status >= 400 && status < 500 && status !== 409;

type HttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;

/** The SDK's own HTTP client, with each attempt's outcome written to the calling operation's log. */
function loggingHttpClient(inner: HttpClient): HttpClient {
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: async (...request: Parameters<HttpClient["makeRequest"]>) => {
      const log = attemptLogs.getStore();
      try {
        const response = await inner.makeRequest(...request);
        if (log && !notActedOn(response.getStatusCode())) log.maybeProcessed = true;
        return response;
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (log && !(typeof code === "string" && NEVER_SENT_CODES.has(code))) log.maybeProcessed = true;
        throw error;
      }
    },
  };
}

/**
 * Every provider call goes through here: a refused card becomes a CardError, and a failure that
 * certainly left Stripe untouched a ProviderRequestNotProcessedError. Anything else is rethrown as
 * it is: its outcome is unknown (a timeout, a reset after sending, a 5xx, an idempotency conflict,
 * an answer we could not read or map), and the caller must treat it as possibly done.
 */
async function translateErrors<T>(call: () => Promise<T>): Promise<T> {
  const log: AttemptLog = { maybeProcessed: false };
  try {
    return await attemptLogs.run(log, call);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw cardErrorFromStripe(error);
    if (!log.maybeProcessed) {
      if (error instanceof Stripe.errors.StripeConnectionError)
        throw new ProviderRequestNotProcessedError("unreachable", { cause: error });
      if (
        error instanceof Stripe.errors.StripeError &&
        !(error instanceof Stripe.errors.StripeIdempotencyError) &&
        typeof error.statusCode === "number" &&
        notActedOn(error.statusCode)
      )
        throw new ProviderRequestNotProcessedError("refused", { cause: error });
    }
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === "resource_missing");
}

function isAlreadyThere(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_already_exists";
}

const SUBSCRIPTION_STATUSES: readonly ProviderSubscriptionStatus[] = [
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
function known<T extends string>(statuses: readonly T[], status: string, what: string): T {
  if ((statuses as readonly string[]).includes(status)) return status as T;
  throw new Error(`Unknown Stripe ${what} status "${status}"`);
}

const fromUnix = (seconds: number): Date => new Date(seconds * 1000);
const fromUnixOrNull = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : fromUnix(seconds);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
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

function mapPaymentMethod(paymentMethod: Stripe.PaymentMethod): ProviderPaymentMethod {
  const card = paymentMethod.card;
  return {
    id: paymentMethod.id,
    brand: card?.brand ?? "unknown",
    last4: card?.last4 ?? "",
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
  };
}

function mapCustomer(customer: Stripe.Customer): ProviderCustomer {
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
interface LegacySubscriptionFields {
  current_period_start?: number;
  current_period_end?: number;
  discount?: { coupon?: Stripe.Coupon | string | null } | null;
}
interface LegacyInvoiceFields {
  subscription?: string | { id: string } | null;
  payment_intent?: string | { id: string; status: string } | null;
}
interface LegacyDiscountFields {
  coupon?: Stripe.Coupon | string | null;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = invoice as Stripe.Invoice & LegacyInvoiceFields;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
}

function mapInvoiceStatus(status: Stripe.Invoice.Status | null): ProviderInvoiceStatus {
  return status === null ? "draft" : known(INVOICE_STATUSES, status, "invoice");
}

function mapSetupIntentStatus(status: Stripe.SetupIntent.Status): SetupIntentStatus {
  // A card given but not yet confirmed: the browser's confirmation covers it like a missing card.
  if (status === "requires_confirmation") return "requires_payment_method";
  return known(SETUP_INTENT_STATUSES, status, "setup intent");
}

function isAlreadyRefunded(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded";
}

function isUnexpectedPaymentState(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "payment_intent_unexpected_state";
}

function mapPaymentStatus(intent: Stripe.PaymentIntent, charge: Stripe.Charge | null): ProviderPayment["status"] {
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

function mapInvoice(invoice: Stripe.Invoice): ProviderInvoice {
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

/** The webhook's object says which subscription and customer it is about, whatever its API version. */
function eventSubjects(object: Record<string, unknown>): { subscriptionId: string | null; customerId: string | null } {
  const stringOrId = (value: unknown): string | null => {
    if (typeof value === "string") return value;
    if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string") {
      return (value as { id: string }).id;
    }
    return null;
  };
  const id = typeof object.id === "string" ? object.id : null;
  switch (object.object) {
    case "subscription":
      return { subscriptionId: id, customerId: stringOrId(object.customer) };
    case "invoice": {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } | null } | null | undefined;
      return {
        subscriptionId: stringOrId(parent?.subscription_details?.subscription) ?? stringOrId(object.subscription),
        customerId: stringOrId(object.customer),
      };
    }
    case "customer":
      return { subscriptionId: null, customerId: id };
    default:
      return { subscriptionId: stringOrId(object.subscription), customerId: stringOrId(object.customer) };
  }
}

/** How far a webhook's signed time may lie from ours, either way (Stripe's default, 5 minutes). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The signed time of a Stripe-Signature header, read as the SDK reads it (the last `t=`). */
function signedTimestamp(header: string): number | undefined {
  let timestamp: number | undefined;
  for (const item of header.split(",")) {
    const [key, value] = item.split("=");
    if (key === "t") timestamp = Number.parseInt(value ?? "", 10);
  }
  return timestamp !== undefined && Number.isFinite(timestamp) ? timestamp : undefined;
}

export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
    httpClient: loggingHttpClient(Stripe.createNodeHttpClient()),
  });

  // Products and coupons never change once made (a coupon's percentage is fixed at Stripe), so their
  // ids are safe to remember for the life of the process.
  const products = new Map<string, Promise<string>>();
  const couponPercentages = new Map<string, Promise<number | null>>();
  const knownCoupons = new Set<string>();

  function remember<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const cached = cache.get(key);
    if (cached) return cached;
    const loading = load();
    cache.set(key, loading);
    // A failure is not remembered: the next call asks Stripe again.
    loading.catch(() => cache.delete(key));
    return loading;
  }

  function ensureProduct(price: SubscriptionPrice, idempotencyKey: string): Promise<string> {
    const id = stripeProductId(price.product);
    return remember(products, id, async () => {
      try {
        return (await stripe.products.retrieve(id)).id;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      try {
        const product = await stripe.products.create(
          { id, name: price.productName, metadata: { plan: price.product } },
          { idempotencyKey: `${idempotencyKey}:product` },
        );
        return product.id;
      } catch (error) {
        // Another process created it between our read and our write.
        if (isAlreadyThere(error)) return id;
        throw error;
      }
    });
  }

  async function ensureCoupon(percentOff: number, durationMonths: number | null, idempotencyKey: string) {
    const id = stripeCouponId(percentOff, durationMonths);
    if (knownCoupons.has(id)) return id;
    try {
      await stripe.coupons.retrieve(id);
    } catch (error) {
      if (!isMissing(error)) throw error;
      try {
        await stripe.coupons.create(
          {
            id,
            percent_off: percentOff,
            name: `${percentOff}% off${durationMonths === null ? "" : ` for ${durationMonths} months`}`,
            ...(durationMonths === null
              ? { duration: "forever" as const }
              : { duration: "repeating" as const, duration_in_months: durationMonths }),
          },
          { idempotencyKey: `${idempotencyKey}:coupon` },
        );
      } catch (createError) {
        if (!isAlreadyThere(createError)) throw createError;
      }
    }
    knownCoupons.add(id);
    return id;
  }

  function couponPercentage(coupon: Stripe.Coupon | string): Promise<number | null> {
    if (typeof coupon !== "string") return Promise.resolve(coupon.percent_off);
    return remember(couponPercentages, coupon, async () => (await stripe.coupons.retrieve(coupon)).percent_off);
  }

  async function percentOffOf(subscription: Stripe.Subscription): Promise<number | null> {
    const coupons: (Stripe.Coupon | string)[] = [];
    for (const discount of subscription.discounts ?? []) {
      // Without the expansion only the discount's id is here, and Stripe has no way to read it back alone.
      if (typeof discount === "string") continue;
      const coupon = discount.source?.coupon ?? (discount as Stripe.Discount & LegacyDiscountFields).coupon;
      if (coupon) coupons.push(coupon);
    }
    const legacyCoupon = (subscription as Stripe.Subscription & LegacySubscriptionFields).discount?.coupon;
    if (legacyCoupon) coupons.push(legacyCoupon);
    const percentages = (await Promise.all(coupons.map(couponPercentage))).filter((p): p is number => p !== null);
    // We only ever set one discount (an update replaces the list), so the largest is the one in force.
    return percentages.length === 0 ? null : Math.max(...percentages);
  }

  async function latestInvoiceOf(subscription: Stripe.Subscription): Promise<ProviderSubscription["latestInvoice"]> {
    const latest = subscription.latest_invoice;
    if (latest === null) return null;
    const invoice =
      typeof latest === "string" ? await stripe.invoices.retrieve(latest, { expand: ["payments"] }) : latest;
    const payments = invoice.payments?.data ?? [];
    const payment = payments.find((candidate) => candidate.is_default) ?? payments[0];
    const legacyIntent = (invoice as Stripe.Invoice & LegacyInvoiceFields).payment_intent;
    const intent = payment?.payment?.payment_intent ?? legacyIntent ?? null;
    let paymentIntentStatus: string | null = null;
    if (intent !== null) {
      if (typeof intent !== "string") paymentIntentStatus = intent.status;
      // A paid invoice's payment succeeded; only an unpaid one needs the intent read to say why.
      else if (invoice.status === "paid") paymentIntentStatus = "succeeded";
      else paymentIntentStatus = (await stripe.paymentIntents.retrieve(intent)).status;
    }
    return { id: invoice.id, status: mapInvoiceStatus(invoice.status), paymentIntentStatus };
  }

  async function mapSubscription(subscription: Stripe.Subscription): Promise<ProviderSubscription> {
    // Recent API versions keep the billing period on each item; older ones kept it on the subscription.
    const item = subscription.items?.data?.[0];
    const legacy = subscription as Stripe.Subscription & LegacySubscriptionFields;
    const periodStart = item?.current_period_start ?? legacy.current_period_start ?? subscription.start_date;
    const periodEnd = item?.current_period_end ?? legacy.current_period_end ?? subscription.start_date;
    const [percentOff, latestInvoice] = await Promise.all([percentOffOf(subscription), latestInvoiceOf(subscription)]);
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? "",
      status: known(SUBSCRIPTION_STATUSES, subscription.status, "subscription"),
      trialEnd: fromUnixOrNull(subscription.trial_end),
      currentPeriodStart: fromUnix(periodStart),
      currentPeriodEnd: fromUnix(periodEnd),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      canceledAt: fromUnixOrNull(subscription.canceled_at),
      endedAt: fromUnixOrNull(subscription.ended_at),
      defaultPaymentMethodId: idOf(subscription.default_payment_method),
      percentOff,
      latestInvoice,
      metadata: { ...subscription.metadata },
    };
  }

  async function refundIntent(paymentIntentId: string, idempotencyKey: string, amountMinor: number | undefined) {
    try {
      await stripe.refunds.create(
        { payment_intent: paymentIntentId, ...(amountMinor !== undefined ? { amount: amountMinor } : {}) },
        { idempotencyKey },
      );
    } catch (error) {
      // Another request refunded it whole between our read and our write.
      if (!isAlreadyRefunded(error)) throw error;
    }
  }

  async function retrieveSubscription(subscriptionId: string): Promise<Stripe.Subscription> {
    return stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND });
  }

  async function mapPayment(intent: Stripe.PaymentIntent): Promise<ProviderPayment> {
    const latest = intent.latest_charge;
    const charge = typeof latest === "string" ? await stripe.charges.retrieve(latest) : latest;
    const status = mapPaymentStatus(intent, charge);
    return {
      id: intent.id,
      status,
      amountMinor: intent.amount,
      currency: intent.currency.toUpperCase(),
      paymentMethodId: idOf(intent.payment_method),
      clientSecret: status === "requires_action" ? intent.client_secret : null,
    };
  }

  function retrievePaymentIntent(paymentId: string): Promise<Stripe.PaymentIntent> {
    return stripe.paymentIntents.retrieve(paymentId, { expand: PAYMENT_EXPAND });
  }

  return {
    name: "stripe",
    publishableKey: options.publishableKey,

    createCustomer: (input, idempotencyKey) =>
      translateErrors(async () =>
        mapCustomer(
          await stripe.customers.create(
            { email: input.email, name: input.name, metadata: input.metadata },
            { idempotencyKey },
          ),
        ),
      ),

    retrieveCustomer: (customerId) =>
      translateErrors(async () => {
        const customer = await stripe.customers.retrieve(customerId);
        if (customer.deleted) throw new Error(`Stripe customer ${customerId} was deleted`);
        return mapCustomer(customer);
      }),

    createSetupIntent: (customerId, idempotencyKey) =>
      translateErrors(async (): Promise<ProviderSetupIntent> => {
        const intent = await stripe.setupIntents.create(
          // off_session: the card is saved to be charged later by the subscription, without the holder.
          { customer: customerId, allowed_payment_method_types: ["card"], usage: "off_session" },
          { idempotencyKey },
        );
        return {
          id: intent.id,
          clientSecret: intent.client_secret ?? "",
          status: mapSetupIntentStatus(intent.status),
          paymentMethodId: idOf(intent.payment_method),
        };
      }),

    attachPaymentMethod: (customerId, paymentMethodId, idempotencyKey) =>
      translateErrors(async () => {
        // A card confirmed through a setup intent for this customer is already attached by Stripe.
        const current = await stripe.paymentMethods.retrieve(paymentMethodId);
        if (idOf(current.customer) === customerId) return mapPaymentMethod(current);
        return mapPaymentMethod(
          await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }, { idempotencyKey }),
        );
      }),

    detachPaymentMethod: (paymentMethodId) =>
      translateErrors(async () => {
        try {
          await stripe.paymentMethods.detach(paymentMethodId);
        } catch (error) {
          // Detaching twice (a retried request) is done, not an error.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          const current = await stripe.paymentMethods.retrieve(paymentMethodId);
          if (current.customer !== null) throw error;
        }
      }),

    listPaymentMethods: (customerId) =>
      translateErrors(async () => {
        const cards = await stripe.paymentMethods.list({ customer: customerId, type: "card", limit: 100 });
        return cards.data.map(mapPaymentMethod);
      }),

    setDefaultPaymentMethod: (customerId, paymentMethodId, idempotencyKey) =>
      translateErrors(async () => {
        await stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          { idempotencyKey },
        );
      }),

    createSubscription: (input: CreateSubscriptionInput, idempotencyKey) =>
      translateErrors(async () => {
        const { price, discount } = input;
        const item: Stripe.SubscriptionCreateParams.Item = price.providerPriceId
          ? { price: price.providerPriceId }
          : {
              price_data: {
                currency: price.currency.toLowerCase(),
                unit_amount: price.amountMinor,
                recurring: { interval: price.interval },
                product: await ensureProduct(price, idempotencyKey),
              },
            };
        const couponId = discount
          ? (discount.providerCouponId ??
            (await ensureCoupon(discount.percentOff, discount.durationMonths, idempotencyKey)))
          : null;
        const subscription = await stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [item],
            ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
            ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
            ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
            metadata: input.metadata,
            // A first charge that fails (declined, or the card asks for authentication) answers 402 and
            // leaves no incomplete subscription behind: the member picks another card and tries again.
            payment_behavior: "error_if_incomplete",
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey },
        );
        return mapSubscription(subscription);
      }),

    retrieveSubscription: (subscriptionId) =>
      translateErrors(async () => mapSubscription(await retrieveSubscription(subscriptionId))),

    cancelSubscription: (subscriptionId, { atPeriodEnd }, idempotencyKey) =>
      translateErrors(async () => {
        if (atPeriodEnd) {
          return mapSubscription(
            await stripe.subscriptions.update(
              subscriptionId,
              { cancel_at_period_end: true, expand: SUBSCRIPTION_EXPAND },
              { idempotencyKey },
            ),
          );
        }
        // Stripe refuses to cancel twice and ignores idempotency keys on DELETE, so a retry reads first.
        const current = await retrieveSubscription(subscriptionId);
        if (current.status === "canceled" || current.status === "incomplete_expired") return mapSubscription(current);
        return mapSubscription(
          await stripe.subscriptions.cancel(subscriptionId, { expand: SUBSCRIPTION_EXPAND }, { idempotencyKey }),
        );
      }),

    applyDiscount: (subscriptionId, discount, idempotencyKey) =>
      translateErrors(async () => {
        const couponId =
          discount.providerCouponId ??
          (await ensureCoupon(discount.percentOff, discount.durationMonths, idempotencyKey));
        return mapSubscription(
          await stripe.subscriptions.update(
            subscriptionId,
            { discounts: [{ coupon: couponId }], expand: SUBSCRIPTION_EXPAND },
            { idempotencyKey },
          ),
        );
      }),

    listInvoices: (customerId) =>
      translateErrors(async () => {
        const invoices = await stripe.invoices.list({ customer: customerId, limit: 100 }).autoPagingToArray({
          limit: 1000,
        });
        return invoices.map(mapInvoice);
      }),

    preparePayment: (input: CreatePaymentInput, idempotencyKey) =>
      translateErrors(async () => {
        // Not confirmed: Stripe cannot charge it until chargePayment does, so its id is known (and
        // stored by the caller) before any money can move. A lost answer cannot hide a charge.
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            ...(input.customerId ? { customer: input.customerId } : {}),
            payment_method: input.paymentMethodId,
            // Cards only: nothing sends the buyer away to another site, so no return URL is needed. This
            // API version refuses `payment_method_types`; the allowed list is its replacement.
            allowed_payment_method_types: ["card"],
            description: input.description,
            metadata: input.metadata,
            expand: PAYMENT_EXPAND,
          },
          { idempotencyKey },
        );
        return mapPayment(intent);
      }),

    chargePayment: (paymentId, idempotencyKey) =>
      translateErrors(async () => {
        try {
          return mapPayment(
            await stripe.paymentIntents.confirm(
              paymentId,
              // The bank's 3-D Secure step is finished in our page by Stripe.js with the client secret.
              { use_stripe_sdk: true, expand: PAYMENT_EXPAND },
              { idempotencyKey },
            ),
          );
        } catch (error) {
          // Already charged, cancelled or waiting for the buyer (an earlier attempt whose answer was
          // lost, under another key): a payment intent succeeds once, so its state is the answer.
          if (!isUnexpectedPaymentState(error)) throw error;
          return mapPayment(await retrievePaymentIntent(paymentId));
        }
      }),

    retrievePayment: (paymentId) => translateErrors(async () => mapPayment(await retrievePaymentIntent(paymentId))),

    refundPayment: (paymentId, idempotencyKey, amountMinor) =>
      translateErrors(async () => {
        const current = await mapPayment(await retrievePaymentIntent(paymentId));
        // Refunded whole already or never charged: Stripe would refuse a refund.
        if (current.status !== "succeeded") return current;
        await refundIntent(paymentId, idempotencyKey, amountMinor);
        return mapPayment(await retrievePaymentIntent(paymentId));
      }),

    refundInvoice: (invoiceId, idempotencyKey, amountMinor) =>
      translateErrors(async () => {
        const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
        const paid = (invoice.payments?.data ?? []).find((entry) => entry.status === "paid");
        const intent =
          idOf(paid?.payment?.payment_intent) ?? idOf((invoice as Stripe.Invoice & LegacyInvoiceFields).payment_intent);
        if (!intent) return;
        await refundIntent(intent, idempotencyKey, amountMinor);
      }),

    listSubscriptions: (customerId) =>
      translateErrors(async () => {
        const list = await stripe.subscriptions
          .list({
            customer: customerId,
            status: "all",
            limit: 100,
            expand: SUBSCRIPTION_EXPAND.map((path) => `data.${path}`),
          })
          .autoPagingToArray({ limit: 1000 });
        return Promise.all(list.map(mapSubscription));
      }),

    cancelPayment: (paymentId) =>
      translateErrors(async () => {
        const current = await retrievePaymentIntent(paymentId);
        if (!CANCELABLE_PAYMENT_STATUSES.has(current.status)) return mapPayment(current);
        try {
          return mapPayment(
            await stripe.paymentIntents.cancel(paymentId, { cancellation_reason: "abandoned", expand: PAYMENT_EXPAND }),
          );
        } catch (error) {
          // The buyer finished the bank's step between our read and our cancel: their payment stands.
          if (!isUnexpectedPaymentState(error)) throw error;
          return mapPayment(await retrievePaymentIntent(paymentId));
        }
      }),

    parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
      if (!signature) throw new WebhookSignatureError("Missing webhook signature");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch {
        // Stripe's reason (which part failed) helps an attacker more than our logs.
        throw new WebhookSignatureError();
      }
      // The SDK refuses a signature older than the tolerance but not one dated ahead: such a
      // delivery could be replayed until its date plus the tolerance. The same window both ways.
      const signedAt = signedTimestamp(signature);
      if (signedAt === undefined || signedAt - Math.floor(Date.now() / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookSignatureError();
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      return {
        id: event.id,
        type: event.type,
        created: fromUnix(event.created),
        ...eventSubjects(object),
      };
    },
  };
}
