import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { asc, desc, eq, sql } from "drizzle-orm";

const { storeProducts, storeVariants, storeStockMovements, storePriceChanges, storeOrders, storeOrderItems, users } =
  schema;

/** The audit's readings, one store at a time. */
export function auditRepository(db: Database) {
  return {
    async ledger(storeId: number, limit: number) {
      return db
        .select({
          movement: storeStockMovements,
          sku: storeVariants.sku,
          variantEs: storeVariants.nameEs,
          variantEn: storeVariants.nameEn,
          productEs: storeProducts.nameEs,
          productEn: storeProducts.nameEn,
          orderNumber: storeOrders.number,
          actor: users.name,
        })
        .from(storeStockMovements)
        .innerJoin(storeVariants, eq(storeVariants.id, storeStockMovements.variantId))
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .leftJoin(storeOrders, eq(storeOrders.id, storeStockMovements.orderId))
        .leftJoin(users, eq(users.id, storeStockMovements.actorUserId))
        .where(eq(storeProducts.storeId, storeId))
        .orderBy(desc(storeStockMovements.id))
        .limit(limit);
    },
    /** Every variant of the store with the sum of its ledger, for low stock and reconciliation. */
    async variantBalances(storeId: number) {
      return db
        .select({
          variant: storeVariants,
          productEs: storeProducts.nameEs,
          productEn: storeProducts.nameEn,
          ledger: sql<number>`(select coalesce(sum(${storeStockMovements.quantity}), 0)::int from ${storeStockMovements}
            where ${storeStockMovements.variantId} = ${storeVariants.id})`,
        })
        .from(storeVariants)
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .where(eq(storeProducts.storeId, storeId))
        .orderBy(asc(storeVariants.stock), asc(storeVariants.sku));
    },
    /** The store's latest orders with the units their items name and the units the ledger moved for them. */
    async orderBalances(storeId: number, limit: number) {
      return db
        .select({
          order: storeOrders,
          // Qualified by hand: a select of one table writes its columns bare, and a bare "id" in the
          // subquery would be the movement's own.
          units: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${storeOrderItems} i
            where i.order_id = ${storeOrders}.id)`,
          unitsOut: sql<number>`(select coalesce(-sum(m.quantity), 0)::int from ${storeStockMovements} m
            where m.order_id = ${storeOrders}.id)`,
          returned: sql<number>`(select coalesce(sum(m.quantity), 0)::int from ${storeStockMovements} m
            where m.order_id = ${storeOrders}.id and m.reason = 'return')`,
        })
        .from(storeOrders)
        .where(eq(storeOrders.storeId, storeId))
        .orderBy(desc(storeOrders.createdAt))
        .limit(limit);
    },
    async priceChanges(storeId: number, limit: number) {
      return db
        .select({
          change: storePriceChanges,
          sku: storeVariants.sku,
          variantEs: storeVariants.nameEs,
          variantEn: storeVariants.nameEn,
          productEs: storeProducts.nameEs,
          productEn: storeProducts.nameEn,
          actor: users.name,
        })
        .from(storePriceChanges)
        .innerJoin(storeVariants, eq(storeVariants.id, storePriceChanges.variantId))
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .leftJoin(users, eq(users.id, storePriceChanges.actorUserId))
        .where(eq(storeProducts.storeId, storeId))
        .orderBy(desc(storePriceChanges.changedAt), desc(storePriceChanges.id))
        .limit(limit);
    },
  };
}
