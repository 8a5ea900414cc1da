import type Stripe from "stripe";
import { type BillingProvider, type ProviderEvent, WebhookSignatureError } from "../provider.ts";
import type { StripeClient, StripeProviderOptions } from "./client.ts";
import { fromUnix } from "./mapping.ts";

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

/** A webhook delivery, verified by its signature and signed time, read as the provider event it announces. */
export function stripeWebhooks(
  client: StripeClient,
  options: StripeProviderOptions,
): Pick<BillingProvider, "parseWebhook"> {
  const { stripe } = client;

  return {
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
