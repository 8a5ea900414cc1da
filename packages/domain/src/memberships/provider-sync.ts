import { randomUUID } from "node:crypto";
import type { Language } from "@sobremesa/contracts";
import type { ProviderSubscription } from "../billing/index.ts";
import type { MembershipsDeps } from "./deps.ts";
import { invoiceRows } from "./dto.ts";
import { statusFromProvider } from "./lifecycle.ts";
import type {
  BillingChange,
  CustomerRow,
  NewInvoiceRow,
  NewOutboxRow,
  SubscriptionRow,
} from "./memberships-repository.ts";
import type { MembershipOutbox } from "./outbox.ts";

/** Our row's fields from the provider's subscription. */
export function mirror(ps: ProviderSubscription) {
  return {
    status: statusFromProvider(ps),
    trialEndsAt: ps.trialEnd,
    currentPeriodStart: ps.currentPeriodStart,
    currentPeriodEnd: ps.currentPeriodEnd,
    cancelAtPeriodEnd: ps.cancelAtPeriodEnd,
    cancelledAt: ps.canceledAt,
    endedAt: ps.endedAt,
    discountPercent: ps.percentOff,
  };
}

export type ProviderSync = ReturnType<typeof providerSync>;

/**
 * Our rows brought to the provider's state: the subscription's fields, its invoices and their
 * payments, and the provider subscriptions no row of ours names.
 */
export function providerSync(deps: MembershipsDeps, outbox: MembershipOutbox) {
  const { repository, options, provider, plans, callProvider } = deps;
  const { emailRow, noticeFor } = outbox;

  /**
   * The change that brings our row to the provider's current state, with what the member is told
   * on the way: the failed payment (grace starts), the next charge's notice, the end.
   */
  async function reconcile(
    row: SubscriptionRow,
    customer: CustomerRow,
    ps: ProviderSubscription,
    now: Date,
  ): Promise<BillingChange> {
    const fields = mirror(ps);
    const next: SubscriptionRow = {
      ...row,
      ...fields,
      pastDueSince: fields.status === "past_due" ? (row.pastDueSince ?? now) : null,
    };
    const change: BillingChange = {
      updateSubscription: { id: row.id, set: { ...fields, pastDueSince: next.pastDueSince } },
    };
    const messages: NewOutboxRow[] = [];
    if (next.status === "past_due" && row.status !== "past_due") {
      messages.push(
        await emailRow(
          "membership-payment-failed",
          next,
          customer,
          `membership-past-due:${row.id}:${next.currentPeriodEnd.toISOString()}`,
        ),
      );
    }
    if (next.status === "ended" && row.status !== "ended") {
      messages.push(await emailRow("membership-ended", next, customer, `membership-ended:${row.id}`));
    }
    change.messages = messages;
    const pending = await repository.pendingNoticeKeys(row.id);
    const notice = await noticeFor(next, customer, now);
    change.schedule = notice;
    const keep = new Set(notice.map((message) => message.dedupKey));
    change.unschedule = pending.filter((key) => !keep.has(key));
    return change;
  }

  async function syncedInvoices(
    customer: CustomerRow,
    row: { id: string; providerSubscriptionId: string },
    language: Language,
  ) {
    const list = await callProvider(() => provider.listInvoices(customer.providerCustomerId), language);
    return invoiceRows(customer, row.id, list, row.providerSubscriptionId);
  }

  /** Each paid invoice of a membership recorded as its payment, once per invoice. */
  async function recordPaid(rowId: string, rows: NewInvoiceRow[]) {
    const recorded = [];
    for (const invoice of rows) {
      if (invoice.status !== "paid" || invoice.amountPaid <= 0 || invoice.subscriptionId !== rowId) continue;
      const { payment, created } = await options.payments.recordInvoicePayment({
        subscriptionId: rowId,
        invoiceId: invoice.providerInvoiceId,
        amountMinor: invoice.amountPaid,
        currency: invoice.currency,
        paidAt: invoice.paidAt ?? null,
      });
      recorded.push({ invoice, payment, created });
    }
    return recorded;
  }

  /**
   * Records the membership's paid invoices, and sends a receipt of each charge recorded now: the
   * first month, a trial's conversion, a renewal.
   */
  async function recordCharges(row: SubscriptionRow, customer: CustomerRow, rows: NewInvoiceRow[]): Promise<void> {
    const receipts: NewOutboxRow[] = [];
    for (const { invoice, created } of await recordPaid(row.id, rows)) {
      if (!created) continue;
      const key = `membership-receipt:${invoice.providerInvoiceId}`;
      receipts.push(await emailRow("membership-receipt", row, customer, key, undefined, invoice));
    }
    if (receipts.length > 0) await repository.commit({ messages: receipts });
  }

  /**
   * Provider subscriptions of the customer that no row of ours names: each is kept as an ended
   * membership (so the member sees it), cancelled at once, and every invoice it charged refunded
   * and recorded. A subscription whose claim is still ours is never touched.
   */
  async function settleStrays(customer: CustomerRow): Promise<number> {
    const theirs = await provider.listSubscriptions(customer.providerCustomerId);
    const ours = await repository.rowsOf(customer.id);
    const known = new Set(ours.flatMap((row) => [row.id, row.providerSubscriptionId ?? ""]));
    let settled = 0;
    for (const ps of theirs) {
      if (known.has(ps.id) || (ps.metadata.claim !== undefined && known.has(ps.metadata.claim))) continue;
      const plan = (await plans()).find((candidate) => candidate.code === ps.metadata.plan) ?? (await plans())[0];
      if (!plan) continue;
      const ended =
        ps.status === "canceled" || ps.status === "incomplete_expired"
          ? ps
          : await provider.cancelSubscription(ps.id, { atPeriodEnd: false }, `duplicate:${ps.id}`);
      const invoices = (await provider.listInvoices(customer.providerCustomerId)).filter(
        (invoice) => invoice.subscriptionId === ps.id,
      );
      const id = randomUUID();
      const first = invoices.at(-1);
      const rows = invoiceRows(customer, id, invoices, ps.id);
      const { subscription: mirrored } = await repository.commit({
        insertSubscription: {
          id,
          customerId: customer.id,
          planId: plan.id,
          providerSubscriptionId: ps.id,
          providerPriceId: `${plan.code}:${first?.currency ?? "MXN"}`,
          countryCode: "mx",
          currency: first?.currency ?? "MXN",
          amountMinor: first?.amountDue ?? 0,
          ...mirror(ended),
          status: "ended",
        },
        invoices: rows,
      });
      for (const { invoice, payment } of await recordPaid(id, rows)) {
        if (payment.refundedMinor >= payment.amountMinor) continue;
        const left = payment.amountMinor - payment.refundedMinor;
        await options.payments.refund(payment, { amountMinor: left, reason: "duplicate" }, "es");
        if (!mirrored) continue;
        const key = `membership-refunded:${invoice.providerInvoiceId}`;
        await repository.commit({
          messages: [await emailRow("membership-refunded", mirrored, customer, key, undefined, invoice)],
        });
      }
      settled += 1;
    }
    return settled;
  }

  return { reconcile, syncedInvoices, recordPaid, recordCharges, settleStrays };
}
