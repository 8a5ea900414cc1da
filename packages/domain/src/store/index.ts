import type { Database } from "@sobremesa/db";
import { paymentsService } from "../payments/index.ts";
import { createStoreRepository } from "./store-repository.ts";
import { createStoreService, type StoreServiceOptions } from "./store-service.ts";

export { storeMessage } from "./messages.ts";
export { addressLines, buyerCanCancel, canMove, expectedUnitsOut, mergeCarts } from "./rules.ts";
export {
  type CartCookie,
  type CartOwner,
  orderNumber,
  STORE_MANAGER_ROLE,
  STORE_PAGE_SIZE,
  type StoreService,
  type StoreServiceOptions,
} from "./store-service.ts";

/**
 * The online store: stores, categories, products with variants, the stock ledger, carts
 * that merge at sign-in, orders (take the units, charge, confirm, with an undo), the buyer's
 * cancellation and the store managers' audit.
 */
export function storeService(db: Database, options: Omit<StoreServiceOptions, "payments">) {
  return createStoreService(createStoreRepository(db), {
    ...options,
    payments: paymentsService(db, { provider: options.provider }),
  });
}
