import { randomBytes } from "node:crypto";
import type { Database } from "@sobremesa/db";
import { addDays, addMonths } from "date-fns";
import { type CardSummary, summarizeCard } from "./cards.ts";
import {
  type BillingProvider,
  CardError,
  type CreatePaymentInput,
  type CreateSubscriptionInput,
  type ProviderCustomer,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderInvoiceStatus,
  type ProviderPayment,
  type ProviderPaymentMethod,
  ProviderRequestNotProcessedError,
  type ProviderSetupIntent,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  type SetupIntentStatus,
  WebhookSignatureError,
} from "./provider.ts";
import { createSandboxRepository, type SandboxObject } from "./sandbox-repository.ts";

/**
 * Days after the failed renewal when the sandbox retries the charge (like Stripe's retry schedule);
 * after the last failure the subscription is cancelled. Until then it is past_due: the grace period.
 */
export const SANDBOX_RETRY_DAYS = [2, 4, 7] as const;

interface CustomerData {
  email: string;
  name: string;
  defaultPaymentMethodId: string | null;
  metadata: Record<string, string>;
}
interface PaymentMethodData extends Omit<CardSummary, "behaviour"> {
  behaviour: CardSummary["behaviour"];
  customerId: string | null;
}
interface SetupIntentData {
  customerId: string;
  status: SetupIntentStatus;
  paymentMethodId: string | null;
  clientSecret: string;
}
interface SubscriptionData {
  customerId: string;
  status: ProviderSubscriptionStatus;
  priceId: string;
  amountMinor: number;
  currency: string;
  trialEnd: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  canceledAt: string | null;
  endedAt: string | null;
  defaultPaymentMethodId: string | null;
  percentOff: number | null;
  /** The discount's last day, exclusive; null: forever. */
  discountEndsAt: string | null;
  openInvoiceId: string | null;
  failedAttempts: number;
  nextRetryAt: string | null;
  latestInvoiceId: string | null;
  metadata: Record<string, string>;
}
interface PaymentData {
  customerId: string | null;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  status: ProviderPayment["status"];
  description: string;
  metadata: Record<string, string>;
  clientSecret: string;
  /** The card was refused when charged: asked again, the sandbox answers the same refusal (Stripe's replay). */
  declined?: boolean;
  /** Refunds given, by their idempotency key. */
  refunds?: Record<string, number>;
}
interface InvoiceData {
  customerId: string;
  subscriptionId: string;
  number: string;
  amountDue: number;
  amountPaid: number;
  currency: string;
  status: ProviderInvoiceStatus;
  periodStart: string;
  periodEnd: string;
  created: string;
  paidAt: string | null;
  paymentIntentStatus: string | null;
  /** Refunds given, by their idempotency key. */
  refunds?: Record<string, number>;
}

export interface SandboxProvider extends BillingProvider {
  readonly name: "sandbox";
  /** The sandbox's time: real time moved by its test clock. */
  now(): Promise<Date>;
  /** Moves the test clock forward; returns the new time. Run `advance()` after it. */
  advanceClock(ms: number): Promise<Date>;
  /** What Stripe.js does in the browser: confirms a setup intent with a card typed into our form. */
  confirmSetupIntentWithCard(
    setupIntentId: string,
    card: { number: string; expMonth: number; expYear: number; cvc: string },
  ): Promise<ProviderSetupIntent>;
  /** The bank's answer to a card that asks for authentication (the 3-D Secure step). */
  authenticateSetupIntent(setupIntentId: string, approved: boolean, customerId: string): Promise<ProviderSetupIntent>;
  /** What Stripe.js does for a guest: turns a card typed into our form into a card id, attached to nobody. */
  createCardPaymentMethod(card: {
    number: string;
    expMonth: number;
    expYear: number;
    cvc: string;
  }): Promise<ProviderPaymentMethod>;
  /** The bank's answer to a payment that asked the buyer to confirm it. */
  confirmPayment(paymentId: string, approved: boolean): Promise<ProviderPayment>;
  /**
   * Tests: the answers of the next charges are lost on the way back, as a timeout after sending
   * looks: `after_charging` charges the card first, `before_charging` loses the request before the
   * sandbox acts; null ends every such rule. In this process's memory only: the integration tests
   * call it, and outside production the dev surface (`/__dev/billing/lose-charge-answers`) lets the
   * browser journeys do it. `scope` narrows it to the charges of cards with one expiry (journeys run
   * in parallel: each loses only its own charges) and to a number of charges, after which it ends.
   */
  loseChargeAnswers(mode: "after_charging" | "before_charging" | null, scope?: LostChargeScope): void;
  /** Moves every subscription to the clock's time (trial ends, renewals, retries, ends) and tells what happened. */
  advance(): Promise<ProviderEvent[]>;
}

/** Which charges a `loseChargeAnswers` rule takes: cards of this expiry only, this many times. */
export interface LostChargeScope {
  card?: { expMonth: number; expYear: number } | undefined;
  times?: number | undefined;
}

/** A coupon or the retention offer still running at that instant. */
const discountLive = (data: SubscriptionData, at: Date) =>
  data.percentOff !== null && (!data.discountEndsAt || date(data.discountEndsAt) > at);
const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString("hex")}`;
const iso = (date: Date) => date.toISOString();
const date = (value: string) => new Date(value);

/**
 * The built-in provider: behaves like Stripe for our flows without any network —
 * customers, cards from the test numbers, setup intents with an authentication step, subscriptions
 * with trials and coupons, monthly invoices charged to the default card, retries then cancellation
 * when a card keeps failing, and a test clock to move time forward. State lives in its own table.
 */
export function createSandboxProvider(db: Database): SandboxProvider {
  const store = createSandboxRepository(db);
  // The rules of loseChargeAnswers, the latest first; `left` counts down, and a rule at 0 is gone.
  let lostAnswers: {
    mode: "after_charging" | "before_charging";
    card: { expMonth: number; expYear: number } | null;
    left: number;
  }[] = [];
  /** The mode under which this charge's answer is lost, if a rule takes it (and counts it). */
  const lostAnswerOf = (card: PaymentMethodData | undefined) => {
    const rule = lostAnswers.find(
      (candidate) =>
        !candidate.card ||
        (card !== undefined && card.expMonth === candidate.card.expMonth && card.expYear === candidate.card.expYear),
    );
    if (!rule) return null;
    rule.left -= 1;
    if (rule.left <= 0) lostAnswers = lostAnswers.filter((candidate) => candidate !== rule);
    return rule.mode;
  };

  const toPayment = (object: SandboxObject<PaymentData>): ProviderPayment => ({
    id: object.id,
    status: object.data.status,
    amountMinor: object.data.amountMinor,
    currency: object.data.currency,
    paymentMethodId: object.data.paymentMethodId,
    clientSecret: object.data.status === "requires_action" ? object.data.clientSecret : null,
  });

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

  const toCustomer = (object: SandboxObject<CustomerData>): ProviderCustomer => ({
    id: object.id,
    email: object.data.email,
    defaultPaymentMethodId: object.data.defaultPaymentMethodId,
  });
  const toPaymentMethod = (object: SandboxObject<PaymentMethodData>): ProviderPaymentMethod => ({
    id: object.id,
    brand: object.data.brand,
    last4: object.data.last4,
    expMonth: object.data.expMonth,
    expYear: object.data.expYear,
  });
  const toSetupIntent = (object: SandboxObject<SetupIntentData>): ProviderSetupIntent => ({
    id: object.id,
    clientSecret: object.data.clientSecret,
    status: object.data.status,
    paymentMethodId: object.data.paymentMethodId,
  });
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
  const toInvoice = (object: SandboxObject<InvoiceData>): ProviderInvoice => ({
    id: object.id,
    subscriptionId: object.data.subscriptionId,
    customerId: object.data.customerId,
    number: object.data.number,
    amountDue: object.data.amountDue,
    amountPaid: object.data.amountPaid,
    currency: object.data.currency,
    status: object.data.status,
    periodStart: date(object.data.periodStart),
    periodEnd: date(object.data.periodEnd),
    created: date(object.data.created),
    paidAt: object.data.paidAt ? date(object.data.paidAt) : null,
    hostedUrl: null,
  });

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

  const event = (type: string, at: Date, subscriptionId: string, customerId: string): ProviderEvent => ({
    id: newId("evt"),
    type,
    created: at,
    subscriptionId,
    customerId,
  });

  /** One step of a subscription's life at `at`, or null when nothing is due. */
  async function step(object: SandboxObject<SubscriptionData>, at: Date): Promise<ProviderEvent[] | null> {
    const data = object.data;
    const periodEnd = date(data.currentPeriodEnd);
    const events: ProviderEvent[] = [];
    const emit = (type: string, when: Date) => events.push(event(type, when, object.id, data.customerId));

    if ((data.status === "active" || data.status === "trialing") && data.cancelAtPeriodEnd && periodEnd <= at) {
      await store.update(object.id, {
        ...data,
        status: "canceled",
        endedAt: iso(periodEnd),
        canceledAt: data.canceledAt ?? iso(periodEnd),
      });
      emit("customer.subscription.deleted", periodEnd);
      return events;
    }
    if ((data.status === "active" || data.status === "trialing") && periodEnd <= at) {
      // Renewal (or the trial's end): a new period and its invoice, charged to the card on file.
      const next = { start: periodEnd, end: addMonths(periodEnd, 1) };
      const invoice = await newInvoice(object.id, data, next, periodEnd);
      emit("invoice.created", periodEnd);
      const outcome = charge(await cardFor(data));
      await settle(invoice, outcome, periodEnd);
      const paid = outcome === "paid";
      await store.update(object.id, {
        ...data,
        status: paid ? "active" : "past_due",
        currentPeriodStart: iso(next.start),
        currentPeriodEnd: iso(next.end),
        latestInvoiceId: invoice.id,
        openInvoiceId: paid ? null : invoice.id,
        failedAttempts: paid ? 0 : 1,
        nextRetryAt: paid ? null : iso(addDays(periodEnd, SANDBOX_RETRY_DAYS[0])),
      } satisfies SubscriptionData);
      emit(paid ? "invoice.paid" : "invoice.payment_failed", periodEnd);
      emit("customer.subscription.updated", periodEnd);
      return events;
    }
    if (data.status === "past_due" && data.nextRetryAt && date(data.nextRetryAt) <= at && data.openInvoiceId) {
      const retryAt = date(data.nextRetryAt);
      const invoice = await store.get<InvoiceData>(data.openInvoiceId, "invoice");
      if (!invoice) throw new Error(`sandbox invoice ${data.openInvoiceId} vanished`);
      const outcome = charge(await cardFor(data));
      await settle(invoice, outcome, retryAt);
      if (outcome === "paid") {
        await store.update(object.id, {
          ...data,
          status: "active",
          openInvoiceId: null,
          failedAttempts: 0,
          nextRetryAt: null,
        });
        emit("invoice.paid", retryAt);
      } else if (data.failedAttempts >= SANDBOX_RETRY_DAYS.length) {
        await store.update(invoice.id, { ...invoice.data, status: "uncollectible" } satisfies InvoiceData);
        await store.update(object.id, {
          ...data,
          status: "canceled",
          canceledAt: iso(retryAt),
          endedAt: iso(retryAt),
          openInvoiceId: null,
          nextRetryAt: null,
        });
        emit("invoice.payment_failed", retryAt);
        emit("customer.subscription.deleted", retryAt);
        return events;
      } else {
        const firstFailure = date(invoice.data.created);
        await store.update(object.id, {
          ...data,
          failedAttempts: data.failedAttempts + 1,
          nextRetryAt: iso(addDays(firstFailure, SANDBOX_RETRY_DAYS[data.failedAttempts] ?? 7)),
        });
        emit("invoice.payment_failed", retryAt);
      }
      emit("customer.subscription.updated", retryAt);
      return events;
    }
    return null;
  }

  return {
    name: "sandbox",
    publishableKey: null,
    now,

    async advanceClock(ms) {
      if (!(ms > 0)) throw new Error("the test clock only moves forward");
      const offset = await store.moveClock(Math.round(ms));
      return new Date(Date.now() + offset);
    },

    async createCustomer(input, idempotencyKey) {
      const { object } = await store.insert<CustomerData>(
        {
          id: newId("cus"),
          kind: "customer",
          customerId: null,
          data: { email: input.email, name: input.name, defaultPaymentMethodId: null, metadata: input.metadata },
        },
        `customer:${idempotencyKey}`,
      );
      return toCustomer(object);
    },

    async retrieveCustomer(customerId) {
      return toCustomer(await customer(customerId));
    },

    async createSetupIntent(customerId, idempotencyKey) {
      await customer(customerId);
      const id = newId("seti");
      const { object } = await store.insert<SetupIntentData>(
        {
          id,
          kind: "setup_intent",
          customerId,
          data: {
            customerId,
            status: "requires_payment_method",
            paymentMethodId: null,
            clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
          },
        },
        `setup_intent:${idempotencyKey}`,
      );
      return toSetupIntent(object);
    },

    async confirmSetupIntentWithCard(setupIntentId, card) {
      const intent = await store.get<SetupIntentData>(setupIntentId, "setup_intent");
      if (!intent) throw new Error(`No such setup intent: ${setupIntentId}`);
      if (intent.data.status === "succeeded") return toSetupIntent(intent);
      const summary = summarizeCard(card, await now());
      if ("problem" in summary) throw new CardError(summary.problem);
      const method: SandboxObject<PaymentMethodData> = {
        id: newId("pm"),
        kind: "payment_method",
        customerId: null,
        data: { ...summary, customerId: null },
      };
      await store.insert(method, null);
      // A card that declines is refused when it is saved too (Stripe checks it with the bank).
      if (summary.behaviour === "declines") {
        await store.update(intent.id, { ...intent.data, status: "requires_payment_method" } satisfies SetupIntentData);
        throw new CardError("card_declined");
      }
      const status: SetupIntentStatus =
        summary.behaviour === "requires_authentication" ? "requires_action" : "succeeded";
      const data: SetupIntentData = { ...intent.data, status, paymentMethodId: method.id };
      await store.update(intent.id, data);
      return toSetupIntent({ ...intent, data });
    },

    async authenticateSetupIntent(setupIntentId, approved, customerId) {
      const intent = await store.get<SetupIntentData>(setupIntentId, "setup_intent");
      if (!intent || intent.data.customerId !== customerId) throw new Error(`No such setup intent: ${setupIntentId}`);
      if (intent.data.status === "succeeded") return toSetupIntent(intent);
      if (intent.data.status !== "requires_action") throw new CardError("authentication_required");
      const data: SetupIntentData = approved
        ? { ...intent.data, status: "succeeded" }
        : { ...intent.data, status: "requires_payment_method", paymentMethodId: null };
      await store.update(intent.id, data);
      if (!approved) throw new CardError("authentication_required");
      return toSetupIntent({ ...intent, data });
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      await customer(customerId);
      const method = await store.get<PaymentMethodData>(paymentMethodId, "payment_method");
      if (!method) throw new Error(`No such payment method: ${paymentMethodId}`);
      if (method.data.customerId && method.data.customerId !== customerId) {
        throw new Error("The payment method belongs to another customer");
      }
      await store.update(method.id, { ...method.data, customerId }, customerId);
      return toPaymentMethod(method);
    },

    async detachPaymentMethod(paymentMethodId) {
      const method = await store.get<PaymentMethodData>(paymentMethodId, "payment_method");
      if (!method) return;
      const owner = method.data.customerId;
      await store.update(method.id, { ...method.data, customerId: null }, null);
      if (owner) {
        const found = await customer(owner);
        if (found.data.defaultPaymentMethodId === paymentMethodId) {
          await store.update(owner, { ...found.data, defaultPaymentMethodId: null });
        }
      }
    },

    async listPaymentMethods(customerId) {
      return (await store.listOf<PaymentMethodData>("payment_method", customerId)).map(toPaymentMethod);
    },

    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      const found = await customer(customerId);
      const method = await store.get<PaymentMethodData>(paymentMethodId, "payment_method");
      if (method?.data.customerId !== customerId) throw new Error("The payment method is not the customer's");
      await store.update(customerId, { ...found.data, defaultPaymentMethodId: paymentMethodId });
    },

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

    async createCardPaymentMethod(card) {
      const summary = summarizeCard(card, await now());
      if ("problem" in summary) throw new CardError(summary.problem);
      const method: SandboxObject<PaymentMethodData> = {
        id: newId("pm"),
        kind: "payment_method",
        customerId: null,
        data: { ...summary, customerId: null },
      };
      await store.insert(method, null);
      return toPaymentMethod(method);
    },

    async preparePayment(input: CreatePaymentInput, idempotencyKey) {
      const card = await store.get<PaymentMethodData>(input.paymentMethodId, "payment_method");
      // A saved card pays only for its own customer; a guest's card belongs to nobody.
      if (!card || card.data.customerId !== input.customerId) throw new CardError("card_declined", "Unknown card");
      const id = newId("pi");
      const { object } = await store.insert<PaymentData>(
        {
          id,
          kind: "payment",
          customerId: input.customerId,
          data: {
            customerId: input.customerId,
            paymentMethodId: card.id,
            amountMinor: input.amountMinor,
            currency: input.currency,
            status: "requires_confirmation",
            description: input.description,
            metadata: input.metadata,
            clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
          },
        },
        `payment:${idempotencyKey}`,
      );
      return toPayment(object);
    },

    // The payment's own state makes a repeated charge answer the first one (the key is not needed).
    async chargePayment(paymentId) {
      const object = await payment(paymentId);
      const card = await store.get<PaymentMethodData>(object.data.paymentMethodId, "payment_method");
      const lost = lostAnswerOf(card?.data);
      if (lost === "before_charging") throw new Error("The sandbox lost the charge request");
      if (object.data.declined) throw new CardError("card_declined");
      if (object.data.status !== "requires_confirmation") return toPayment(object);
      const behaviour = card?.data.behaviour ?? "declines";
      const data: PaymentData =
        behaviour === "declines"
          ? { ...object.data, status: "canceled", declined: true }
          : { ...object.data, status: behaviour === "requires_authentication" ? "requires_action" : "succeeded" };
      await store.update(object.id, data);
      if (lost === "after_charging") throw new Error("The sandbox's answer to the charge was lost");
      if (data.declined) throw new CardError("card_declined");
      return toPayment({ ...object, data });
    },

    loseChargeAnswers(mode, scope) {
      if (mode === null) {
        lostAnswers = [];
        return;
      }
      const rule = { mode, card: scope?.card ?? null, left: scope?.times ?? Number.POSITIVE_INFINITY };
      // A rule for every card replaces what was there (as the single switch it was); scoped ones add up.
      lostAnswers = rule.card ? [rule, ...lostAnswers] : [rule];
    },

    async confirmPayment(paymentId, approved) {
      const object = await payment(paymentId);
      if (object.data.status !== "requires_action") return toPayment(object);
      const data: PaymentData = { ...object.data, status: approved ? "succeeded" : "canceled" };
      await store.update(object.id, data);
      if (!approved) throw new CardError("authentication_required");
      return toPayment({ ...object, data });
    },

    async retrievePayment(paymentId) {
      return toPayment(await payment(paymentId));
    },

    async refundPayment(paymentId, idempotencyKey, amountMinor) {
      const object = await payment(paymentId);
      if (object.data.status !== "succeeded" || object.data.refunds?.[idempotencyKey] !== undefined)
        return toPayment(object);
      const refunds = { ...object.data.refunds, [idempotencyKey]: amountMinor ?? object.data.amountMinor };
      const given = Object.values(refunds).reduce((sum, amount) => sum + amount, 0);
      if (given > object.data.amountMinor) throw new ProviderRequestNotProcessedError("refused");
      const data: PaymentData = {
        ...object.data,
        refunds,
        status: given === object.data.amountMinor ? "refunded" : "succeeded",
      };
      await store.update(object.id, data);
      return toPayment({ ...object, data });
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

    async cancelPayment(paymentId) {
      const object = await payment(paymentId);
      if (object.data.status !== "requires_action" && object.data.status !== "requires_confirmation")
        return toPayment(object);
      const data: PaymentData = { ...object.data, status: "canceled" };
      await store.update(object.id, data);
      return toPayment({ ...object, data });
    },

    parseWebhook() {
      // The sandbox tells its news through advance(); nothing outside may pose as it.
      throw new WebhookSignatureError("The sandbox provider sends no webhooks");
    },

    async advance() {
      const at = await now();
      const events: ProviderEvent[] = [];
      // A clock moved by months crosses several renewals: step each subscription until nothing is due.
      for (const object of await store.openSubscriptions<SubscriptionData>()) {
        for (let guard = 0; guard < 240; guard++) {
          const current = await subscription(object.id);
          const happened = await step(current, at);
          if (!happened) break;
          events.push(...happened);
        }
      }
      return events;
    },
  };
}
