import type { CancelReason, SubscriptionStatus } from "@sobremesa/contracts";
import { addDays } from "date-fns";
import type { ProviderSubscription } from "../billing/index.ts";

/** After a failed renewal the member keeps the benefits this long while the charge is retried. */
export const GRACE_DAYS = 7;
/** The e-mail before a trial converts or a renewal is charged (Mexico's rule for subscriptions). */
export const CHARGE_NOTICE_DAYS = 5;
/** The retention offer, shown once per membership when the member starts to cancel. */
export const CANCEL_OFFER = { percentOff: 50, months: 3 } as const;

/** Statuses that carry the benefits: a cancelled membership keeps them until its period ends. */
export const LIVE_STATUSES: readonly SubscriptionStatus[] = ["trialing", "active", "past_due", "cancelled"];

/**
 * Our lifecycle from the provider's: `cancelled` is a membership the member cancelled that still runs
 * to its period's end; `ended` is one whose benefits stopped (cancelled at once, period over, or every
 * retry failed).
 */
export function statusFromProvider(
  subscription: Pick<ProviderSubscription, "status" | "cancelAtPeriodEnd">,
): SubscriptionStatus {
  switch (subscription.status) {
    case "trialing":
    case "active":
      return subscription.cancelAtPeriodEnd ? "cancelled" : subscription.status;
    case "past_due":
    case "unpaid":
      return "past_due";
    case "incomplete":
      return "incomplete";
    default:
      return "ended";
  }
}

export function isLive(status: string): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status);
}

/**
 * Whether a membership's WhatsApp message tells the truth yet: the welcome once it started (paid
 * or in trial), the farewell once the member cancelled it.
 */
export function whatsappHappened(
  kind: "welcome" | "unsubscribe",
  row: { status: string; cancelAtPeriodEnd: boolean; cancelledAt: Date | null },
): boolean {
  if (kind === "welcome") return row.status !== "incomplete";
  return row.status === "cancelled" || row.cancelAtPeriodEnd || row.cancelledAt !== null;
}

/**
 * Whether a cancellation ends the benefits now: an unrecognised charge (the holder did not agree
 * to it) and a membership whose payment is failing end at once; any other reason at period end, so
 * the member keeps what they paid for (or the trial's remaining days, at no charge).
 */
export function cancelsAtOnce(reason: CancelReason, status: string): boolean {
  return reason === "unrecognized_charge" || status === "past_due" || status === "incomplete";
}

export function graceEndsAt(pastDueSince: Date | null): Date | null {
  return pastDueSince ? addDays(pastDueSince, GRACE_DAYS) : null;
}

/** When the benefits stop, if that is known. */
export function benefitsEndAt(row: {
  status: string;
  currentPeriodEnd: Date;
  pastDueSince: Date | null;
  endedAt: Date | null;
}): Date | null {
  if (row.status === "cancelled") return row.currentPeriodEnd;
  if (row.status === "past_due") return graceEndsAt(row.pastDueSince);
  if (row.status === "ended") return row.endedAt;
  return null;
}

/** When the member is told about the next charge, or null when it is too close to warn in time. */
export function chargeNoticeAt(chargeAt: Date, now: Date): Date | null {
  const at = addDays(chargeAt, -CHARGE_NOTICE_DAYS);
  return at > now ? at : null;
}
