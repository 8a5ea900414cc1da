import { type CartDto, createStoreClient, type Language, type StoreClient } from "@sobremesa/contracts";
import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { useAuthStore } from "#app/features/auth/index.ts";
import { mainApi } from "#app/lib/api/main-api.ts";

/** The store client of the contract for the browser: same origin, errors in the page's language. */
export function storeApi(language: Language, fetch?: typeof globalThis.fetch): StoreClient {
  return createStoreClient(mainApi({ language, fetch }));
}

/**
 * How many items the shopper's cart holds, for the store's sub-header. Not persisted: the cart lives
 * on the server (the account's or the cookie's), so the browser asks once per document and every
 * change (add, quantity, an order placed) writes the answer's count here. Public pages stay
 * cacheable because the count never comes in their HTML.
 */
interface CartCountState {
  count: number | null;
  set: (count: number) => void;
}

export const cartCountStore = createStore<CartCountState>()((set) => ({
  count: null,
  set: (count) => set({ count }),
}));

let asked: Promise<void> | null = null;

export function rememberCart(cart: Pick<CartDto, "item_count">) {
  cartCountStore.getState().set(cart.item_count);
}

let askedFor: string | null | undefined;

/**
 * The cart's item count, asked of the API after the first mount; null until it is known. Signing in
 * (the anonymous cart merges into the account's) or out changes the cart: it is asked again.
 */
export function useCartCount(language: Language): number | null {
  const count = useStore(cartCountStore, (state) => state.count);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const hydrated = useAuthStore((state) => state.hydrated);
  useEffect(() => {
    if (!hydrated) return;
    if (askedFor !== undefined && askedFor !== userId) forgetCartCount();
    askedFor = userId;
    if (cartCountStore.getState().count !== null || asked) return;
    asked = storeApi(language)
      .cart()
      .then((answer) => rememberCart(answer.cart))
      .catch(() => {
        // Without the count the link still goes to the cart.
        asked = null;
      });
  }, [language, userId, hydrated]);
  return count;
}

/** Forgets the count (after signing in or out the cart is another): the next page asks again. */
export function forgetCartCount() {
  asked = null;
  cartCountStore.setState({ count: null });
}
