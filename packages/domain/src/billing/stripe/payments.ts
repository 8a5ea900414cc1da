import type Stripe from "stripe";
import type { BillingProvider, CreatePaymentInput } from "../provider.ts";
import { CANCELABLE_PAYMENT_STATUSES, PAYMENT_EXPAND, type StripeClient } from "./client.ts";
import { isUnexpectedPaymentState, translateErrors } from "./errors.ts";
import { idOf, type LegacyInvoiceFields } from "./mapping.ts";

type PaymentMethods =
  | "preparePayment"
  | "chargePayment"
  | "retrievePayment"
  | "refundPayment"
  | "refundInvoice"
  | "cancelPayment";

/** One-off card payments: prepared, charged, refunded or cancelled; and the refund of an invoice. */
export function stripePayments(client: StripeClient): Pick<BillingProvider, PaymentMethods> {
  const { stripe, mapPayment, refundIntent, retrievePaymentIntent } = client;

  return {
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
  };
}
