import Stripe from "stripe";
import type { BillingProvider, ProviderSetupIntent } from "../provider.ts";
import type { StripeClient } from "./client.ts";
import { translateErrors } from "./errors.ts";
import { idOf, mapCustomer, mapPaymentMethod, mapSetupIntentStatus } from "./mapping.ts";

type CustomerMethods =
  | "createCustomer"
  | "retrieveCustomer"
  | "createSetupIntent"
  | "attachPaymentMethod"
  | "detachPaymentMethod"
  | "listPaymentMethods"
  | "setDefaultPaymentMethod";

/** Customers and their saved cards. */
export function stripeCustomers(client: StripeClient): Pick<BillingProvider, CustomerMethods> {
  const { stripe } = client;

  return {
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
  };
}
