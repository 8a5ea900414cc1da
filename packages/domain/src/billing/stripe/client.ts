import Stripe from "stripe";
import type { ProviderPayment, ProviderSubscription, SubscriptionPrice } from "../provider.ts";
import { isAlreadyRefunded, isAlreadyThere, isMissing, loggingHttpClient } from "./errors.ts";
import {
  fromUnix,
  fromUnixOrNull,
  idOf,
  known,
  type LegacyDiscountFields,
  type LegacyInvoiceFields,
  type LegacySubscriptionFields,
  mapInvoiceStatus,
  mapPaymentStatus,
  SUBSCRIPTION_STATUSES,
  stripeCouponId,
  stripeProductId,
} from "./mapping.ts";

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
export const SUBSCRIPTION_EXPAND = ["latest_invoice.payments", "discounts"];

/** A refund shows on the charge, not on the payment intent: one read brings both. */
export const PAYMENT_EXPAND = ["latest_charge"];

/** The statuses in which Stripe still lets a payment intent be cancelled (nothing captured yet). */
export const CANCELABLE_PAYMENT_STATUSES = new Set<string>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture",
]);

export type StripeClient = ReturnType<typeof createStripeClient>;

/**
 * The SDK client and what several provider calls share: products and coupons made on first need,
 * and a subscription or payment read back with what the interface reports.
 */
export function createStripeClient(options: StripeProviderOptions) {
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
    stripe,
    ensureProduct,
    ensureCoupon,
    mapSubscription,
    refundIntent,
    retrieveSubscription,
    mapPayment,
    retrievePaymentIntent,
  };
}
