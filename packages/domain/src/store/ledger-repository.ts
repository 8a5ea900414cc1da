import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, sql } from "drizzle-orm";
import { OPEN_ORDER_STATUSES } from "../payments/index.ts";
import { noteStockLevel } from "./low-stock-repository.ts";

/*
 * The stock ledger: a variant's `stock` moves only together with a ledger row, in one transaction, by
 * a conditional update that cannot go below zero. Orders and the managers' hand moves both go here.
 */

const { storeVariants, storeStockMovements, storeOrderItems } = schema;

/** The statuses of an order still waiting for its payment, for SQL `in` lists. */
export const OPEN = [...OPEN_ORDER_STATUSES];

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Moves stock and writes its ledger row; false (and nothing written) if it would go below zero. */
export async function move(
  tx: Tx,
  movement: {
    variantId: number;
    quantity: number;
    reason: string;
    orderId?: string | null;
    actorUserId?: string | null;
    note?: string | null;
  },
): Promise<boolean> {
  const moved = await tx
    .update(storeVariants)
    .set({ stock: sql`${storeVariants.stock} + ${movement.quantity}` })
    .where(and(eq(storeVariants.id, movement.variantId), sql`${storeVariants.stock} + ${movement.quantity} >= 0`))
    .returning({
      id: storeVariants.id,
      stock: storeVariants.stock,
      threshold: storeVariants.lowStockThreshold,
      alerted: storeVariants.lowStockAlerted,
    });
  const [level] = moved;
  if (!level) return false;
  const [written] = await tx
    .insert(storeStockMovements)
    .values({
      variantId: movement.variantId,
      quantity: movement.quantity,
      reason: movement.reason,
      orderId: movement.orderId ?? null,
      actorUserId: movement.actorUserId ?? null,
      note: movement.note ?? null,
    })
    .returning({ id: storeStockMovements.id });
  if (written) await noteStockLevel(tx, level, written.id);
  return true;
}

/** Gives an undone order's units back, once per order. */
export async function returnUnits(tx: Tx, orderId: string) {
  const items = await tx.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, orderId));
  for (const item of items.sort((a, b) => a.variantId - b.variantId))
    await move(tx, { variantId: item.variantId, quantity: item.quantity, reason: "release", orderId });
}
