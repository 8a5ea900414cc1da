import { randomBytes } from "node:crypto";
import type { FakeCatalogue } from "./catalogue.ts";
import type { FakePayments } from "./payments.ts";
import type { FakeStore } from "./store.ts";
import type { CardBehaviour, Params, StripeObject } from "./types.ts";
import {
  ApiError,
  AUTHENTICATION_REQUIRED,
  addMonths,
  clone,
  DECLINED,
  integer,
  invalid,
  list,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  record,
  text,
} from "./wire.ts";

export type FakeSubscriptions = ReturnType<typeof fakeSubscriptions>;

/** Subscriptions: their discounts, their periods' invoices and charges, updates and cancellation. */
export function fakeSubscriptions(store: FakeStore, catalogue: FakeCatalogue, payments: FakePayments) {
  const { state, behaviours, get } = store;
  const { createPrice } = catalogue;
  const { chargeFor } = payments;
  function discountOn(subscription: StripeObject, couponId: string): StripeObject {
    const coupon = get(state.coupons, "coupon", couponId, "coupon");
    coupon.times_redeemed = Number(coupon.times_redeemed) + 1;
    const start = nowSeconds();
    const months = coupon.duration === "repeating" ? Number(coupon.duration_in_months) : null;
    const discount: StripeObject = {
      id: newId("di"),
      object: "discount",
      customer: subscription.customer,
      start,
      end: coupon.duration === "forever" ? null : addMonths(start, months ?? 1),
      source: { type: "coupon", coupon: coupon.id },
      subscription: subscription.id,
      subscription_item: null,
      invoice: null,
      invoice_item: null,
      promotion_code: null,
      checkout_session: null,
    };
    state.discounts.set(discount.id, discount);
    return discount;
  }

  /** Percent-off coupons apply one after the other, as Stripe stacks them. */
  function afterCoupons(amount: number, couponIds: string[]): number {
    let factor = 1;
    for (const couponId of couponIds) {
      const percent = state.coupons.get(couponId)?.percent_off;
      if (percent != null) factor *= 1 - Number(percent) / 100;
    }
    return Math.round(amount * factor);
  }

  /** The amount a period costs after the subscription's discounts still in force then. */
  function periodAmount(subscription: StripeObject, at: number): number {
    const item = firstItem(subscription);
    const couponIds = (subscription.discounts as string[])
      .map((discountId) => state.discounts.get(discountId))
      .filter((discount) => discount && (discount.end === null || Number(discount.end) > at))
      .map((discount) => (discount!.source as { coupon: string }).coupon);
    return afterCoupons(Number((item.price as StripeObject).unit_amount) * Number(item.quantity ?? 1), couponIds);
  }

  function firstItem(subscription: StripeObject): StripeObject {
    return ((subscription.items as { data: StripeObject[] }).data[0] ?? {}) as StripeObject;
  }

  /** The subscription's own card, else the customer's default, as Stripe picks it. */
  function chargeCard(subscription: StripeObject): string | null {
    const customer = state.customers.get(subscription.customer as string);
    return (
      (subscription.default_payment_method as string | null) ??
      ((customer?.invoice_settings as Record<string, unknown> | undefined)?.default_payment_method as string | null) ??
      null
    );
  }

  function chargeOutcome(subscription: StripeObject, amount: number): CardBehaviour | "no_card" {
    if (amount === 0) return "succeeds";
    const paymentMethodId = chargeCard(subscription);
    if (!paymentMethodId) return "no_card";
    return behaviours.get(paymentMethodId) ?? "succeeds";
  }

  /**
   * Makes the invoice for one period (with its payment intent when there is something to charge) and
   * settles it as `outcome` says.
   */
  function invoicePeriod(
    subscription: StripeObject,
    period: { start: number; end: number },
    reason: string,
    outcome: CardBehaviour,
    trial = false,
  ): StripeObject {
    const created = nowSeconds();
    const amount = trial ? 0 : periodAmount(subscription, period.start);
    const item = firstItem(subscription);
    const price = item.price as StripeObject;
    const listAmount = trial ? 0 : Number(price.unit_amount);
    const invoice: StripeObject = {
      id: newId("in"),
      object: "invoice",
      created,
      customer: subscription.customer,
      currency: price.currency,
      number: `FAKE-${String(state.invoices.size + 1).padStart(4, "0")}`,
      billing_reason: reason,
      collection_method: "charge_automatically",
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      subtotal: listAmount,
      total: amount,
      attempt_count: 0,
      attempted: false,
      status: "open",
      status_transitions: { finalized_at: created, paid_at: null, marked_uncollectible_at: null, voided_at: null },
      period_start: created,
      period_end: created,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
      },
      lines: {
        object: "list",
        data: [
          {
            id: newId("il"),
            object: "line_item",
            amount: listAmount,
            currency: price.currency,
            description: trial
              ? `Trial period for ${price.product}`
              : `1 × ${price.product} (at ${price.unit_amount} / month)`,
            period,
            pricing: { type: "price_details", price_details: { price: price.id, product: price.product } },
            quantity: 1,
          },
        ],
        has_more: false,
        url: "/v1/invoices/lines",
      },
      discounts: [...(subscription.discounts as string[])],
      hosted_invoice_url: null,
      invoice_pdf: null,
      metadata: {},
      livemode: false,
    };
    state.invoices.set(invoice.id, invoice);
    if (amount === 0) {
      markPaid(invoice);
      return invoice;
    }
    const intent: StripeObject = {
      id: newId("pi"),
      object: "payment_intent",
      created,
      amount,
      currency: price.currency,
      customer: subscription.customer,
      payment_method: chargeCard(subscription),
      status: "processing",
      last_payment_error: null,
      client_secret: null,
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString("hex")}`;
    state.paymentIntents.set(intent.id, intent);
    const payment: StripeObject = {
      id: newId("inpay"),
      object: "invoice_payment",
      created,
      amount_paid: null,
      amount_requested: amount,
      currency: price.currency,
      invoice: invoice.id,
      is_default: true,
      payment: { type: "payment_intent", payment_intent: intent.id },
      status: "open",
      status_transitions: { canceled_at: null, paid_at: null },
      livemode: false,
    };
    state.invoicePayments.set(payment.id, payment);
    invoice.attempted = true;
    invoice.attempt_count = 1;
    if (outcome === "succeeds") {
      intent.status = "succeeded";
      // Paid by a charge, as Stripe does, so the invoice's money can be refunded like any payment's.
      chargeFor(intent, true);
      payment.status = "paid";
      payment.amount_paid = amount;
      (payment.status_transitions as Record<string, unknown>).paid_at = created;
      markPaid(invoice);
    } else if (outcome === "requires_authentication") {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk" };
    } else {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { ...DECLINED, payment_method: { id: intent.payment_method } };
    }
    return invoice;
  }

  function markPaid(invoice: StripeObject) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Record<string, unknown>).paid_at = nowSeconds();
  }

  /** The coupons a `discounts[i][coupon]` list names; every one must exist. */
  function couponsOf(params: Params): string[] {
    return list(params, "discounts").map((entry, index) => {
      const couponId = typeof entry === "object" && !Array.isArray(entry) ? text(entry, "coupon") : undefined;
      if (!couponId || !state.coupons.has(couponId)) {
        throw missing("coupon", couponId ?? "", `discounts[${index}][coupon]`);
      }
      return couponId;
    });
  }

  function createSubscription(params: Params): StripeObject {
    const customerId = text(params, "customer");
    if (!customerId) throw invalid("Missing required param: customer.", "customer", "parameter_missing");
    const customer = get(state.customers, "customer", customerId, "customer");
    const [itemParams] = list(params, "items") as Params[];
    if (!itemParams) throw invalid("Missing required param: items.", "items", "parameter_missing");
    const defaultPaymentMethod = text(params, "default_payment_method") ?? null;
    if (defaultPaymentMethod) {
      const paymentMethod = state.paymentMethods.get(defaultPaymentMethod);
      if (paymentMethod?.customer !== customerId)
        throw missing("PaymentMethod", defaultPaymentMethod, "default_payment_method");
    }
    const couponIds = couponsOf(params);
    let price: StripeObject;
    const priceId = text(itemParams, "price");
    const priceData = record(itemParams, "price_data");
    if (priceId) price = get(state.prices, "price", priceId, "items[0][price]");
    else if (priceData) {
      const product = text(priceData, "product") ?? "";
      get(state.products, "product", product, "items[0][price_data][product]");
      // An inline price is a real price object at Stripe too, just not reusable.
      price = { ...createPrice(priceData, product), active: false };
      state.prices.set(price.id, price);
    } else throw invalid("Each item needs a price or price_data.", "items[0]", "parameter_missing");

    const created = nowSeconds();
    const trialDays = integer(params, "trial_period_days") ?? 0;
    const trialEnd = trialDays > 0 ? created + trialDays * 86_400 : null;
    const periodEnd = trialEnd ?? addMonths(created, 1);
    const id = newId("sub");
    const subscription: StripeObject = {
      id,
      object: "subscription",
      created,
      start_date: created,
      billing_cycle_anchor: periodEnd,
      customer: customer.id,
      status: trialEnd ? "trialing" : "active",
      trial_start: trialEnd ? created : null,
      trial_end: trialEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      collection_method: "charge_automatically",
      currency: price.currency,
      default_payment_method: defaultPaymentMethod,
      discounts: [] as string[],
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            created,
            current_period_start: created,
            current_period_end: periodEnd,
            discounts: [],
            metadata: {},
            price,
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      metadata: metadataOf(params),
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: "off",
      },
      livemode: false,
    };

    // The first charge is decided before anything is stored: error_if_incomplete leaves nothing behind.
    const paymentBehavior = text(params, "payment_behavior") ?? "allow_incomplete";
    const amount = trialEnd ? 0 : afterCoupons(Number(price.unit_amount), couponIds);
    const outcome = chargeOutcome(subscription, amount);
    if (outcome === "no_card") {
      throw invalid(
        "This customer has no attached payment source or default payment method.",
        undefined,
        "resource_missing",
      );
    }
    if (paymentBehavior === "error_if_incomplete" && outcome === "declines") throw new ApiError(402, { ...DECLINED });
    if (paymentBehavior === "error_if_incomplete" && outcome === "requires_authentication") {
      throw new ApiError(402, { ...AUTHENTICATION_REQUIRED });
    }

    state.subscriptions.set(id, subscription);
    subscription.discounts = couponIds.map((couponId) => discountOn(subscription, couponId).id);
    const period = { start: created, end: periodEnd };
    const invoice = invoicePeriod(subscription, period, "subscription_create", outcome, trialEnd !== null);
    subscription.latest_invoice = invoice.id;
    if (invoice.status !== "paid") subscription.status = "incomplete";
    return subscription;
  }

  function updateSubscription(subscription: StripeObject, params: Params): StripeObject {
    if (subscription.status === "canceled") {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    const cancelAtPeriodEnd = text(params, "cancel_at_period_end");
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd === "true";
      subscription.cancel_at = subscription.cancel_at_period_end ? firstItem(subscription).current_period_end : null;
      subscription.canceled_at = subscription.cancel_at_period_end ? nowSeconds() : null;
    }
    if ("discounts" in params) {
      // `discounts=` (empty) clears them; a list replaces them.
      subscription.discounts = couponsOf(params).map((couponId) => discountOn(subscription, couponId).id);
    }
    if ("default_payment_method" in params) {
      subscription.default_payment_method = text(params, "default_payment_method") ?? null;
    }
    subscription.metadata = metadataOf(params, subscription.metadata as Record<string, string>);
    return subscription;
  }

  function cancelSubscription(subscription: StripeObject): StripeObject {
    if (subscription.status === "canceled") {
      throw invalid("This subscription is already canceled.", "id");
    }
    const at = nowSeconds();
    subscription.status = "canceled";
    subscription.canceled_at = at;
    subscription.ended_at = at;
    return subscription;
  }

  return { firstItem, invoicePeriod, createSubscription, updateSubscription, cancelSubscription };
}
