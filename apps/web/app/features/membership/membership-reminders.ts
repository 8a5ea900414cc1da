import { acceptedLocation, type SubscriptionState } from "./stores/subscription-store";

/** The expiration popup comes back at most this often until the member dismisses it for good. */
export const EXPIRATION_POPUP_INTERVAL_MS = 7 * 86_400_000;

/** Whether to ask a signed-in visitor where they browse from: never accepted, or the month is over. */
export function needsLocationPrompt(state: SubscriptionState, now: number): boolean {
  return acceptedLocation(state, now) === null;
}

/**
 * Whether to invite a former member back: their last membership ended in the past, they hold none
 * now, they never chose "don't show again", and the popup has not shown in the last week.
 */
export function shouldShowExpirationPopup(state: SubscriptionState, now: number): boolean {
  if (state.gettingSubscription || state.isUserSubscribed || state.dismissExpiration !== null) return false;
  const ended = state.lastSubscriptionEndDate ? Date.parse(state.lastSubscriptionEndDate) : Number.NaN;
  if (!Number.isFinite(ended) || ended > now) return false;
  const shown = state.expirationPopupLastShown;
  return shown === null || now - shown >= EXPIRATION_POPUP_INTERVAL_MS;
}
