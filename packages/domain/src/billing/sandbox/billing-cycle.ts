import { addDays, addMonths } from "date-fns";
import type { ProviderEvent } from "../provider.ts";
import type { SandboxObject } from "../sandbox-repository.ts";
import type { SandboxProvider } from "./contract.ts";
import { date, type InvoiceData, iso, newId, type SubscriptionData } from "./objects.ts";
import type { SandboxState } from "./state.ts";

/**
 * Days after the failed renewal when the sandbox retries the charge (like Stripe's retry schedule);
 * after the last failure the subscription is cancelled. Until then it is past_due: the grace period.
 */
export const SANDBOX_RETRY_DAYS = [2, 4, 7] as const;

/** The test clock and what it makes happen: trial ends, renewals, retries of a failed charge, ends. */
export function sandboxBillingCycle(state: SandboxState): Pick<SandboxProvider, "advanceClock" | "advance"> {
  const { store, now, subscription, cardFor, charge, newInvoice, settle } = state;

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
    async advanceClock(ms) {
      if (!(ms > 0)) throw new Error("the test clock only moves forward");
      const offset = await store.moveClock(Math.round(ms));
      return new Date(Date.now() + offset);
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
