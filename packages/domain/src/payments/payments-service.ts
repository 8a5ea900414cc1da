import { DomainError, formatMoney, type Language, type RefundReason } from "@sobremesa/contracts";
import { type BillingProvider, CardError, type ProviderPayment, type SandboxProvider } from "../billing/index.ts";
import { chargeFailure, nothingCharged, paymentFailure, paymentUnconfirmed } from "./card-payments.ts";
import { assertReplay } from "./idempotency.ts";
import { paymentMessage } from "./messages.ts";
import { type OrderStatus, paymentSourcesOf } from "./order-status.ts";
import type { PaymentRow, PaymentsRepository, RefundRow } from "./payments-repository.ts";

/** What the charge step needs of the order's own domain: each step's undo lives there. */
export interface OrderSteps<O extends { id: string; status: string }> {
  kind: "experience" | "store";
  /** Paid: tickets, the cart emptied, the messages; undefined when the order was no longer open. */
  markPaid(order: O): Promise<O | undefined>;
  /** The bank asks the buyer to confirm: the order waits for it. */
  awaitAuthentication(order: O): Promise<O>;
  /** Ends an open order and gives back what it held; `freeKey` lets its Idempotency-Key start over. */
  release(order: O, status: "cancelled" | "expired", options: { freeKey: boolean }): Promise<boolean>;
  reload(order: O): Promise<O | undefined>;
  /** What the buyer reads when the charge went through after the order had ended (it is refunded). */
  holdExpired(language: Language, order: O): DomainError | Promise<DomainError>;
}

export interface ChargeInput {
  /** The signed-in buyer's customer at the provider, or null for a guest's card. */
  customerId: string | null;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

/** The order as the provider's answer leaves it, with the client secret of a bank step. */
export interface Settled<O> {
  order: O;
  clientSecret: string | null;
}

const PAID_OR_AFTER: readonly string[] = ["paid", "refunded"] satisfies OrderStatus[];

/**
 * Payments of every kind of order: the charge in two steps (prepare, then charge, so the provider's
 * id is stored before money can move), what a lost answer means (the order keeps its hold and key
 * until the provider says), the bank's step, the sweep of abandoned orders, and refunds, recorded
 * and idempotent. The order's own domain supplies what paying or ending it does (OrderSteps).
 */
export function createPaymentsService(repository: PaymentsRepository, options: { provider: BillingProvider }) {
  const { provider } = options;
  const chargeKey = (payment: PaymentRow) => `${payment.providerKey}:charge`;

  /** A refused charge, or one the provider never acted on: the order ends; only the latter frees its key. */
  async function refuse<O extends { id: string; status: string }>(
    order: O,
    payment: PaymentRow,
    steps: OrderSteps<O>,
    error: unknown,
    language: Language,
  ): Promise<never> {
    const failure = chargeFailure(error);
    if (failure === "unknown") {
      await repository.move(payment.id, paymentSourcesOf("processing"), { status: "processing", markUnknown: true });
      throw paymentUnconfirmed(language, error);
    }
    await repository.move(payment.id, paymentSourcesOf("failed"), {
      status: "failed",
      failureReason: error instanceof CardError ? error.reason : failure,
    });
    await steps.release(order, "cancelled", { freeKey: failure === "not_processed" });
    throw paymentFailure(error, language);
  }

  /** The charge went through: the order is paid, or (ended meanwhile) the money goes back. */
  async function settlePaid<O extends { id: string; status: string }>(
    order: O,
    payment: PaymentRow,
    steps: OrderSteps<O>,
    language: Language,
  ): Promise<O> {
    const succeeded =
      (await repository.move(payment.id, paymentSourcesOf("succeeded"), {
        status: "succeeded",
        succeededAt: new Date(),
      })) ?? payment;
    const paid = await steps.markPaid(order);
    if (paid) return paid;
    // Another request of the same purchase (a retry after a lost answer) or the sweep confirmed it
    // first: the same single charge, already the order's, not to be given back.
    const current = await steps.reload(order);
    if (current && PAID_OR_AFTER.includes(current.status)) return current;
    await refundLeft(succeeded, language);
    throw await steps.holdExpired(language, current ?? order);
  }

  /** A charge the order could not keep (it had ended meanwhile) goes back whole. */
  async function refundLeft(payment: PaymentRow, language: Language): Promise<void> {
    const left = payment.amountMinor - payment.refundedMinor;
    if (left > 0) await refundPayment(payment, { amountMinor: left, reason: "hold_expired" }, language);
  }

  /**
   * Charges the prepared payment (unless the provider is past that) and settles the order by the
   * answer. `again`: the first charge's answer was lost, so a failure that tells nothing new leaves
   * it unknown rather than ending the order (that first request may still land).
   */
  async function charge<O extends { id: string; status: string }>(
    order: O,
    payment: PaymentRow,
    current: ProviderPayment,
    steps: OrderSteps<O>,
    language: Language,
    again: boolean,
  ): Promise<Settled<O>> {
    let answer = current;
    if (current.status === "requires_confirmation") {
      try {
        answer = await provider.chargePayment(current.id, chargeKey(payment));
      } catch (error) {
        if (again && !(error instanceof CardError)) {
          await repository.move(payment.id, paymentSourcesOf("processing"), {
            status: "processing",
            markUnknown: true,
          });
          throw paymentUnconfirmed(language, error);
        }
        return refuse(order, payment, steps, error, language);
      }
    }
    if (answer.status === "requires_action") {
      await repository.move(payment.id, paymentSourcesOf("requires_action"), { status: "requires_action" });
      return { order: await steps.awaitAuthentication(order), clientSecret: answer.clientSecret };
    }
    if (answer.status !== "succeeded" && answer.status !== "refunded")
      return refuse(order, payment, steps, new CardError("card_declined"), language);
    return { order: await settlePaid(order, payment, steps, language), clientSecret: null };
  }

  async function refundPayment(
    payment: PaymentRow,
    input: { amountMinor: number; reason: RefundReason; key?: string; actorUserId?: string | null; note?: string },
    language: Language,
  ): Promise<RefundRow> {
    if (!payment.providerPaymentId) throw new Error(`payment ${payment.id} was never charged`);
    const opened = await repository.openRefund({
      paymentId: payment.id,
      amountMinor: input.amountMinor,
      reason: input.reason,
      idempotencyKey: input.key ?? `refund:${payment.id}:${input.reason}`,
      actorUserId: input.actorUserId ?? null,
      note: input.note ?? null,
    });
    if ("left" in opened)
      throw new DomainError(
        "VALIDATION_FAILED",
        paymentMessage("refundTooLarge", language, {
          left: formatMoney(opened.left, payment.currency, language),
        }),
      );
    const { refund } = opened;
    if (refund.status !== "pending") return refund;
    try {
      // The refund's own key: the same refund asked again is one refund at the provider.
      if (payment.orderKind === "membership")
        await provider.refundInvoice(payment.providerPaymentId, `refund:${refund.id}`, refund.amountMinor);
      else await provider.refundPayment(payment.providerPaymentId, `refund:${refund.id}`, refund.amountMinor);
    } catch (error) {
      // Certainly not given: recorded as failed, to ask again. Otherwise it stays pending, to be
      // sent again under the same key.
      if (chargeFailure(error) === "not_processed") await repository.settleRefund(refund.id, { status: "failed" });
      throw new DomainError("PAYMENT_PROVIDER_UNAVAILABLE", paymentMessage("refundUnavailable", language), {
        cause: error instanceof Error ? error.name : "unknown",
      });
    }
    return (await repository.settleRefund(refund.id, { status: "succeeded", providerRefundId: null })) ?? refund;
  }

  return {
    paymentOf: (kind: "experience" | "store" | "membership", orderId: string) => repository.latestOf(kind, orderId),

    /**
     * The same request sent again under its key: refused when it is another request or another
     * account's order (the one idempotency rule); while its charge's answer is lost, the provider is
     * asked about that payment; otherwise the order as it is.
     */
    async replay<O extends { id: string; status: string; requestFingerprint: string | null; userId: string | null }>(
      order: O,
      steps: OrderSteps<O>,
      asked: { fingerprint: string; userId: string | null },
      language: Language,
    ): Promise<Settled<O>> {
      assertReplay(order, asked, language);
      const payment = await repository.latestOf(steps.kind, order.id);
      if (order.status === "pending_payment" && payment?.status === "processing")
        return this.resume(order, steps, language);
      return { order, clientSecret: null };
    },

    /**
     * Pays a new open order: the payment row first, prepared at the provider under its own key (an
     * answer lost there charged nothing: the order ends and its key is freed), then charged.
     */
    async pay<O extends { id: string; status: string }>(
      order: O,
      steps: OrderSteps<O>,
      input: ChargeInput,
      language: Language,
    ): Promise<Settled<O>> {
      const id = crypto.randomUUID();
      const payment = await repository.insert({
        id,
        orderKind: steps.kind,
        orderId: order.id,
        provider: provider.name,
        providerKey: `payment:${id}`,
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: "pending",
      });
      let prepared: ProviderPayment;
      try {
        prepared = await provider.preparePayment(
          {
            customerId: input.customerId,
            paymentMethodId: input.paymentMethodId,
            amountMinor: input.amountMinor,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
          },
          payment.providerKey,
        );
      } catch (error) {
        // A prepared payment is charged only by our chargePayment, which was not sent: nothing can
        // have been charged whatever the error.
        const refused = error instanceof CardError;
        await repository.move(payment.id, paymentSourcesOf("failed"), {
          status: "failed",
          failureReason: refused ? error.reason : "not_prepared",
        });
        await steps.release(order, "cancelled", { freeKey: !refused });
        throw refused ? paymentFailure(error, language) : nothingCharged(error, language);
      }
      const stored =
        (await repository.move(payment.id, paymentSourcesOf("prepared"), {
          status: "prepared",
          providerPaymentId: prepared.id,
        })) ?? payment;
      return charge(order, stored, prepared, steps, language, false);
    },

    /**
     * The same request sent again while its charge's answer is lost: the provider is asked about that
     * very payment (read back; charged under the same key only if it never was), so the card is
     * charged at most once.
     */
    async resume<O extends { id: string; status: string }>(
      order: O,
      steps: OrderSteps<O>,
      language: Language,
    ): Promise<Settled<O>> {
      const payment = await repository.latestOf(steps.kind, order.id);
      if (!payment?.providerPaymentId || payment.status !== "processing") return { order, clientSecret: null };
      let current: ProviderPayment;
      try {
        current = await provider.retrievePayment(payment.providerPaymentId);
      } catch (error) {
        throw paymentUnconfirmed(language, error);
      }
      return charge(order, payment, current, steps, language, true);
    },

    /**
     * The buyer answered the bank: in the sandbox's own form (`authentication`), or through
     * Stripe.js, whose answer the provider tells. Paid or ended.
     */
    async authenticate<O extends { id: string; status: string }>(
      order: O,
      steps: OrderSteps<O>,
      authentication: "approved" | "rejected" | undefined,
      language: Language,
    ): Promise<Settled<O>> {
      const sandbox = provider.name === "sandbox" ? (provider as SandboxProvider) : undefined;
      const confirm =
        sandbox && authentication
          ? (paymentId: string) => sandbox.confirmPayment(paymentId, authentication === "approved")
          : null;
      const payment = await repository.latestOf(steps.kind, order.id);
      if (order.status !== "awaiting_authentication" || !payment?.providerPaymentId)
        throw new DomainError("CONFLICT", paymentMessage("notAwaiting", language));
      const paymentId = payment.providerPaymentId;
      let answer: ProviderPayment;
      try {
        answer = confirm ? await confirm(paymentId) : await provider.retrievePayment(paymentId);
      } catch (error) {
        // Unreachable, the provider said nothing of the bank step, which may have charged the card:
        // the hold stays, and the holds sweep asks the provider again once it answers.
        if (!(error instanceof CardError)) throw paymentUnconfirmed(language, error);
        return refuse(order, payment, steps, error, language);
      }
      if (answer.status === "succeeded")
        return { order: await settlePaid(order, payment, steps, language), clientSecret: null };
      if (answer.status === "requires_action") return { order, clientSecret: answer.clientSecret };
      return refuse(order, payment, steps, new CardError("authentication_required"), language);
    },

    /**
     * The worker's sweep of an open order past its hold: a payment that went through is confirmed;
     * anything else is cancelled at the provider first (so nothing can charge it afterwards) and
     * what the order held goes back. True when the order was settled.
     */
    async settleExpired<O extends { id: string; status: string }>(order: O, steps: OrderSteps<O>): Promise<boolean> {
      const payment = await repository.latestOf(steps.kind, order.id);
      if (payment?.providerPaymentId) {
        let current = await provider.retrievePayment(payment.providerPaymentId);
        // A charge that lands before the cancel wins: the cancel then answers the paid payment.
        if (current.status === "requires_confirmation" || current.status === "requires_action")
          current = await provider.cancelPayment(payment.providerPaymentId);
        if (current.status === "succeeded") {
          const succeeded =
            (await repository.move(payment.id, paymentSourcesOf("succeeded"), {
              status: "succeeded",
              succeededAt: new Date(),
            })) ?? payment;
          if (await steps.markPaid(order)) return true;
          // Ended meanwhile (its session was cancelled): the charge goes back.
          const now = await steps.reload(order);
          if (now && PAID_OR_AFTER.includes(now.status)) return true;
          // The worker's sweep: no reader for an error's language.
          await refundLeft(succeeded, "es");
        } else {
          await repository.move(payment.id, paymentSourcesOf("canceled"), { status: "canceled" });
        }
      } else if (payment) {
        await repository.move(payment.id, paymentSourcesOf("failed"), {
          status: "failed",
          failureReason: "not_prepared",
        });
      }
      return steps.release(order, "expired", { freeKey: false });
    },

    /**
     * Settles each expired open order; one the provider cannot answer for stays open for the next
     * sweep while the others are settled now. Returns how many were settled.
     */
    async sweepExpired<O extends { id: string; status: string }>(orders: O[], steps: OrderSteps<O>): Promise<number> {
      let settled = 0;
      const failures: unknown[] = [];
      for (const order of orders) {
        try {
          if (await this.settleExpired(order, steps)) settled += 1;
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0)
        throw new AggregateError(failures, `${failures.length} open orders wait for the payment provider`);
      return settled;
    },

    /** Gives back part or all of a payment, once per key; recorded before the provider is asked. */
    refund: refundPayment,

    /** The refund asked under that key, if any. */
    refundByKey: (key: string) => repository.refundByKey(key),

    /**
     * A membership invoice the provider charged: recorded once as a succeeded payment of that
     * membership (the subscription's row id).
     */
    async recordInvoicePayment(input: {
      subscriptionId: string;
      invoiceId: string;
      amountMinor: number;
      currency: string;
      paidAt: Date | null;
    }): Promise<{ payment: PaymentRow; created: boolean }> {
      const inserted = await repository.insertOnce({
        orderKind: "membership",
        orderId: input.subscriptionId,
        provider: provider.name,
        providerKey: `invoice:${input.invoiceId}`,
        providerPaymentId: input.invoiceId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: "succeeded",
        succeededAt: input.paidAt ?? new Date(),
      });
      if (inserted) return { payment: inserted, created: true };
      const existing = await repository.byProviderPaymentId(provider.name, input.invoiceId);
      if (!existing) throw new Error(`invoice ${input.invoiceId} was neither recorded nor found`);
      return { payment: existing, created: false };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
