import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { move, OPEN, returnUnits } from "./ledger-repository.ts";
import {
  CartChanged,
  type NewOrderItemRow,
  type NewOrderRow,
  type NewOutboxRow,
  type OrderItemRow,
  type OrderRow,
  StockShortage,
} from "./store-rows.ts";

const { stores, storeCarts, storeCartItems, storeOrders, storeOrderItems, storeOrderEvents, outboxMessages } = schema;

/** Orders: placing one with its units, paying, undoing, shipping, and the buyer's and the sweep's reads. */
export function orderRepository(db: Database) {
  return {
    async orderByKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(storeOrders).where(eq(storeOrders.idempotencyKey, key));
      return row;
    },
    async orderByNumber(number: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(storeOrders).where(eq(storeOrders.number, number));
      return row;
    },
    async orderItems(orderId: string): Promise<OrderItemRow[]> {
      return db
        .select()
        .from(storeOrderItems)
        .where(eq(storeOrderItems.orderId, orderId))
        .orderBy(asc(storeOrderItems.productNameEs), asc(storeOrderItems.variantId));
    },
    async orderEvents(orderId: string) {
      return db
        .select({ status: storeOrderEvents.status, at: storeOrderEvents.at })
        .from(storeOrderEvents)
        .where(eq(storeOrderEvents.orderId, orderId))
        .orderBy(asc(storeOrderEvents.id));
    },
    /**
     * Writes the order and takes its units in one transaction. The cart must still be at the version
     * its lines were read from (CartChanged otherwise), and a cart version has one live order at most
     * (the unique index refuses a second checkout of the same cart, whatever its key). Variants are
     * taken in id order (parallel checkouts of the same goods never deadlock); a variant short of
     * units throws StockShortage and rolls everything back.
     */
    async placeOrder(order: NewOrderRow, items: NewOrderItemRow[]): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        if (order.cartId) {
          const [cart] = await tx
            .select({ version: storeCarts.version })
            .from(storeCarts)
            .where(eq(storeCarts.id, order.cartId))
            .for("update");
          if (!cart || cart.version !== order.cartVersion) {
            const [sameCart] = await tx
              .select({ id: storeOrders.id })
              .from(storeOrders)
              .where(
                and(
                  eq(storeOrders.cartId, order.cartId),
                  eq(storeOrders.cartVersion, order.cartVersion ?? -1),
                  sql`${storeOrders.status} not in ('cancelled', 'expired')`,
                ),
              )
              .limit(1);
            throw new CartChanged(sameCart !== undefined);
          }
        }
        const [row] = await tx.insert(storeOrders).values(order).returning();
        if (!row) throw new Error("the order insert returned no row");
        for (const item of [...items].sort((a, b) => a.variantId - b.variantId)) {
          const taken = await move(tx, {
            variantId: item.variantId,
            quantity: -item.quantity,
            reason: "reservation",
            orderId: row.id,
          });
          if (!taken) throw new StockShortage(item.variantId);
        }
        await tx.insert(storeOrderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
        await tx.insert(storeOrderEvents).values({ orderId: row.id, status: "pending_payment" });
        return row;
      });
    },
    /** The bank asks the buyer to confirm the payment: the open order waits for it. */
    async awaitAuthentication(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(storeOrders)
        .set({ status: "awaiting_authentication", updatedAt: new Date() })
        .where(and(eq(storeOrders.id, orderId), inArray(storeOrders.status, OPEN)))
        .returning();
      return row;
    },
    /**
     * Marks an open order paid, empties what it bought from its cart and queues its messages;
     * undefined when it was no longer open.
     */
    async markPaid(order: OrderRow, messages: NewOutboxRow[]): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        // The cart first, as placeOrder takes it: a checkout of the same cart under way (which waits on
        // this order's row to check its cart version) would otherwise deadlock with this update.
        if (order.cartId)
          await tx.select({ id: storeCarts.id }).from(storeCarts).where(eq(storeCarts.id, order.cartId)).for("update");
        const [paid] = await tx
          .update(storeOrders)
          .set({ status: "paid", paidAt: new Date(), updatedAt: new Date() })
          .where(and(eq(storeOrders.id, order.id), inArray(storeOrders.status, OPEN)))
          .returning();
        if (!paid) return undefined;
        await tx.insert(storeOrderEvents).values({ orderId: order.id, status: "paid" });
        if (order.cartId) {
          const bought = tx
            .select({ id: storeOrderItems.variantId })
            .from(storeOrderItems)
            .where(eq(storeOrderItems.orderId, order.id));
          await tx
            .delete(storeCartItems)
            .where(and(eq(storeCartItems.cartId, order.cartId), inArray(storeCartItems.variantId, bought)));
          await tx
            .update(storeCarts)
            .set({
              storeId: sql`case when exists (select 1 from ${storeCartItems} where ${storeCartItems.cartId} = ${order.cartId}) then ${storeCarts.storeId} end`,
              version: sql`${storeCarts.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(storeCarts.id, order.cartId));
        }
        if (messages.length > 0)
          await tx.insert(outboxMessages).values(messages).onConflictDoNothing({ target: outboxMessages.dedupKey });
        return paid;
      });
    },
    /**
     * Undoes an order (payment refused: cancelled; abandoned: expired; a paid order the buyer
     * cancels: refunded) and returns its units to the ledger, once: only the transaction that moves
     * it out of `from` gives them back. `freeKey` lets its Idempotency-Key start a new order.
     */
    async undo(
      orderId: string,
      from: readonly string[],
      to: "cancelled" | "expired" | "refunded",
      messages: NewOutboxRow[] = [],
      options: { freeKey?: boolean } = {},
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [undone] = await tx
          .update(storeOrders)
          .set({
            status: to,
            updatedAt: new Date(),
            ...(options.freeKey ? { idempotencyKey: null } : {}),
          })
          .where(
            and(
              eq(storeOrders.id, orderId),
              inArray(storeOrders.status, [...from]),
              sql`${storeOrders.fulfilmentStatus} is null`,
            ),
          )
          .returning();
        if (!undone) return undefined;
        await returnUnits(tx, orderId);
        await tx.insert(storeOrderEvents).values({ orderId, status: to });
        if (messages.length > 0)
          await tx.insert(outboxMessages).values(messages).onConflictDoNothing({ target: outboxMessages.dedupKey });
        return undone;
      });
    },
    /** The store moves a paid order along its shipping; undefined when it was not at `from` any more. */
    async advance(
      orderId: string,
      from: string | null,
      to: string,
      set: { trackingNumber?: string | undefined; actorUserId: string },
      messages: NewOutboxRow[] = [],
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [moved] = await tx
          .update(storeOrders)
          .set({
            fulfilmentStatus: to,
            updatedAt: new Date(),
            ...(set.trackingNumber ? { trackingNumber: set.trackingNumber } : {}),
          })
          .where(
            and(
              eq(storeOrders.id, orderId),
              eq(storeOrders.status, "paid"),
              from === null ? sql`${storeOrders.fulfilmentStatus} is null` : eq(storeOrders.fulfilmentStatus, from),
            ),
          )
          .returning();
        if (!moved) return undefined;
        await tx.insert(storeOrderEvents).values({ orderId, status: to, actorUserId: set.actorUserId });
        if (messages.length > 0)
          await tx.insert(outboxMessages).values(messages).onConflictDoNothing({ target: outboxMessages.dedupKey });
        return moved;
      });
    },
    async ordersOfUser(userId: string, limit: number) {
      return db
        .select({
          order: storeOrders,
          storeName: stores.name,
          itemCount: sql<number>`(select coalesce(sum(${storeOrderItems.quantity}), 0)::int from ${storeOrderItems}
            where ${storeOrderItems.orderId} = ${storeOrders.id})`,
        })
        .from(storeOrders)
        .innerJoin(stores, eq(stores.id, storeOrders.storeId))
        .where(
          and(
            eq(storeOrders.userId, userId),
            sql`${storeOrders.status} not in ('pending_payment', 'awaiting_authentication')`,
          ),
        )
        .orderBy(desc(storeOrders.createdAt))
        .limit(limit);
    },
    async expiredPending(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(storeOrders)
        .where(and(inArray(storeOrders.status, OPEN), lt(storeOrders.holdExpiresAt, now)))
        .orderBy(asc(storeOrders.holdExpiresAt))
        .limit(limit);
    },
  };
}
