import type { SubscriptionDto } from "@sobremesa/contracts";
import { discounted } from "#app/features/membership/index.ts";

/**
 * What the panel says about a membership. The server owns the lifecycle; this only
 * turns its fields into one of the phases the member recognises and the dates that go with it.
 */
export type MembershipPhase = "trial" | "active" | "past_due" | "incomplete" | "cancelled" | "ended";

export interface MembershipSummary {
  phase: MembershipPhase;
  /** When a trial turns paid, or the next renewal; null once nothing more will be charged. */
  nextChargeAt: string | null;
  /** In minor units of `subscription.price.currency`, with the membership's own discount applied. */
  nextChargeAmount: number | null;
  /** When the benefits stop: the end of a cancelled period, or when an ended membership stopped. */
  benefitsUntil: string | null;
  /** The last day the failed renewal is retried while the benefits go on (past due only). */
  retryUntil: string | null;
  /** A card change is what fixes a failed or incomplete payment. */
  needsCard: boolean;
  canCancel: boolean;
}

export function summarizeMembership(subscription: SubscriptionDto, now: Date): MembershipSummary {
  const s = subscription;
  // The next charge with the membership's own discount (a coupon or the accepted retention offer).
  const amount = discounted(s.price, s.discount_percent).amount;
  const base: MembershipSummary = {
    phase: "active",
    nextChargeAt: null,
    nextChargeAmount: null,
    benefitsUntil: null,
    retryUntil: null,
    needsCard: false,
    canCancel: false,
  };

  if (s.status === "ended") {
    return { ...base, phase: "ended", benefitsUntil: s.ends_at ?? s.cancelled_at ?? s.current_period_end };
  }
  if (s.status === "cancelled" || s.cancel_at_period_end) {
    // A scheduled cancellation keeps the benefits to the period's end; past that it is simply over.
    const until = s.ends_at ?? (s.status === "trialing" ? s.trial_ends_at : null) ?? s.current_period_end;
    const over = Date.parse(until) <= now.getTime();
    return { ...base, phase: over ? "ended" : "cancelled", benefitsUntil: until };
  }
  switch (s.status) {
    case "trialing":
      return {
        ...base,
        phase: "trial",
        nextChargeAt: s.trial_ends_at ?? s.current_period_end,
        nextChargeAmount: amount,
        canCancel: true,
      };
    case "past_due":
      return {
        ...base,
        phase: "past_due",
        retryUntil: s.grace_ends_at ?? s.ends_at,
        needsCard: true,
        canCancel: true,
      };
    case "incomplete":
      return { ...base, phase: "incomplete", needsCard: true, canCancel: true };
    default:
      return {
        ...base,
        phase: "active",
        nextChargeAt: s.current_period_end,
        nextChargeAmount: amount,
        canCancel: true,
      };
  }
}

/** The badge's wording key and tone for a phase. */
export const phaseBadges: Record<MembershipPhase, { tone: "brand" | "solid" | "warning" | "muted" }> = {
  trial: { tone: "brand" },
  active: { tone: "solid" },
  past_due: { tone: "warning" },
  incomplete: { tone: "warning" },
  cancelled: { tone: "muted" },
  ended: { tone: "muted" },
};
