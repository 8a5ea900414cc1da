import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { OPEN } from "./ledger-repository.ts";
import type { CartRow } from "./store-rows.ts";

const { storeCarts, storeCartItems, storeOrders } = schema;

/** Carts by user or cookie token, their lines, and the merge at sign-in. */
export function cartRepository(db: Database) {
  return {
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
  };
}
