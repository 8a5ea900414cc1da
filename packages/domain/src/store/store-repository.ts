import type { Database } from "@sobremesa/db";
import { auditRepository } from "./audit-repository.ts";
import { cartRepository } from "./cart-repository.ts";
import { catalogueRepository } from "./catalogue-repository.ts";
import { managerRepository } from "./manager-repository.ts";
import { orderRepository } from "./order-repository.ts";

/**
 * Storage of the store: catalogue, the stock ledger (a variant's `stock` moves only together with a
 * ledger row, in one transaction, by a conditional update that cannot go below zero), carts, orders
 * and the audit's readings. The only module of the store that speaks SQL.
 */
export function createStoreRepository(db: Database) {
  return {
    ...catalogueRepository(db),
    ...cartRepository(db),
    ...orderRepository(db),
    ...managerRepository(db),
    ...auditRepository(db),
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
