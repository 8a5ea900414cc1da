import { describe, expect, it } from "vitest";
import { EXPIRATION_POPUP_INTERVAL_MS, needsLocationPrompt, shouldShowExpirationPopup } from "./membership-reminders";
import { initialSubscriptionState, type SubscriptionState } from "./stores/subscription-store";

const now = Date.UTC(2026, 10, 28, 12);
const state = (fields: Partial<SubscriptionState>): SubscriptionState => ({ ...initialSubscriptionState(), ...fields });
const ended = state({ lastSubscriptionEndDate: new Date(now - 86_400_000).toISOString() });

describe("the location prompt", () => {
  it("asks until a location is accepted, and again once the month is over", () => {
    expect(needsLocationPrompt(state({}), now)).toBe(true);
    const accepted = state({ userAcceptedLocation: { country: "co" }, userAcceptedLocationExpiration: now + 1 });
    expect(needsLocationPrompt(accepted, now)).toBe(false);
    expect(needsLocationPrompt(accepted, now + 1)).toBe(true);
  });
});

describe("the expiration popup", () => {
  it("shows to a former member whose membership ended", () => {
    expect(shouldShowExpirationPopup(ended, now)).toBe(true);
  });

  it("stays away from members, people who never were one, a future end and a status still loading", () => {
    expect(shouldShowExpirationPopup({ ...ended, isUserSubscribed: true }, now)).toBe(false);
    expect(shouldShowExpirationPopup(state({}), now)).toBe(false);
    expect(shouldShowExpirationPopup(state({ lastSubscriptionEndDate: new Date(now + 1).toISOString() }), now)).toBe(
      false,
    );
    expect(shouldShowExpirationPopup({ ...ended, gettingSubscription: true }, now)).toBe(false);
  });

  it("comes back at most once a week, and never after it was dismissed", () => {
    const shown = { ...ended, expirationPopupLastShown: now };
    expect(shouldShowExpirationPopup(shown, now + EXPIRATION_POPUP_INTERVAL_MS - 1)).toBe(false);
    expect(shouldShowExpirationPopup(shown, now + EXPIRATION_POPUP_INTERVAL_MS)).toBe(true);
    expect(
      shouldShowExpirationPopup({ ...shown, dismissExpiration: now }, now + 52 * EXPIRATION_POPUP_INTERVAL_MS),
    ).toBe(false);
  });
});
