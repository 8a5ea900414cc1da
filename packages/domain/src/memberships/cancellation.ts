import type { CancelReason, Language, SubscriptionDto } from "@sobremesa/contracts";
import type { Caller, MembershipsDeps } from "./deps.ts";
import { CANCEL_OFFER, cancelsAtOnce } from "./lifecycle.ts";
import type { SubscriptionRow } from "./memberships-repository.ts";
import { membershipMessage } from "./messages.ts";
import type { MembershipOutbox } from "./outbox.ts";
import { mirror, type ProviderSync } from "./provider-sync.ts";

/** Cancelling a membership, and the one-time retention offer made before it. */
export function cancellation(deps: MembershipsDeps, outbox: MembershipOutbox, sync: ProviderSync) {
  const { repository, provider, clock, fail, callProvider, subscriptionDto, ownSubscription } = deps;
  const { emailRow, whatsappRow } = outbox;
  const { reconcile, syncedInvoices } = sync;

  return {
    /**
     * Cancels the caller's membership: at period end (benefits until then), or at once for an
     * unrecognised charge or a failing payment. Cancelling again answers the same state.
     */
    async cancel(
      caller: Caller,
      subscriptionId: string,
      reason: { text: string; code: CancelReason } | null,
      language: Language,
    ): Promise<SubscriptionDto> {
      const { row, customer } = await ownSubscription(caller, subscriptionId, language);
      if (row.status === "cancelled" || row.status === "ended") return subscriptionDto(row, language);
      const atOnce = reason
        ? cancelsAtOnce(reason.code, row.status)
        : row.status === "past_due" || row.status === "incomplete";
      const ps = await callProvider(
        () => provider.cancelSubscription(row.providerSubscriptionId, { atPeriodEnd: !atOnce }, `cancel:${row.id}`),
        language,
      );
      const now = await clock();
      const change = await reconcile(row, customer, ps, now);
      const next = { ...row, ...mirror(ps) } as SubscriptionRow;
      change.updateSubscription = {
        id: row.id,
        set: {
          ...change.updateSubscription?.set,
          cancelReason: reason?.text || null,
          cancelReasonEnum: reason?.code ?? null,
          // Going ahead with the cancellation is the member's answer to the offer: it is not shown again.
          cancelOfferShownAt: row.cancelOfferShownAt ?? now,
        },
      };
      change.unschedule = await repository.pendingNoticeKeys(row.id);
      change.schedule = [];
      const messages = (change.messages ?? []).filter((message) => message.template !== "membership-ended");
      messages.push(await emailRow("membership-cancelled", next, customer, `membership-cancelled:${row.id}`));
      const whatsapp = await whatsappRow("unsubscribe", next, customer);
      if (whatsapp) messages.push(whatsapp);
      change.messages = messages;
      change.invoices = await syncedInvoices(customer, row, language);
      const { subscription } = await repository.commit(change);
      return subscriptionDto(subscription ?? next, language);
    },

    /** The retention offer: once per membership, only while it runs and before the member declined it. */
    async applyCancelOffer(caller: Caller, subscriptionId: string, language: Language) {
      const { row, customer } = await ownSubscription(caller, subscriptionId, language);
      if (row.cancelOfferShownAt || row.cancelOfferAppliedAt || !["trialing", "active"].includes(row.status)) {
        return fail("CANCEL_OFFER_UNAVAILABLE", "offerUnavailable", language);
      }
      const ps = await callProvider(
        () =>
          provider.applyDiscount(
            row.providerSubscriptionId,
            { percentOff: CANCEL_OFFER.percentOff, durationMonths: CANCEL_OFFER.months, providerCouponId: null },
            `offer:${row.id}`,
          ),
        language,
      );
      const now = await clock();
      const change = await reconcile(row, customer, ps, now);
      change.updateSubscription = {
        id: row.id,
        set: { ...change.updateSubscription?.set, cancelOfferShownAt: now, cancelOfferAppliedAt: now },
      };
      change.customer = { id: customer.id, set: { takenCoupon: true } };
      const { subscription } = await repository.commit(change);
      return {
        subscription: await subscriptionDto(subscription ?? row, language),
        message: membershipMessage("offerApplied", language, {
          percent: CANCEL_OFFER.percentOff,
          months: CANCEL_OFFER.months,
        }),
      };
    },
  };
}
