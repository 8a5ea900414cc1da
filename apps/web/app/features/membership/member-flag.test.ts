import { describe, expect, it, vi } from "vitest";
import { memberFlag } from "./member-flag";
import { subscriptionStore } from "./stores/subscription-store";

describe("memberFlag", () => {
  it("follows the app's subscription store from the moment it is loaded", () => {
    const heard = vi.fn();
    const stop = memberFlag.subscribe(heard);
    expect(memberFlag.get()).toBe(false);
    subscriptionStore.setState({ isUserSubscribed: true });
    expect(memberFlag.get()).toBe(true);
    subscriptionStore.getState().clearStatus();
    expect(memberFlag.get()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    subscriptionStore.setState({ isUserSubscribed: true });
    expect(heard).toHaveBeenCalledTimes(2);
    subscriptionStore.getState().clearStatus();
  });
});
