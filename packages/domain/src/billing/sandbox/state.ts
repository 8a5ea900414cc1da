import type { Database } from "@sobremesa/db";
import type { ProviderSubscription } from "../provider.ts";
import { createSandboxRepository, type SandboxObject } from "../sandbox-repository.ts";
import {
  type CustomerData,
  date,
  discountLive,
  type InvoiceData,
  iso,
  newId,
  type PaymentData,
  type PaymentMethodData,
  type SubscriptionData,
} from "./objects.ts";

export type SandboxState = ReturnType<typeof createSandboxState>;

/** The sandbox's store and clock, the objects it reads back, and how it invoices and charges a subscription. */
export function createSandboxState(db: Database) {
  const store = createSandboxRepository(db);

  async function payment(id: string): Promise<SandboxObject<PaymentData>> {
    const found = await store.get<PaymentData>(id, "payment");
    if (!found) throw new Error(`No such payment: ${id}`);
    return found;
  }

  async function now(): Promise<Date> {
    return new Date(Date.now() + (await store.clockOffset()));
  }

  async function customer(id: string): Promise<SandboxObject<CustomerData>> {
    const found = await store.get<CustomerData>(id, "customer");
    if (!found) throw new Error(`No such customer: ${id}`);
    return found;
  }

  async function subscription(id: string): Promise<SandboxObject<SubscriptionData>> {
    const found = await store.get<SubscriptionData>(id, "subscription");
    if (!found) throw new Error(`No such subscription: ${id}`);
    return found;
  }

  async function toSubscription(object: SandboxObject<SubscriptionData>): Promise<ProviderSubscription> {
    const data = object.data;
    const latest = data.latestInvoiceId ? await store.get<InvoiceData>(data.latestInvoiceId, "invoice") : undefined;
    const at = await now();
    return {
      id: object.id,
      customerId: data.customerId,
      status: data.status,
      trialEnd: data.trialEnd ? date(data.trialEnd) : null,
      currentPeriodStart: date(data.currentPeriodStart),
      currentPeriodEnd: date(data.currentPeriodEnd),
      cancelAtPeriodEnd: data.cancelAtPeriodEnd,
      canceledAt: data.canceledAt ? date(data.canceledAt) : null,
      endedAt: data.endedAt ? date(data.endedAt) : null,
      defaultPaymentMethodId: data.defaultPaymentMethodId,
      percentOff: discountLive(data, at) ? data.percentOff : null,
      latestInvoice: latest
        ? { id: latest.id, status: latest.data.status, paymentIntentStatus: latest.data.paymentIntentStatus }
        : null,
      metadata: data.metadata,
    };
  }

  /** The card a subscription charges: its own, else the customer's default. */
  async function cardFor(data: SubscriptionData): Promise<SandboxObject<PaymentMethodData> | undefined> {
    const cardId = data.defaultPaymentMethodId ?? (await customer(data.customerId)).data.defaultPaymentMethodId;
    return cardId ? store.get<PaymentMethodData>(cardId, "payment_method") : undefined;
  }

  /** An off-session charge: only a card that simply succeeds pays without the customer present. */
  function charge(card: SandboxObject<PaymentMethodData> | undefined): "paid" | "declined" | "requires_action" {
    if (!card) return "declined";
    if (card.data.behaviour === "declines") return "declined";
    if (card.data.behaviour === "requires_authentication") return "requires_action";
    return "paid";
  }

  function amountFor(data: SubscriptionData, at: Date): number {
    return discountLive(data, at)
      ? Math.round((data.amountMinor * (100 - (data.percentOff ?? 0))) / 100)
      : data.amountMinor;
  }

  async function newInvoice(
    subscriptionId: string,
    data: SubscriptionData,
    period: { start: Date; end: Date },
    created: Date,
    idempotencyKey: string | null = null,
  ): Promise<SandboxObject<InvoiceData>> {
    const count = await store.countOf("invoice");
    const invoice: SandboxObject<InvoiceData> = {
      id: newId("in"),
      kind: "invoice",
      customerId: data.customerId,
      data: {
        customerId: data.customerId,
        subscriptionId,
        number: `SBX-${String(count + 1).padStart(6, "0")}`,
        amountDue: amountFor(data, created),
        amountPaid: 0,
        currency: data.currency,
        status: "open",
        periodStart: iso(period.start),
        periodEnd: iso(period.end),
        created: iso(created),
        paidAt: null,
        paymentIntentStatus: null,
      },
    };
    return (await store.insert(invoice, idempotencyKey)).object;
  }

  async function settle(
    invoice: SandboxObject<InvoiceData>,
    outcome: ReturnType<typeof charge>,
    at: Date,
  ): Promise<SandboxObject<InvoiceData>> {
    const data: InvoiceData =
      outcome === "paid"
        ? {
            ...invoice.data,
            status: "paid",
            amountPaid: invoice.data.amountDue,
            paidAt: iso(at),
            paymentIntentStatus: "succeeded",
          }
        : {
            ...invoice.data,
            paymentIntentStatus: outcome === "requires_action" ? "requires_action" : "requires_payment_method",
          };
    await store.update(invoice.id, data);
    return { ...invoice, data };
  }

  return { store, payment, now, customer, subscription, toSubscription, cardFor, charge, newInvoice, settle };
}
