import { useEffect } from "react";
import { authStore } from "../auth/auth-store";
import { subscriptionStore } from "./stores/subscription-store";

/**
 * SPEC section 4: the subscription status loads after login from the user's e-mail. Follows the auth
 * store: a signed-in e-mail (after hydration, a sign-in, another account) loads its status; signing
 * out clears it. Mounted once in the root, after the persisted fields are read back.
 */
export function SubscriptionSync() {
  useEffect(() => {
    void subscriptionStore.persist.rehydrate();
    let email: string | null = null;
    const follow = () => {
      const next = authStore.getState().user?.email ?? null;
      if (next === email) return;
      const previous = email;
      email = next;
      if (next) void subscriptionStore.getState().loadStatus(next);
      else if (previous) subscriptionStore.getState().clearStatus();
    };
    follow();
    return authStore.subscribe(follow);
  }, []);
  return null;
}
