import type { Language } from "@sobremesa/contracts";
import { schema } from "@sobremesa/db";
import { and, eq, inArray, sql } from "drizzle-orm";
import { domainText } from "../i18n/index.ts";
import type { Tx } from "./ledger-repository.ts";

const { storeVariants, storeProducts, stores, storeStaff, users, outboxMessages } = schema;

/** What a stock move leaves of a variant: the level and its threshold, and whether its e-mail went out. */
export interface StockLevel {
  id: number;
  stock: number;
  threshold: number;
  alerted: boolean;
}

/**
 * After a move, in its transaction (the variant's row is locked by the move's update): the first fall
 * to or below the threshold e-mails the store's owners and managers, each in their language; a rise
 * above it re-arms the e-mail, so it goes out once per crossing, not on every sale.
 */
export async function noteStockLevel(tx: Tx, level: StockLevel, movementId: number): Promise<void> {
  if (level.stock > level.threshold) {
    if (level.alerted)
      await tx.update(storeVariants).set({ lowStockAlerted: false }).where(eq(storeVariants.id, level.id));
    return;
  }
  if (level.alerted) return;
  const flagged = await tx
    .update(storeVariants)
    .set({ lowStockAlerted: true })
    .where(and(eq(storeVariants.id, level.id), eq(storeVariants.lowStockAlerted, false)))
    .returning({ id: storeVariants.id });
  if (flagged.length === 0) return;
  const [variant] = await tx
    .select({
      sku: storeVariants.sku,
      variantEs: storeVariants.nameEs,
      variantEn: storeVariants.nameEn,
      productEs: storeProducts.nameEs,
      productEn: storeProducts.nameEn,
      store: stores.name,
      storeId: stores.id,
    })
    .from(storeVariants)
    .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
    .innerJoin(stores, eq(stores.id, storeProducts.storeId))
    .where(eq(storeVariants.id, level.id));
  if (!variant) return;
  const staff = await tx
    .select({ userId: users.id, email: users.email, language: users.language })
    .from(storeStaff)
    .innerJoin(users, eq(users.id, storeStaff.userId))
    .where(
      and(
        eq(storeStaff.storeId, variant.storeId),
        inArray(storeStaff.role, ["owner", "store_manager"]),
        sql`${users.deletedAt} is null`,
      ),
    );
  if (staff.length === 0) return;
  await tx
    .insert(outboxMessages)
    .values(
      staff.map((person) => {
        const language: Language = person.language === "en" ? "en" : "es";
        const t = domainText(language);
        const values = {
          product: language === "es" ? variant.productEs : variant.productEn,
          variant: language === "es" ? variant.variantEs : variant.variantEn,
          sku: variant.sku,
          store: variant.store,
          stock: String(level.stock),
          threshold: String(level.threshold),
        };
        return {
          channel: "email",
          recipient: person.email,
          subject: t("store.console.lowStock.subject", values),
          body: t("store.console.lowStock.body", values),
          template: "store-low-stock",
          language,
          dedupKey: `store-low-stock:${level.id}:${movementId}:${person.userId}`,
        };
      }),
    )
    .onConflictDoNothing({ target: outboxMessages.dedupKey });
}
