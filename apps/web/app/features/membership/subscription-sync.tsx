import { useEffect } from "react";
import { authStore } from "#app/features/auth/index.ts";
import { reloadOnChunkError } from "#app/lib/shell/chunk-reload.ts";
import { lazyLocalStorage } from "#app/lib/shell/local-storage.ts";
import { SUBSCRIPTION_STORAGE_KEY } from "./stores/subscription-key";

const signedInEmail = () => authStore.getState().user?.email ?? null;

/**
 * The subscription status loads after login from the user's e-mail. Follows the auth
 * store: a signed-in e-mail (after hydration, a sign-in, another account) loads its status; signing
 * out clears it. Mounted once in the root, after the persisted fields are read back.
 *
 * The subscription store and the memberships client are not part of a page's first view: they load
 * once someone is signed in, or when the browser kept subscription fields to read back. An anonymous
 * first visit has neither and loads neither (pages that show member prices import the store
 * themselves).
 */
export function SubscriptionSync() {
  useEffect(() => {
    let live = true;
    let started = false;
    let stopFollowing: (() => void) | null = null;
    let stopWaiting: () => void = () => {};
    const start = () => {
      if (started) return;
      started = true;
      stopWaiting();
      import("./stores/subscription-store").then(
        ({ subscriptionStore }) => {
          if (!live) return;
          void subscriptionStore.persist.rehydrate();
          let email: string | null = null;
          const follow = () => {
            const next = signedInEmail();
            if (next === email) return;
            const previous = email;
            email = next;
            if (next) void subscriptionStore.getState().loadStatus(next);
            else if (previous) subscriptionStore.getState().clearStatus();
          };
          follow();
          stopFollowing = authStore.subscribe(follow);
        },
        (error: unknown) => {
          if (!reloadOnChunkError(error)) console.error(error);
        },
      );
    };
    if (signedInEmail() || lazyLocalStorage.getItem(SUBSCRIPTION_STORAGE_KEY) !== null) start();
    else {
      stopWaiting = authStore.subscribe(() => {
        if (signedInEmail()) start();
      });
    }
    return () => {
      live = false;
      stopWaiting();
      stopFollowing?.();
    };
  }, []);
  return null;
}
