import { DomainError, type Language } from "@sobremesa/contracts";
import { CardError, type ProviderSubscription } from "../billing/index.ts";
import {
  chargeFailure,
  nothingCharged,
  paymentFailure,
  paymentMessage,
  paymentUnconfirmed,
} from "../payments/index.ts";
import type { MembershipsDeps } from "./deps.ts";
import { invoiceRows } from "./dto.ts";
import type { ClaimRow, CustomerRow, PlanWithPrices, SubscriptionRow } from "./memberships-repository.ts";
import type { MembershipOutbox } from "./outbox.ts";
import { mirror, type ProviderSync } from "./provider-sync.ts";

/** How long a request waits for another one subscribing the same account, polling at this pace. */
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 100;
/** A claim older than this whose request never said how it ended is asked about at the provider. */
export const CLAIM_STALE_MS = 2 * 60_000;

export type MembershipClaims = ReturnType<typeof membershipClaims>;

/**
 * A checkout's claim on the customer's one membership, from the provider call to the membership
 * it becomes (or the claim dropped), including the claims whose request never said how it ended.
 */
export function membershipClaims(deps: MembershipsDeps, outbox: MembershipOutbox, sync: ProviderSync) {
  const { repository, provider, clock, fail, callProvider } = deps;
  const { emailRow, whatsappRow, noticeFor } = outbox;
  const { recordCharges, settleStrays } = sync;

  /**
   * Subscribes at the provider under the claim's own key (the same claim asked again is the same
   * subscription). A refused card or a provider that never acted drops the claim; a lost answer
   * keeps it, in doubt, for the same request again or the worker to settle.
   */
  async function subscribeAtProvider(
    claim: ClaimRow,
    customer: CustomerRow,
    terms: {
      plan: PlanWithPrices;
      price: PlanWithPrices["prices"][number];
      trial: boolean;
      discount: { percentOff: number; durationMonths: number | null; providerCouponId: string | null } | null;
    },
    language: Language,
  ): Promise<ProviderSubscription> {
    let ps: ProviderSubscription;
    try {
      ps = await provider.createSubscription(
        {
          customerId: customer.providerCustomerId,
          price: {
            providerPriceId: terms.price.providerPriceId,
            product: terms.plan.code,
            productName: terms.plan.nameEn,
            amountMinor: terms.price.amountMinor,
            currency: terms.price.currency,
            interval: "month",
          },
          trialDays: terms.trial ? terms.plan.trialDays : 0,
          paymentMethodId: null,
          discount: terms.discount,
          metadata: { userId: customer.userId, plan: terms.plan.code, claim: claim.id },
        },
        `subscription:${claim.id}`,
      );
    } catch (error) {
      if (chargeFailure(error) === "unknown") {
        await repository.markClaimUnknown(claim.id);
        throw paymentUnconfirmed(language, error);
      }
      await repository.dropClaim(claim.id);
      throw error instanceof CardError ? paymentFailure(error, language) : nothingCharged(error, language);
    }
    if (ps.latestInvoice?.paymentIntentStatus === "requires_action") {
      // This claim's own subscription (its key is the claim's): undoing it touches nobody else's.
      await callProvider(() => provider.cancelSubscription(ps.id, { atPeriodEnd: false }, `undo:${ps.id}`), language);
      await repository.dropClaim(claim.id);
      throw new DomainError("CARD_AUTHENTICATION_REQUIRED", paymentMessage("authenticationRequired", language));
    }
    return ps;
  }

  /** The claim becomes the membership the provider made for it, with what the member is told. */
  async function complete(
    claim: ClaimRow,
    customer: CustomerRow,
    ps: ProviderSubscription,
    flags: { trial: boolean; discount: boolean },
  ): Promise<SubscriptionRow> {
    const now = await clock();
    const fields = mirror(ps);
    const draft: SubscriptionRow = {
      ...claim,
      ...fields,
      providerSubscriptionId: ps.id,
      pastDueSince: null,
      unknownSince: null,
      updatedAt: now,
    };
    const welcome = [await emailRow("membership-welcome", draft, customer, `membership-welcome:${draft.id}:email`)];
    const whatsapp = await whatsappRow("welcome", draft, customer);
    if (whatsapp) welcome.push(whatsapp);
    const invoiceList = invoiceRows(
      customer,
      draft.id,
      await provider.listInvoices(customer.providerCustomerId),
      ps.id,
    );
    const { subscription } = await repository.commit({
      updateSubscription: { id: claim.id, set: { ...fields, providerSubscriptionId: ps.id, unknownSince: null } },
      customer: {
        id: customer.id,
        set: { ...(flags.trial ? { takenTrial: true } : {}), ...(flags.discount ? { takenCoupon: true } : {}) },
      },
      invoices: invoiceList,
      messages: welcome,
      schedule: await noticeFor(draft, customer, now),
    });
    const membership = subscription ?? draft;
    await recordCharges(membership, customer, invoiceList);
    // A subscription nobody here keeps (left by a request that lost, or made outside the site) is
    // ended and given back; a failure to look leaves it for the provider's next event.
    await settleStrays(customer).catch(() => undefined);
    return membership;
  }

  /**
   * A claim whose checkout cannot say how it ended (its answer was lost, or its process stopped):
   * the provider is asked for the subscription made under it. Found: it becomes the membership. Not
   * found once the claim is stale: it goes, and the customer may subscribe again. Otherwise it is
   * still in doubt.
   */
  async function adoptClaim(
    claim: ClaimRow,
    customer: CustomerRow,
    language: Language,
  ): Promise<SubscriptionRow | undefined> {
    let list: ProviderSubscription[];
    try {
      list = await provider.listSubscriptions(customer.providerCustomerId);
    } catch (error) {
      throw paymentUnconfirmed(language, error);
    }
    const made = list.find((candidate) => candidate.metadata.claim === claim.id);
    if (made)
      return complete(claim, customer, made, { trial: made.trialEnd !== null, discount: claim.couponCode !== null });
    const since = claim.unknownSince ?? claim.createdAt;
    if (Date.now() - since.getTime() < CLAIM_STALE_MS) throw paymentUnconfirmed(language);
    await repository.dropClaim(claim.id);
    return undefined;
  }

  /**
   * What a claim came to: the membership it became, undefined when it was dropped (nothing was
   * subscribed), or, while its own request is still at the provider, what it becomes within a few
   * seconds.
   */
  async function settledClaim(
    claim: ClaimRow,
    customer: CustomerRow,
    language: Language,
  ): Promise<SubscriptionRow | undefined> {
    let current: ClaimRow | undefined = claim;
    const waitUntil = Date.now() + CLAIM_WAIT_MS;
    const inProgress = (row: ClaimRow) =>
      row.status === "pending" && row.unknownSince === null && Date.now() - row.createdAt.getTime() < CLAIM_STALE_MS;
    while (current && inProgress(current) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      current = await repository.claimById(claim.id);
    }
    if (!current) return undefined;
    if (current.status !== "pending") return current as SubscriptionRow;
    if (inProgress(current)) return fail("SUBSCRIPTION_IN_PROGRESS", "subscriptionInProgress", language);
    return adoptClaim(current, customer, language);
  }

  return { subscribeAtProvider, complete, adoptClaim, settledClaim };
}
