import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { leavesNoOwner } from "../partners/index.ts";
import { move, type Tx } from "./ledger-repository.ts";

const {
  stores,
  storeStaff,
  storeProducts,
  storeVariants,
  storeOrders,
  storeOrderItems,
  storeOrderRefunds,
  storeStockMovements,
  partnerAuditLog,
  userRoles,
  users,
  outboxMessages,
} = schema;

export type StoreStaffRow = typeof storeStaff.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

/** One line of the partner audit log about a store, written in the change's transaction. */
export interface StoreAuditWrite {
  storeId: number;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Why a store console write was refused inside its transaction (nothing of it stays). */
export class StoreConsoleRefused extends Error {
  readonly reason: "already-staff" | "not-found" | "below-zero" | "last-owner";
  constructor(reason: "already-staff" | "not-found" | "below-zero" | "last-owner") {
    super(reason);
    this.reason = reason;
    this.name = "StoreConsoleRefused";
  }
}

export async function writeStoreAudit(tx: Tx, entry: StoreAuditWrite): Promise<void> {
  await tx.insert(partnerAuditLog).values({
    storeId: entry.storeId,
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

const storeColumns = { id: stores.id, slug: stores.slug, name: stores.name, currency: stores.currency };

/** A store's variants with their product's names, for the stock page and the checks of a move. */
const variantColumns = {
  variant: storeVariants,
  productEs: storeProducts.nameEs,
  productEn: storeProducts.nameEn,
};

/** Storage of the store console: who runs which store, stock moves and the order queue's readings. */
export function consoleRepository(db: Database) {
  return {
    async storesOf(userId: string) {
      return db
        .select({ ...storeColumns, role: storeStaff.role })
        .from(storeStaff)
        .innerJoin(stores, eq(stores.id, storeStaff.storeId))
        .where(eq(storeStaff.userId, userId))
        .orderBy(asc(stores.name), asc(stores.id));
    },
    async allStores() {
      return db.select(storeColumns).from(stores).orderBy(asc(stores.name), asc(stores.id));
    },
    async storeFor(userId: string, storeId: number) {
      const [row] = await db
        .select({ ...storeColumns, role: storeStaff.role })
        .from(storeStaff)
        .innerJoin(stores, eq(stores.id, storeStaff.storeId))
        .where(and(eq(storeStaff.userId, userId), eq(storeStaff.storeId, storeId)));
      return row ?? null;
    },
    async storeById(storeId: number) {
      const [row] = await db.select(storeColumns).from(stores).where(eq(stores.id, storeId));
      return row ?? null;
    },
    async hasRole(userId: string, role: string): Promise<boolean> {
      const [row] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
      return row !== undefined;
    },

    async staffOf(storeId: number) {
      return db
        .select({
          id: storeStaff.id,
          userId: storeStaff.userId,
          role: storeStaff.role,
          createdAt: storeStaff.createdAt,
          name: users.name,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(storeStaff)
        .innerJoin(users, eq(users.id, storeStaff.userId))
        .where(eq(storeStaff.storeId, storeId))
        .orderBy(asc(storeStaff.role), asc(users.email));
    },
    async liveUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), sql`${users.deletedAt} is null`));
      return row ?? null;
    },
    /** Adds a store manager with its audit line; refused if the person is already on the team. */
    async addStaff(storeId: number, userId: string, actorId: string | null): Promise<StoreStaffRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(storeStaff)
          .values({ storeId, userId, role: "store_manager" })
          .onConflictDoNothing()
          .returning();
        if (!row) throw new StoreConsoleRefused("already-staff");
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "store_staff.grant",
          entity: "store_staff",
          entityId: row.id,
          before: null,
          after: { userId, role: row.role },
        });
        return row;
      });
    },
    /** Changes a member's role with its audit line; the store always keeps an owner. */
    async changeRole(
      storeId: number,
      staffId: string,
      role: string,
      entry: (before: StoreStaffRow, after: StoreStaffRow) => StoreAuditWrite,
    ): Promise<StoreStaffRow> {
      return db.transaction(async (tx) => {
        // The owners are locked first, so two owners demoting each other at once cannot both succeed;
        // the store's row first of all, so that two changes never each hold an owner the other waits on.
        await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for("no key update");
        const owners = await tx
          .select({ id: storeStaff.id })
          .from(storeStaff)
          .where(and(eq(storeStaff.storeId, storeId), eq(storeStaff.role, "owner")))
          // Always in the same order: two transactions locking them in two orders would deadlock.
          .orderBy(asc(storeStaff.id))
          .for("update");
        const [before] = await tx
          .select()
          .from(storeStaff)
          .where(and(eq(storeStaff.id, staffId), eq(storeStaff.storeId, storeId)))
          .for("update");
        if (!before) throw new StoreConsoleRefused("not-found");
        if (leavesNoOwner(before.role, role, owners.length)) throw new StoreConsoleRefused("last-owner");
        if (before.role === role) return before;
        const [after] = await tx.update(storeStaff).set({ role }).where(eq(storeStaff.id, staffId)).returning();
        if (!after) throw new StoreConsoleRefused("not-found");
        await writeStoreAudit(tx, entry(before, after));
        return after;
      });
    },
    /** Removes a store manager (never an owner here) with its audit line. */
    async removeStaff(storeId: number, staffId: string, actorId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(storeStaff)
          .where(and(eq(storeStaff.id, staffId), eq(storeStaff.storeId, storeId), eq(storeStaff.role, "store_manager")))
          .returning();
        if (!row) throw new StoreConsoleRefused("not-found");
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "store_staff.remove",
          entity: "store_staff",
          entityId: row.id,
          before: { userId: row.userId, role: row.role },
          after: null,
        });
      });
    },

    async stockLines(storeId: number) {
      return db
        .select(variantColumns)
        .from(storeVariants)
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .where(eq(storeProducts.storeId, storeId))
        .orderBy(asc(storeProducts.sort), asc(storeProducts.id), asc(storeVariants.sort), asc(storeVariants.id));
    },
    async variantOfStore(storeId: number, variantId: number) {
      const [row] = await db
        .select(variantColumns)
        .from(storeVariants)
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .where(and(eq(storeVariants.id, variantId), eq(storeProducts.storeId, storeId)));
      return row ?? null;
    },
    /** A hand move of stock through the ledger with its audit line; refused if it would go below zero. */
    async recordStock(
      storeId: number,
      movement: { variantId: number; quantity: number; reason: string; note: string; actorId: string | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const moved = await move(tx, {
          variantId: movement.variantId,
          quantity: movement.quantity,
          reason: movement.reason,
          actorUserId: movement.actorId,
          note: movement.note,
        });
        if (!moved) throw new StoreConsoleRefused("below-zero");
        await writeStoreAudit(tx, {
          storeId,
          actorId: movement.actorId,
          action: `stock.${movement.reason}`,
          entity: "store_variant",
          entityId: String(movement.variantId),
          before: null,
          after: { quantity: movement.quantity, reason: movement.reason, note: movement.note },
        });
      });
    },
    async setThreshold(storeId: number, variantId: number, threshold: number, actorId: string | null) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(storeVariants).where(eq(storeVariants.id, variantId)).for("update");
        if (!before) throw new StoreConsoleRefused("not-found");
        // Below its new threshold the variant has not been e-mailed about yet: the next move tells.
        const [after] = await tx
          .update(storeVariants)
          .set({ lowStockThreshold: threshold, lowStockAlerted: before.stock <= threshold && before.lowStockAlerted })
          .where(eq(storeVariants.id, variantId))
          .returning();
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "stock.threshold",
          entity: "store_variant",
          entityId: String(variantId),
          before: { threshold: before.lowStockThreshold },
          after: { threshold },
        });
        return after;
      });
    },

    /** The store's paid orders for the queue, newest first, with their refunded sum. */
    async orderQueue(storeId: number, filter: "open" | "shipped" | "closed" | "all", limit: number) {
      const where =
        filter === "open"
          ? sql`${storeOrders.status} = 'paid' and (${storeOrders.fulfilmentStatus} is null or ${storeOrders.fulfilmentStatus} in ('preparing', 'packed'))`
          : filter === "shipped"
            ? sql`${storeOrders.status} = 'paid' and ${storeOrders.fulfilmentStatus} in ('shipped', 'delivered')`
            : filter === "closed"
              ? sql`${storeOrders.status} = 'refunded'`
              : sql`${storeOrders.status} in ('paid', 'refunded')`;
      return db
        .select({
          order: storeOrders,
          itemCount: sql<number>`(select coalesce(sum(i.quantity), 0)::int from ${storeOrderItems} i
            where i.order_id = ${storeOrders}.id)`,
          refunded: sql<number>`(select coalesce(sum(r.amount_minor), 0)::int from ${storeOrderRefunds} r
            where r.order_id = ${storeOrders}.id)`,
        })
        .from(storeOrders)
        .where(and(eq(storeOrders.storeId, storeId), where))
        .orderBy(filter === "open" ? asc(storeOrders.paidAt) : desc(storeOrders.paidAt), desc(storeOrders.id))
        .limit(limit);
    },
    async orderOfStore(storeId: number, number: string) {
      const [row] = await db
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.storeId, storeId), eq(storeOrders.number, number)));
      return row ?? null;
    },
    async orderItems(orderId: string) {
      return db.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, orderId));
    },
    /** Units of each variant that came back to the stock for the order (returns). */
    async returnedUnits(orderId: string, tx: Tx | Database = db): Promise<Map<number, number>> {
      const rows = await tx
        .select({
          variantId: storeStockMovements.variantId,
          units: sql<number>`coalesce(sum(${storeStockMovements.quantity}), 0)::int`,
        })
        .from(storeStockMovements)
        .where(and(eq(storeStockMovements.orderId, orderId), inArray(storeStockMovements.reason, ["return"])))
        .groupBy(storeStockMovements.variantId);
      return new Map(rows.map((row) => [row.variantId, row.units]));
    },
    async refundsOf(orderId: string) {
      return db
        .select({ refund: storeOrderRefunds, actor: users.name })
        .from(storeOrderRefunds)
        .leftJoin(users, eq(users.id, storeOrderRefunds.actorId))
        .where(eq(storeOrderRefunds.orderId, orderId))
        .orderBy(asc(storeOrderRefunds.id));
    },
  };
}

export type ConsoleRepository = ReturnType<typeof consoleRepository>;
