import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, sql } from "drizzle-orm";
import { move } from "./ledger-repository.ts";
import type { VariantRow } from "./store-rows.ts";

const { storeVariants, storePriceChanges, storeStaff, userRoles, users } = schema;

/** The store managers' role, and the stock and price changes they make by hand. */
export function managerRepository(db: Database) {
  return {
    async hasRole(userId: string, role: string): Promise<boolean> {
      const [row] = await db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
      return row !== undefined;
    },
    /** The stores the person is on the team of (owner or store manager). */
    async staffStoreIds(userId: string): Promise<number[]> {
      const rows = await db
        .select({ storeId: storeStaff.storeId })
        .from(storeStaff)
        .where(eq(storeStaff.userId, userId));
      return rows.map((row) => row.storeId);
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
  };
}
