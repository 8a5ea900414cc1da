import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { writeStoreAudit } from "./console-repository.ts";
import { move } from "./ledger-repository.ts";
import type { NewOutboxRow, OrderRow } from "./store-rows.ts";

const { storeOrders, storeOrderItems, storeOrderEvents, storeOrderRefunds, storeStockMovements, outboxMessages } =
  schema;

export interface StoreRefundWrite {
  storeId: number;
  orderId: string;
  key: string;
  refundId: string | null;
  amountMinor: number;
  /** Units asked back to the stock; clamped to what the order still has out. */
  items: { variantId: number; quantity: number }[];
  /** The whole order is cancelled: every unit still out comes back and the order ends. */
  cancel: boolean;
  actorId: string | null;
  note: string | null;
  messages: NewOutboxRow[];
}

/** The order queue's writes: a fulfilment step and a refund, each with its e-mail and its audit line. */
export function consoleOrdersRepository(db: Database) {
  return {
    /** Moves a paid order from `from` to `to`; undefined when it was not there any more (a second click). */
    async step(
      order: OrderRow,
      from: readonly (string | null)[],
      to: string,
      set: { carrier?: string | undefined; trackingNumber?: string | undefined; actorId: string | null },
      messages: NewOutboxRow[],
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const named = from.filter((status): status is string => status !== null);
        const at = sql`(${named.length ? inArray(storeOrders.fulfilmentStatus, named) : sql`false`}${
          from.includes(null) ? sql` or ${storeOrders.fulfilmentStatus} is null` : sql``
        })`;
        const [moved] = await tx
          .update(storeOrders)
          .set({
            fulfilmentStatus: to,
            updatedAt: new Date(),
            ...(set.carrier ? { carrier: set.carrier } : {}),
            ...(set.trackingNumber ? { trackingNumber: set.trackingNumber } : {}),
          })
          .where(and(eq(storeOrders.id, order.id), eq(storeOrders.status, "paid"), at))
          .returning();
        if (!moved) return undefined;
        await tx.insert(storeOrderEvents).values({ orderId: order.id, status: to, actorUserId: set.actorId });
        if (messages.length > 0)
          await tx.insert(outboxMessages).values(messages).onConflictDoNothing({ target: outboxMessages.dedupKey });
        await writeStoreAudit(tx, {
          storeId: order.storeId,
          actorId: set.actorId,
          action: `order.${to}`,
          entity: "store_order",
          entityId: order.number,
          before: { fulfilment: order.fulfilmentStatus },
          after: { fulfilment: to, carrier: moved.carrier, trackingNumber: moved.trackingNumber },
        });
        return moved;
      });
    },

    /**
     * Records a refund the payment already gave, once per key (the order's row locked, so two at once
     * are served one after the other): the units it names come back through the ledger as returns,
     * never more than the order still has out; a cancellation brings all of them back and ends it.
     */
    async settleRefund(write: StoreRefundWrite): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [order] = await tx.select().from(storeOrders).where(eq(storeOrders.id, write.orderId)).for("update");
        if (!order) return false;
        const [recorded] = await tx
          .insert(storeOrderRefunds)
          .values({
            orderId: write.orderId,
            idempotencyKey: write.key,
            refundId: write.refundId,
            amountMinor: write.amountMinor,
            cancelled: write.cancel,
            actorId: write.actorId,
          })
          .onConflictDoNothing()
          .returning({ id: storeOrderRefunds.id });
        if (!recorded) return false;
        const items = await tx.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, write.orderId));
        const back = await tx
          .select({
            variantId: storeStockMovements.variantId,
            units: sql<number>`coalesce(sum(${storeStockMovements.quantity}), 0)::int`,
          })
          .from(storeStockMovements)
          .where(and(eq(storeStockMovements.orderId, write.orderId), eq(storeStockMovements.reason, "return")))
          .groupBy(storeStockMovements.variantId);
        const returned = new Map(back.map((row) => [row.variantId, row.units]));
        const asked = new Map(write.items.map((item) => [item.variantId, item.quantity]));
        const moved: { variantId: number; quantity: number }[] = [];
        for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
          const left = item.quantity - (returned.get(item.variantId) ?? 0);
          const units = Math.min(left, write.cancel ? left : (asked.get(item.variantId) ?? 0));
          if (units <= 0) continue;
          await move(tx, {
            variantId: item.variantId,
            quantity: units,
            reason: "return",
            orderId: write.orderId,
            actorUserId: write.actorId,
            note: write.note,
          });
          moved.push({ variantId: item.variantId, quantity: units });
        }
        await tx.update(storeOrderRefunds).set({ items: moved }).where(eq(storeOrderRefunds.id, recorded.id));
        if (write.cancel) {
          await tx
            .update(storeOrders)
            .set({ status: "refunded", updatedAt: new Date() })
            .where(eq(storeOrders.id, write.orderId));
          await tx
            .insert(storeOrderEvents)
            .values({ orderId: write.orderId, status: "refunded", actorUserId: write.actorId });
        }
        if (write.messages.length > 0)
          await tx
            .insert(outboxMessages)
            .values(write.messages)
            .onConflictDoNothing({ target: outboxMessages.dedupKey });
        await writeStoreAudit(tx, {
          storeId: write.storeId,
          actorId: write.actorId,
          action: write.cancel ? "order.cancel" : "order.refund",
          entity: "store_order",
          entityId: order.number,
          before: { status: order.status, fulfilment: order.fulfilmentStatus },
          after: { amountMinor: write.amountMinor, items: moved, note: write.note, cancelled: write.cancel },
        });
        return true;
      });
    },
  };
}

export type ConsoleOrdersRepository = ReturnType<typeof consoleOrdersRepository>;
