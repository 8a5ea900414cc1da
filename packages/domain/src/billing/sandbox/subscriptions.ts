import { addDays, addMonths } from "date-fns";
import { CardError, type CreateSubscriptionInput, ProviderRequestNotProcessedError } from "../provider.ts";
import type { SandboxProvider } from "./contract.ts";
import { type InvoiceData, iso, newId, type PaymentMethodData, type SubscriptionData, toInvoice } from "./objects.ts";
import type { SandboxState } from "./state.ts";

type SubscriptionMethods =
  | "createSubscription"
  | "retrieveSubscription"
  | "cancelSubscription"
  | "applyDiscount"
  | "listInvoices"
  | "refundInvoice"
  | "listSubscriptions";

/** Subscriptions with trials and coupons, their invoices, and the refund of an invoice. */
export function sandboxSubscriptions(state: SandboxState): Pick<SandboxProvider, SubscriptionMethods> {
  const { store, now, customer, subscription, toSubscription, newInvoice, settle } = state;

  return {
    async createSubscription(input: CreateSubscriptionInput, idempotencyKey) {
      const key = `subscription:${idempotencyKey}`;
      const found = await customer(input.customerId);
      const cardId = input.paymentMethodId ?? found.data.defaultPaymentMethodId;
      const card = cardId ? await store.get<PaymentMethodData>(cardId, "payment_method") : undefined;
      if (!card || card.data.customerId !== input.customerId) throw new CardError("card_declined", "No card on file");
      const at = await now();
      const trialing = input.trialDays > 0;
      const periodEnd = trialing ? addDays(at, input.trialDays) : addMonths(at, 1);
      const data: SubscriptionData = {
        customerId: input.customerId,
        status: trialing ? "trialing" : "incomplete",
        priceId: input.price.providerPriceId ?? `${input.price.product}:${input.price.currency}`,
        amountMinor: input.price.amountMinor,
        currency: input.price.currency,
        trialEnd: trialing ? iso(periodEnd) : null,
        currentPeriodStart: iso(at),
        currentPeriodEnd: iso(periodEnd),
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        // The customer's default card is charged unless the subscription names its own.
        defaultPaymentMethodId: input.paymentMethodId,
        percentOff: input.discount?.percentOff ?? null,
        discountEndsAt:
          input.discount?.durationMonths != null ? iso(addMonths(at, input.discount.durationMonths)) : null,
        openInvoiceId: null,
        failedAttempts: 0,
        nextRetryAt: null,
        latestInvoiceId: null,
        metadata: input.metadata,
      };
      const { object, created } = await store.insert<SubscriptionData>(
        { id: newId("sub"), kind: "subscription", customerId: input.customerId, data },
        key,
      );
      if (!created) return toSubscription(object);
      // A trial costs nothing today (a zero invoice, as Stripe writes); without one the first month is charged now.
      const invoice = await newInvoice(object.id, data, { start: at, end: periodEnd }, at);
      if (trialing) {
        const free: InvoiceData = {
          ...invoice.data,
          amountDue: 0,
          status: "paid",
          paidAt: iso(at),
          paymentIntentStatus: null,
        };
        await store.update(invoice.id, free);
        await store.update(object.id, { ...data, latestInvoiceId: invoice.id });
        return toSubscription(await subscription(object.id));
      }
      // On-session: the customer is here, so a card that asks for authentication gets it from the setup step.
      const outcome = card.data.behaviour === "declines" ? "declined" : "paid";
      await settle(invoice, outcome, at);
      if (outcome === "declined") {
        await store.update(invoice.id, {
          ...invoice.data,
          status: "void",
          paymentIntentStatus: "requires_payment_method",
        } satisfies InvoiceData);
        await store.update(object.id, {
          ...data,
          status: "incomplete_expired",
          endedAt: iso(at),
          latestInvoiceId: invoice.id,
        });
        throw new CardError("card_declined");
      }
      await store.update(object.id, { ...data, status: "active", latestInvoiceId: invoice.id });
      return toSubscription(await subscription(object.id));
    },

    async retrieveSubscription(subscriptionId) {
      return toSubscription(await subscription(subscriptionId));
    },

    async cancelSubscription(subscriptionId, options) {
      const object = await subscription(subscriptionId);
      const at = await now();
      if (object.data.status === "canceled" || object.data.status === "incomplete_expired")
        return toSubscription(object);
      const data: SubscriptionData = options.atPeriodEnd
        ? { ...object.data, cancelAtPeriodEnd: true, canceledAt: iso(at) }
        : { ...object.data, status: "canceled", canceledAt: iso(at), endedAt: iso(at), nextRetryAt: null };
      if (!options.atPeriodEnd && data.openInvoiceId) {
        const open = await store.get<InvoiceData>(data.openInvoiceId, "invoice");
        if (open) await store.update(open.id, { ...open.data, status: "void" } satisfies InvoiceData);
        data.openInvoiceId = null;
      }
      await store.update(object.id, data);
      return toSubscription({ ...object, data });
    },

    async applyDiscount(subscriptionId, discount) {
      const object = await subscription(subscriptionId);
      const at = await now();
      const data: SubscriptionData = {
        ...object.data,
        percentOff: discount.percentOff,
        discountEndsAt: iso(addMonths(at, discount.durationMonths)),
      };
      await store.update(object.id, data);
      return toSubscription({ ...object, data });
    },

    async listInvoices(customerId) {
      const rows = await store.listOf<InvoiceData>("invoice", customerId);
      return rows.map(toInvoice).sort((a, b) => b.created.getTime() - a.created.getTime());
    },

    async refundInvoice(invoiceId, idempotencyKey, amountMinor) {
      const object = await store.get<InvoiceData>(invoiceId, "invoice");
      if (!object) throw new ProviderRequestNotProcessedError("refused");
      if (object.data.status !== "paid" || object.data.refunds?.[idempotencyKey] !== undefined) return;
      const refunds = { ...object.data.refunds, [idempotencyKey]: amountMinor ?? object.data.amountPaid };
      const given = Object.values(refunds).reduce((sum, amount) => sum + amount, 0);
      if (given > object.data.amountPaid) throw new ProviderRequestNotProcessedError("refused");
      await store.update(object.id, { ...object.data, refunds } satisfies InvoiceData);
    },

    async listSubscriptions(customerId) {
      const rows = await store.listOf<SubscriptionData>("subscription", customerId);
      return Promise.all(rows.map(toSubscription));
    },
  };
}
