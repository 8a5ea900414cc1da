import type { BillingProvider } from "./provider.ts";
import { createStripeClient, type StripeProviderOptions } from "./stripe/client.ts";
import { stripeCustomers } from "./stripe/customers.ts";
import { stripePayments } from "./stripe/payments.ts";
import { stripeSubscriptions } from "./stripe/subscriptions.ts";
import { stripeWebhooks } from "./stripe/webhooks.ts";

export type { StripeProviderOptions } from "./stripe/client.ts";
export { cardErrorFromStripe } from "./stripe/errors.ts";
export { stripeCouponId, stripeProductId } from "./stripe/mapping.ts";

/** The Stripe provider: every call goes to Stripe's API, its failures told apart by whether Stripe may have acted. */
export function createStripeProvider(options: StripeProviderOptions): BillingProvider {
  const client = createStripeClient(options);
  return {
    name: "stripe",
    publishableKey: options.publishableKey,
    ...stripeCustomers(client),
    ...stripeSubscriptions(client),
    ...stripePayments(client),
    ...stripeWebhooks(client, options),
  };
}
