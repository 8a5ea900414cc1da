import { audit } from "./audit.ts";
import { shoppingCart } from "./cart.ts";
import { catalogue } from "./catalogue.ts";
import { checkout } from "./checkout.ts";
import { managers } from "./managers.ts";
import { orders } from "./orders.ts";
import type { StoreServiceOptions } from "./shared.ts";
import type { StoreRepository } from "./store-repository.ts";

export type { CartCookie, CartOwner } from "./cart.ts";
export { STORE_PAGE_SIZE } from "./catalogue.ts";
export { orderNumber } from "./checkout.ts";
export { STORE_MANAGER_ROLE } from "./managers.ts";
export type { StoreServiceOptions } from "./shared.ts";

/**
 * The online store: stores and products, the cart (an anonymous cart merges into the
 * account's at sign-in), placing an order as steps with an undo — take the units from the ledger
 * (never below zero), charge the card (an Idempotency-Key makes a retry the same order), confirm and
 * empty the cart; a refused card or an abandoned payment gives the units back — the buyer's
 * cancellation with a refund, and the store managers' audit and order handling.
 */
export function createStoreService(repository: StoreRepository, options: StoreServiceOptions) {
  const deps = { repository, options };
  return {
    ...catalogue(deps),
    ...shoppingCart(deps),
    ...checkout(deps),
    ...orders(deps),
    ...managers(deps),
    ...audit(deps),
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
