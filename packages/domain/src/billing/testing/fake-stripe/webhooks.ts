import Stripe from "stripe";
import type { FakeStore } from "./store.ts";
import type { FakeSubscriptions } from "./subscriptions.ts";
import type { FakeWebhook, StripeObject } from "./types.ts";
import { addMonths, clone, newId, nowSeconds } from "./wire.ts";

export type FakeWebhooks = ReturnType<typeof fakeWebhooks>;

/** Time and webhooks: a subscription moved into its next period, and the signed events Stripe would send. */
export function fakeWebhooks(store: FakeStore, subscriptions: FakeSubscriptions, webhookSecret: string) {
  const { state, get, render } = store;
  const { firstItem, invoicePeriod } = subscriptions;
  function sign(body: string, signOptions: { secret?: string; timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: signOptions.secret ?? webhookSecret,
      ...(signOptions.timestamp === undefined ? {} : { timestamp: signOptions.timestamp }),
    });
  }

  function webhook(
    type: string,
    object: Record<string, unknown>,
    previousAttributes?: Record<string, unknown>,
  ): FakeWebhook {
    const event: StripeObject = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    state.events.push(event);
    const body = JSON.stringify(event, null, 2);
    const signature = sign(body);
    return {
      type,
      event,
      body,
      signature,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    };
  }

  function chargeNextPeriod(subscription: StripeObject, paid: boolean): FakeWebhook[] {
    const item = firstItem(subscription);
    const start = Number(item.current_period_end);
    const end = addMonths(start, 1);
    const previous = {
      status: subscription.status,
      current_period_start: item.current_period_start,
      current_period_end: item.current_period_end,
    };
    item.current_period_start = start;
    item.current_period_end = end;
    subscription.billing_cycle_anchor = start;
    const reason = "subscription_cycle";
    const invoice = invoicePeriod(subscription, { start, end }, reason, paid ? "succeeds" : "declines");
    if (!paid) invoice.next_payment_attempt = nowSeconds() + 3 * 86_400;
    subscription.latest_invoice = invoice.id;
    subscription.status = paid ? "active" : "past_due";
    return [
      webhook("customer.subscription.updated", render(subscription, []), previous),
      webhook(paid ? "invoice.paid" : "invoice.payment_failed", render(invoice, [])),
    ];
  }

  function endTrial(subscriptionId: string, { paid }: { paid: boolean }): FakeWebhook[] {
    const subscription = get(state.subscriptions, "subscription", subscriptionId);
    if (subscription.status !== "trialing")
      throw new Error(`${subscriptionId} is ${subscription.status}, not trialing`);
    // The trial ends now, not on its planned day: the paid period starts today.
    const now = nowSeconds();
    const item = firstItem(subscription);
    item.current_period_end = now;
    subscription.trial_end = now;
    return chargeNextPeriod(subscription, paid);
  }

  function renew(subscriptionId: string, { paid }: { paid: boolean }): FakeWebhook[] {
    const subscription = get(state.subscriptions, "subscription", subscriptionId);
    if (subscription.status !== "active" && subscription.status !== "past_due") {
      throw new Error(`${subscriptionId} is ${subscription.status}: only active or past_due subscriptions renew`);
    }
    if (subscription.cancel_at_period_end) {
      const previous = { status: subscription.status };
      subscription.status = "canceled";
      subscription.ended_at = firstItem(subscription).current_period_end;
      return [webhook("customer.subscription.deleted", render(subscription, []), previous)];
    }
    return chargeNextPeriod(subscription, paid);
  }

  return { sign, webhook, endTrial, renew };
}
