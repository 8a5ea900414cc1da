import type Stripe from "stripe";
import type { BillingProvider, CreateSubscriptionInput } from "../provider.ts";
import { type StripeClient, SUBSCRIPTION_EXPAND } from "./client.ts";
import { translateErrors } from "./errors.ts";
import { mapInvoice } from "./mapping.ts";

type SubscriptionMethods =
  | "createSubscription"
  | "retrieveSubscription"
  | "cancelSubscription"
  | "applyDiscount"
  | "listInvoices"
  | "listSubscriptions";

/** Subscriptions with their price, coupon and cancellation, and the customer's invoices. */
export function stripeSubscriptions(client: StripeClient): Pick<BillingProvider, SubscriptionMethods> {
  const { stripe, ensureProduct, ensureCoupon, mapSubscription, retrieveSubscription } = client;

  return {
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
  };
}
