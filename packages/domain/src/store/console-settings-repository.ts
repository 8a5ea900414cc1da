import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { StoreConsoleRefused, writeStoreAudit } from "./console-repository.ts";
import type { Tx } from "./ledger-repository.ts";

const { stores, storeShippingOptions } = schema;

export interface StoreSettingsRow {
  taglineEs: string;
  taglineEn: string;
  descriptionEs: string;
  descriptionEn: string;
  version: number;
  shipping: (typeof storeShippingOptions.$inferSelect)[];
}

export interface StoreSettingsWrite {
  taglineEs: string;
  taglineEn: string;
  descriptionEs: string;
  descriptionEn: string;
  shipping: { id: number; priceMinor: number; freeFromMinor: number | null }[];
}

const textColumns = {
  taglineEs: stores.taglineEs,
  taglineEn: stores.taglineEn,
  descriptionEs: stores.descriptionEs,
  descriptionEn: stores.descriptionEn,
  version: stores.version,
};

/** Storage of the store's settings page: its texts and its shipping options' prices, versioned and audited. */
export function consoleSettingsRepository(db: Database) {
  async function read(tx: Database | Tx, storeId: number): Promise<StoreSettingsRow | null> {
    const [store] = await tx.select(textColumns).from(stores).where(eq(stores.id, storeId));
    if (!store) return null;
    const shipping = await tx
      .select()
      .from(storeShippingOptions)
      .where(eq(storeShippingOptions.storeId, storeId))
      .orderBy(asc(storeShippingOptions.sort), asc(storeShippingOptions.id));
    return { ...store, shipping };
  }

  return {
    settings: (storeId: number) => read(db, storeId),

    /**
     * Writes the texts and prices when the store is still at `version`, raising it, with one audit line
     * of the before and after; null when someone changed it since. An option of another store refuses
     * the whole edit.
     */
    async update(
      storeId: number,
      version: number,
      next: StoreSettingsWrite,
      actorId: string | null,
    ): Promise<StoreSettingsRow | null> {
      return db.transaction(async (tx) => {
        const before = await read(tx, storeId);
        if (!before) throw new StoreConsoleRefused("not-found");
        const [bumped] = await tx
          .update(stores)
          .set({
            taglineEs: next.taglineEs,
            taglineEn: next.taglineEn,
            descriptionEs: next.descriptionEs,
            descriptionEn: next.descriptionEn,
            version: sql`${stores.version} + 1`,
          })
          .where(and(eq(stores.id, storeId), eq(stores.version, version)))
          .returning({ version: stores.version });
        if (!bumped) return null;
        for (const option of next.shipping) {
          const [row] = await tx
            .update(storeShippingOptions)
            .set({ priceMinor: option.priceMinor, freeFromMinor: option.freeFromMinor })
            .where(and(eq(storeShippingOptions.id, option.id), eq(storeShippingOptions.storeId, storeId)))
            .returning({ id: storeShippingOptions.id });
          if (!row) throw new StoreConsoleRefused("not-found");
        }
        const after = await read(tx, storeId);
        if (!after) throw new StoreConsoleRefused("not-found");
        const audited = (row: StoreSettingsRow) => ({
          taglineEs: row.taglineEs,
          taglineEn: row.taglineEn,
          descriptionEs: row.descriptionEs,
          descriptionEn: row.descriptionEn,
          version: row.version,
          shipping: row.shipping.map((option) => ({
            code: option.code,
            priceMinor: option.priceMinor,
            freeFromMinor: option.freeFromMinor,
          })),
        });
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "store.settings",
          entity: "stores",
          entityId: String(storeId),
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
    },
  };
}

export type ConsoleSettingsRepository = ReturnType<typeof consoleSettingsRepository>;
