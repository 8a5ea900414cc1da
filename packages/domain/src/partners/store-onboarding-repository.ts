import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, sql } from "drizzle-orm";
import { countryByCode } from "./organizer-onboarding-repository.ts";
import { type AuditWrite, type NewOutboxRow, writeAudit } from "./partners-repository.ts";

const { stores, storeShippingOptions, storeCategories, storeStaff, users, outboxMessages } = schema;

export type NewStoreRow = Omit<typeof stores.$inferInsert, "id" | "updatedAt">;
export type NewShippingRow = Omit<typeof storeShippingOptions.$inferInsert, "id" | "storeId">;
export type NewCategoryRow = Omit<typeof storeCategories.$inferInsert, "id" | "storeId">;

/**
 * Storage of the create-store command: the store with its shipping option and first category, its
 * owner on the team, the owner's e-mail and the audit line, all in one transaction.
 */
export function createStoreOnboardingRepository(db: Database) {
  return {
    countryByCode: (code: string) => countryByCode(db, code),

    async liveUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), sql`${users.deletedAt} is null`));
      return row ?? null;
    },

    /** Null when a store already has the slug (the unique index decides between two at once). */
    async create(
      store: NewStoreRow,
      shipping: NewShippingRow,
      category: NewCategoryRow,
      ownerId: string,
      message: (storeId: number) => NewOutboxRow,
      audit: (storeId: number) => AuditWrite,
    ): Promise<{ storeId: number } | null> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(stores)
          .values(store)
          .onConflictDoNothing({ target: stores.slug })
          .returning({ id: stores.id });
        if (!created) return null;
        await tx.insert(storeShippingOptions).values({ ...shipping, storeId: created.id });
        await tx.insert(storeCategories).values({ ...category, storeId: created.id });
        await tx.insert(storeStaff).values({ storeId: created.id, userId: ownerId, role: "owner" });
        await tx.insert(outboxMessages).values(message(created.id));
        await writeAudit(tx, audit(created.id));
        return { storeId: created.id };
      });
    },
  };
}

export type StoreOnboardingRepository = ReturnType<typeof createStoreOnboardingRepository>;
