import type { Database } from "@sobremesa/db";
import { idPageStarts, schema } from "@sobremesa/db";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { OPEN_ORDER_STATUSES } from "../payments/index.ts";

const {
  stores,
  storeShippingOptions,
  storeCategories,
  storeProducts,
  storeVariants,
  storeStockMovements,
  storePriceChanges,
  storeCarts,
  storeCartItems,
  storeOrders,
  storeOrderItems,
  storeOrderEvents,
  userRoles,
  users,
  countries,
  states,
  outboxMessages,
} = schema;

export type StoreRow = typeof stores.$inferSelect & { countryCode: string };
export type CategoryRow = typeof storeCategories.$inferSelect;
export type ShippingOptionRow = typeof storeShippingOptions.$inferSelect;
export type ProductRow = typeof storeProducts.$inferSelect;
export type VariantRow = typeof storeVariants.$inferSelect;
export type CartRow = typeof storeCarts.$inferSelect;
export type OrderRow = typeof storeOrders.$inferSelect;
export type NewOrderRow = typeof storeOrders.$inferInsert;
export type OrderItemRow = typeof storeOrderItems.$inferSelect;
export type NewOrderItemRow = Omit<typeof storeOrderItems.$inferInsert, "orderId">;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;
export type ProductSort = "featured" | "price_asc" | "price_desc" | "newest";

export interface ProductListRow {
  product: ProductRow;
  category: CategoryRow;
  priceFrom: number;
  compareAt: number | null;
  priceCount: number;
  stock: number;
}

/** A variant with what the cart and the order need of its product. */
export interface VariantLine {
  variant: VariantRow;
  product: ProductRow;
}

/** The checkout could not take a variant's units: nothing was written. */
/** The cart changed between reading its lines and placing the order from them. */
export class CartChanged extends Error {
  constructor() {
    super("the cart changed while its order was placed");
    this.name = "CartChanged";
  }
}

export class StockShortage extends Error {
  readonly variantId: number;
  constructor(variantId: number) {
    super(`not enough stock of variant ${variantId}`);
    this.name = "StockShortage";
    this.variantId = variantId;
  }
}

const OPEN = [...OPEN_ORDER_STATUSES];

/**
 * Storage of the store: catalogue, the stock ledger (a variant's `stock` moves only together with a
 * ledger row, in one transaction, by a conditional update that cannot go below zero), carts, orders
 * and the audit's readings. The only module of the store that speaks SQL.
 */
/** A product whose page answers: itself, its store and one of its variants active. */
const shownProduct = and(
  eq(storeProducts.active, true),
  sql`exists (select 1 from ${stores} where ${stores.id} = ${storeProducts.storeId} and ${stores.active})`,
  sql`exists (select 1 from ${storeVariants} where ${storeVariants.productId} = ${storeProducts.id} and ${storeVariants.active})`,
);

export function createStoreRepository(db: Database) {
  const storeColumns = { store: stores, countryCode: countries.code };
  const withCountry = (row: { store: typeof stores.$inferSelect; countryCode: string }): StoreRow => ({
    ...row.store,
    countryCode: row.countryCode,
  });

  type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

  /** Moves stock and writes its ledger row; false (and nothing written) if it would go below zero. */
  async function move(
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
      .returning({ id: storeVariants.id });
    if (moved.length === 0) return false;
    await tx.insert(storeStockMovements).values({
      variantId: movement.variantId,
      quantity: movement.quantity,
      reason: movement.reason,
      orderId: movement.orderId ?? null,
      actorUserId: movement.actorUserId ?? null,
      note: movement.note ?? null,
    });
    return true;
  }

  /** Gives an undone order's units back, once per order. */
  async function returnUnits(tx: Tx, orderId: string) {
    const items = await tx.select().from(storeOrderItems).where(eq(storeOrderItems.orderId, orderId));
    for (const item of items.sort((a, b) => a.variantId - b.variantId))
      await move(tx, { variantId: item.variantId, quantity: item.quantity, reason: "release", orderId });
  }

  return {
    // Catalogue.
    async stores(countryCode?: string): Promise<(StoreRow & { productCount: number })[]> {
      const productCount = sql<number>`(select count(*)::int from ${storeProducts}
        where ${storeProducts.storeId} = ${stores.id} and ${storeProducts.active})`;
      const rows = await db
        .select({ ...storeColumns, productCount })
        .from(stores)
        .innerJoin(countries, eq(countries.id, stores.countryId))
        .where(and(eq(stores.active, true), countryCode ? eq(countries.code, countryCode) : undefined))
        .orderBy(asc(stores.sort), asc(stores.name));
      return rows.map((row) => ({ ...withCountry(row), productCount: row.productCount }));
    },
    async storeBySlug(slug: string): Promise<StoreRow | undefined> {
      const [row] = await db
        .select(storeColumns)
        .from(stores)
        .innerJoin(countries, eq(countries.id, stores.countryId))
        .where(and(eq(stores.slug, slug), eq(stores.active, true)));
      return row ? withCountry(row) : undefined;
    },
    async storeById(id: number): Promise<StoreRow | undefined> {
      const [row] = await db
        .select(storeColumns)
        .from(stores)
        .innerJoin(countries, eq(countries.id, stores.countryId))
        .where(eq(stores.id, id));
      return row ? withCountry(row) : undefined;
    },
    async categories(storeIds: number[]): Promise<CategoryRow[]> {
      if (storeIds.length === 0) return [];
      return db
        .select()
        .from(storeCategories)
        .where(inArray(storeCategories.storeId, storeIds))
        .orderBy(asc(storeCategories.sort), asc(storeCategories.id));
    },
    async shippingOptions(storeId: number): Promise<ShippingOptionRow[]> {
      return db
        .select()
        .from(storeShippingOptions)
        .where(eq(storeShippingOptions.storeId, storeId))
        .orderBy(asc(storeShippingOptions.sort), asc(storeShippingOptions.id));
    },
    async products(
      storeId: number,
      categoryId: number | undefined,
      sort: ProductSort,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ProductListRow[]; total: number }> {
      const live = and(eq(storeVariants.productId, storeProducts.id), eq(storeVariants.active, true));
      const priceFrom = sql<number>`(select min(${storeVariants.priceMinor}) from ${storeVariants} where ${live})`;
      const condition = and(
        eq(storeProducts.storeId, storeId),
        eq(storeProducts.active, true),
        categoryId === undefined ? undefined : eq(storeProducts.categoryId, categoryId),
      );
      const order =
        sort === "price_asc"
          ? [asc(priceFrom), asc(storeProducts.id)]
          : sort === "price_desc"
            ? [desc(priceFrom), asc(storeProducts.id)]
            : sort === "newest"
              ? [desc(storeProducts.createdAt), desc(storeProducts.id)]
              : [asc(storeProducts.sort), asc(storeProducts.id)];
      const [rows, [count]] = await Promise.all([
        db
          .select({
            product: storeProducts,
            category: storeCategories,
            priceFrom,
            compareAt: sql<number | null>`(select ${storeVariants.compareAtMinor} from ${storeVariants}
              where ${live} order by ${storeVariants.priceMinor} asc, ${storeVariants.sort} asc limit 1)`,
            priceCount: sql<number>`(select count(distinct ${storeVariants.priceMinor})::int from ${storeVariants} where ${live})`,
            stock: sql<number>`(select coalesce(sum(${storeVariants.stock}), 0)::int from ${storeVariants} where ${live})`,
          })
          .from(storeProducts)
          .innerJoin(storeCategories, eq(storeCategories.id, storeProducts.categoryId))
          .where(condition)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(storeProducts).where(condition),
      ]);
      return {
        rows: rows.map((row) => ({ ...row, priceFrom: Number(row.priceFrom ?? 0) })),
        total: count?.count ?? 0,
      };
    },
    /**
     * The first id of every run of `size` products a product page shows (active, in an active store,
     * with an active variant), in id order: the sitemap's pages.
     */
    async shownProductPageStarts(size: number): Promise<number[]> {
      return idPageStarts(db, storeProducts, storeProducts.id, shownProduct, size);
    },

    /** Shown products with from <= id < to (no upper bound when to is null), in id order. */
    async shownProductSlugs(from: number, to: number | null): Promise<{ id: number; slug: string; updatedAt: Date }[]> {
      return db
        .select({ id: storeProducts.id, slug: storeProducts.slug, updatedAt: storeProducts.updatedAt })
        .from(storeProducts)
        .where(and(shownProduct, gte(storeProducts.id, from), to === null ? undefined : lt(storeProducts.id, to)))
        .orderBy(asc(storeProducts.id));
    },

    /**
     * Each store and store category with at least one shown product (an empty one is not indexed),
     * with the last change of the store or of its products there.
     */
    async storesWithProducts(): Promise<{ storeSlug: string; categorySlug: string; updatedAt: Date }[]> {
      const found = await db
        .select({
          storeSlug: stores.slug,
          categorySlug: storeCategories.slug,
          updatedAt: sql<Date | string>`greatest(max(${storeProducts.updatedAt}), max(${stores.updatedAt}))`,
        })
        .from(storeProducts)
        .innerJoin(stores, eq(stores.id, storeProducts.storeId))
        .innerJoin(storeCategories, eq(storeCategories.id, storeProducts.categoryId))
        .where(shownProduct)
        .groupBy(stores.slug, storeCategories.slug)
        .orderBy(asc(stores.slug), asc(storeCategories.slug));
      return found.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
    },

    async productBySlug(slug: string) {
      const [row] = await db
        .select({ product: storeProducts, category: storeCategories })
        .from(storeProducts)
        .innerJoin(storeCategories, eq(storeCategories.id, storeProducts.categoryId))
        .where(and(eq(storeProducts.slug, slug), eq(storeProducts.active, true)));
      return row;
    },
    async variantsOf(productId: number): Promise<VariantRow[]> {
      return db
        .select()
        .from(storeVariants)
        .where(and(eq(storeVariants.productId, productId), eq(storeVariants.active, true)))
        .orderBy(asc(storeVariants.sort), asc(storeVariants.id));
    },
    async variantLines(variantIds: number[]): Promise<VariantLine[]> {
      if (variantIds.length === 0) return [];
      return db
        .select({ variant: storeVariants, product: storeProducts })
        .from(storeVariants)
        .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
        .where(inArray(storeVariants.id, variantIds));
    },
    async state(id: number) {
      const [row] = await db
        .select({ id: states.id, name: states.name, code: states.code, countryCode: countries.code })
        .from(states)
        .innerJoin(countries, eq(countries.id, states.countryId))
        .where(eq(states.id, id));
      return row;
    },

    // Carts.
    async cartOfUser(userId: string): Promise<CartRow | undefined> {
      const [row] = await db.select().from(storeCarts).where(eq(storeCarts.userId, userId));
      return row;
    },
    async cartById(id: string): Promise<CartRow | undefined> {
      const [row] = await db.select().from(storeCarts).where(eq(storeCarts.id, id));
      return row;
    },
    async cartOfToken(tokenHash: string): Promise<CartRow | undefined> {
      const [row] = await db.select().from(storeCarts).where(eq(storeCarts.tokenHash, tokenHash));
      return row;
    },
    /** The user's cart, made on first use; parallel first uses meet on the unique user id. */
    async ensureUserCart(userId: string): Promise<CartRow> {
      await db.insert(storeCarts).values({ userId }).onConflictDoNothing({ target: storeCarts.userId });
      const [row] = await db.select().from(storeCarts).where(eq(storeCarts.userId, userId));
      if (!row) throw new Error("the user's cart vanished");
      return row;
    },
    async createTokenCart(tokenHash: string): Promise<CartRow> {
      const [row] = await db.insert(storeCarts).values({ tokenHash }).returning();
      if (!row) throw new Error("the cart insert returned no row");
      return row;
    },
    async cartItems(cartId: string): Promise<{ variantId: number; quantity: number }[]> {
      return db
        .select({ variantId: storeCartItems.variantId, quantity: storeCartItems.quantity })
        .from(storeCartItems)
        .where(eq(storeCartItems.cartId, cartId))
        .orderBy(asc(storeCartItems.addedAt), asc(storeCartItems.variantId));
    },
    /**
     * Sets a line (0 removes it) and the cart's store. With `replace`, the cart's other lines go first:
     * the shopper chose to start over with another store's goods.
     */
    async setCartLine(
      cartId: string,
      storeId: number,
      line: { variantId: number; quantity: number },
      replace = false,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        if (replace) await tx.delete(storeCartItems).where(eq(storeCartItems.cartId, cartId));
        if (line.quantity > 0)
          await tx
            .insert(storeCartItems)
            .values({ cartId, variantId: line.variantId, quantity: line.quantity })
            .onConflictDoUpdate({
              target: [storeCartItems.cartId, storeCartItems.variantId],
              set: { quantity: line.quantity },
            });
        else
          await tx
            .delete(storeCartItems)
            .where(and(eq(storeCartItems.cartId, cartId), eq(storeCartItems.variantId, line.variantId)));
        const [left] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(storeCartItems)
          .where(eq(storeCartItems.cartId, cartId));
        await tx
          .update(storeCarts)
          .set({
            storeId: (left?.count ?? 0) > 0 ? storeId : null,
            version: sql`${storeCarts.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(storeCarts.id, cartId));
      });
    },
    async emptyCart(cartId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(storeCartItems).where(eq(storeCartItems.cartId, cartId));
        await tx
          .update(storeCarts)
          .set({ storeId: null, version: sql`${storeCarts.version} + 1`, updatedAt: new Date() })
          .where(eq(storeCarts.id, cartId));
      });
    },
    /**
     * The account's cart takes the merged lines and the anonymous cart is deleted, in one step: a
     * second request racing with the same cookie finds no anonymous cart and merges nothing twice.
     * An order still open from the anonymous cart (a payment in doubt the page will send again) now
     * belongs to the account's cart, where its lines went, so paying it takes them out of there.
     */
    async mergeCart(
      accountCartId: string,
      anonymousCartId: string,
      merged: { storeId: number | null; lines: { variantId: number; quantity: number }[] },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(storeCarts)
          .where(eq(storeCarts.id, anonymousCartId))
          .returning({ id: storeCarts.id });
        if (gone.length === 0) return false;
        // Its version was the anonymous cart's: it no longer names one of the account cart's.
        await tx
          .update(storeOrders)
          .set({ cartId: accountCartId, cartVersion: null, updatedAt: new Date() })
          .where(and(eq(storeOrders.cartId, anonymousCartId), inArray(storeOrders.status, OPEN)));
        await tx.delete(storeCartItems).where(eq(storeCartItems.cartId, accountCartId));
        if (merged.lines.length > 0)
          await tx.insert(storeCartItems).values(merged.lines.map((line) => ({ cartId: accountCartId, ...line })));
        await tx
          .update(storeCarts)
          .set({
            storeId: merged.lines.length > 0 ? merged.storeId : null,
            version: sql`${storeCarts.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(storeCarts.id, accountCartId));
        return true;
      });
    },

    // Orders.
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
     * Takes every line's units and writes the order, in one transaction. Variants are taken in id
     * order (parallel checkouts of the same goods never deadlock); a variant short of units throws
     * StockShortage and rolls everything back.
     */
    /**
     * Writes the order and takes its units in one transaction. The cart must still be at the version
     * its lines were read from (CartChanged otherwise), and a cart version has one live order at most
     * (the unique index refuses a second checkout of the same cart, whatever its key).
     */
    async placeOrder(order: NewOrderRow, items: NewOrderItemRow[]): Promise<OrderRow> {
      return db.transaction(async (tx) => {
        if (order.cartId) {
          const [cart] = await tx
            .select({ version: storeCarts.version })
            .from(storeCarts)
            .where(eq(storeCarts.id, order.cartId))
            .for("update");
          if (!cart || cart.version !== order.cartVersion) throw new CartChanged();
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

    // Managers.
    async hasRole(userId: string, role: string): Promise<boolean> {
      const [row] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
      return row !== undefined;
    },
    /** Grants a role to the live account with that e-mail; false when there is none. */
    async grantRole(email: string, role: string): Promise<boolean> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email.trim().toLowerCase()), sql`${users.deletedAt} is null`));
      if (!user) return false;
      await db.insert(userRoles).values({ userId: user.id, role }).onConflictDoNothing();
      return true;
    },
    /** Stock in or out by hand (a delivery received, a count corrected); false if it would go below zero. */
    async recordMovement(movement: {
      variantId: number;
      quantity: number;
      reason: "receipt" | "adjustment";
      actorUserId: string;
      note: string | null;
    }): Promise<boolean> {
      return db.transaction((tx) => move(tx, movement));
    },
    async changePrice(variantId: number, priceMinor: number, actorUserId: string): Promise<VariantRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(storeVariants).where(eq(storeVariants.id, variantId)).for("update");
        if (!before) return undefined;
        if (before.priceMinor === priceMinor) return before;
        const [after] = await tx
          .update(storeVariants)
          .set({ priceMinor })
          .where(eq(storeVariants.id, variantId))
          .returning();
        await tx
          .insert(storePriceChanges)
          .values({ variantId, oldPriceMinor: before.priceMinor, newPriceMinor: priceMinor, actorUserId });
        return after;
      });
    },

    // The audit's readings, one store at a time.
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
export type StoreRepository = ReturnType<typeof createStoreRepository>;
