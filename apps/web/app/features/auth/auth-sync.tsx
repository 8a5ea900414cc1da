import type { AccountUser } from "@sobremesa/contracts";
import { useEffect } from "react";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { authStore, isLoggedIn } from "./auth-store";

/**
 * Brings the auth store in line with the server once per document, after hydration: the persisted
 * user and token are read; when the server rendered this page for a signed-in visitor (`serverUser`)
 * that user wins; else a stored user is confirmed with GET /api/user/me (the page may come from a
 * cache that knows nobody) and dropped when the session is gone. Anonymous visitors make no call.
 */
export function AuthSync({ serverUser }: { serverUser: AccountUser | null }) {
  const language = useLanguage();
  // Once per document: later navigations keep the store, which sign-in and sign-out update.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration on purpose
  useEffect(() => {
    const store = authStore.getState();
    store.rehydrate();
    if (serverUser) {
      store.signIn(serverUser);
      return;
    }
    if (!isLoggedIn(authStore.getState())) return;
    const controller = new AbortController();
    // The accounts client (and its response schemas) loads only for a visitor who was signed in.
    import("./accounts-api")
      .then(({ accountsApi, isUnauthenticated }) =>
        accountsApi(language, (input, init) => fetch(input, { ...init, signal: controller.signal }))
          .me()
          .then((user) => authStore.getState().updateUser(user))
          .catch((error: unknown) => {
            if (isUnauthenticated(error)) authStore.getState().signOut();
          }),
      )
      .catch(() => {
        // The accounts client did not load: the stored user stays until the next page checks.
      });
    return () => controller.abort();
  }, []);
  return null;
}
