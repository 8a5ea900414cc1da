import { randomBytes } from "node:crypto";
import type { Database } from "@sobremesa/db";
import { isUniqueViolation, schema } from "@sobremesa/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { writeStoreAudit } from "./console-repository.ts";

const { storeProducts, storeVariants, storeCategories, storePriceChanges } = schema;

export type ProductRow = typeof storeProducts.$inferSelect;
export type VariantRow = typeof storeVariants.$inferSelect;

/** Why a catalogue edit was refused inside its transaction (nothing of it stays). */
export class CatalogueEditRefused extends Error {
  readonly reason: "not-found" | "stale" | "category" | "sku-taken";
  constructor(reason: "not-found" | "stale" | "category" | "sku-taken") {
    super(reason);
    this.reason = reason;
    this.name = "CatalogueEditRefused";
  }
}

export interface ProductFields {
  categoryId: number;
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
  active: boolean;
}
export interface VariantFields {
  nameEs: string;
  nameEn: string;
  priceMinor: number;
  lowStockThreshold: number;
  active: boolean;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What the audit keeps of a product and of a variant. */
const productSnapshot = (row: ProductRow) => ({
  categoryId: row.categoryId,
  nameEs: row.nameEs,
  nameEn: row.nameEn,
  descriptionEs: row.descriptionEs,
  descriptionEn: row.descriptionEn,
  active: row.active,
  version: row.version,
});
const variantSnapshot = (row: VariantRow) => ({
  sku: row.sku,
  nameEs: row.nameEs,
  nameEn: row.nameEn,
  priceMinor: row.priceMinor,
  lowStockThreshold: row.lowStockThreshold,
  active: row.active,
  version: row.version,
});

async function ownCategory(tx: Tx, storeId: number, categoryId: number) {
  const [category] = await tx
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(and(eq(storeCategories.id, categoryId), eq(storeCategories.storeId, storeId)));
  if (!category) throw new CatalogueEditRefused("category");
}

async function insertVariant(tx: Tx, productId: number, sku: string, fields: VariantFields): Promise<VariantRow> {
  // A savepoint: a taken SKU refuses this write without aborting the whole transaction on PostgreSQL.
  try {
    const [row] = await tx.transaction((inner) =>
      inner
        .insert(storeVariants)
        .values({ productId, sku, ...fields })
        .returning(),
    );
    if (!row) throw new Error("the variant insert returned no row");
    return row;
  } catch (error) {
    if (isUniqueViolation(error, "store_variants_sku_unique")) throw new CatalogueEditRefused("sku-taken");
    throw error;
  }
}

/** The store's products and variants as its team edits them: each write with its audit line. */
export function consoleCatalogueRepository(db: Database) {
  return {
    async categories(storeId: number) {
      return db
        .select()
        .from(storeCategories)
        .where(eq(storeCategories.storeId, storeId))
        .orderBy(asc(storeCategories.sort), asc(storeCategories.id));
    },
    async products(storeId: number, productId?: number) {
      const products = await db
        .select()
        .from(storeProducts)
        .where(
          and(
            eq(storeProducts.storeId, storeId),
            productId === undefined ? sql`true` : eq(storeProducts.id, productId),
          ),
        )
        .orderBy(asc(storeProducts.sort), asc(storeProducts.id));
      const variants = products.length
        ? await db
            .select()
            .from(storeVariants)
            .where(
              inArray(
                storeVariants.productId,
                products.map((row) => row.id),
              ),
            )
            .orderBy(asc(storeVariants.sort), asc(storeVariants.id))
        : [];
      return products.map((product) => ({
        product,
        variants: variants.filter((variant) => variant.productId === product.id),
      }));
    },

    async createProduct(
      storeId: number,
      fields: ProductFields,
      first: VariantFields & { sku: string },
      actorId: string | null,
    ) {
      return db.transaction(async (tx) => {
        await ownCategory(tx, storeId, fields.categoryId);
        const slug = `${slugOf(fields.nameEs)}-${randomBytes(3).toString("hex")}`;
        const [product] = await tx
          .insert(storeProducts)
          .values({ storeId, slug, ...fields, imageCount: 3 })
          .returning();
        if (!product) throw new Error("the product insert returned no row");
        const { sku, ...variantFields } = first;
        const variant = await insertVariant(tx, product.id, sku, variantFields);
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "product.create",
          entity: "store_product",
          entityId: String(product.id),
          before: null,
          after: { ...productSnapshot(product), variants: [variantSnapshot(variant)] },
        });
        return product.id;
      });
    },

    async updateProduct(
      storeId: number,
      productId: number,
      fields: ProductFields,
      version: number,
      actorId: string | null,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(storeProducts)
          .where(and(eq(storeProducts.id, productId), eq(storeProducts.storeId, storeId)))
          .for("update");
        if (!before) throw new CatalogueEditRefused("not-found");
        if (before.version !== version) throw new CatalogueEditRefused("stale");
        await ownCategory(tx, storeId, fields.categoryId);
        const [after] = await tx
          .update(storeProducts)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(storeProducts.id, productId))
          .returning();
        if (!after) throw new CatalogueEditRefused("not-found");
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "product.update",
          entity: "store_product",
          entityId: String(productId),
          before: productSnapshot(before),
          after: productSnapshot(after),
        });
      });
    },

    async createVariant(
      storeId: number,
      productId: number,
      fields: VariantFields & { sku: string },
      actorId: string | null,
    ) {
      return db.transaction(async (tx) => {
        const [product] = await tx
          .select({ id: storeProducts.id })
          .from(storeProducts)
          .where(and(eq(storeProducts.id, productId), eq(storeProducts.storeId, storeId)));
        if (!product) throw new CatalogueEditRefused("not-found");
        const { sku, ...variantFields } = fields;
        const variant = await insertVariant(tx, productId, sku, variantFields);
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "variant.create",
          entity: "store_variant",
          entityId: String(variant.id),
          before: null,
          after: variantSnapshot(variant),
        });
      });
    },

    /** A variant's edit; a new price is recorded in the price history (paid orders keep theirs). */
    async updateVariant(
      storeId: number,
      variantId: number,
      fields: VariantFields,
      version: number,
      actorId: string | null,
    ) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ variant: storeVariants })
          .from(storeVariants)
          .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
          .where(and(eq(storeVariants.id, variantId), eq(storeProducts.storeId, storeId)))
          .for("update", { of: storeVariants });
        const before = found?.variant;
        if (!before) throw new CatalogueEditRefused("not-found");
        if (before.version !== version) throw new CatalogueEditRefused("stale");
        const [after] = await tx
          .update(storeVariants)
          .set({
            ...fields,
            version: before.version + 1,
            // A new threshold re-arms its e-mail unless the stock is already at or below it and was told.
            lowStockAlerted: before.lowStockAlerted && before.stock <= fields.lowStockThreshold,
          })
          .where(eq(storeVariants.id, variantId))
          .returning();
        if (!after) throw new CatalogueEditRefused("not-found");
        if (before.priceMinor !== after.priceMinor)
          await tx.insert(storePriceChanges).values({
            variantId,
            oldPriceMinor: before.priceMinor,
            newPriceMinor: after.priceMinor,
            actorUserId: actorId,
          });
        await writeStoreAudit(tx, {
          storeId,
          actorId,
          action: "variant.update",
          entity: "store_variant",
          entityId: String(variantId),
          before: variantSnapshot(before),
          after: variantSnapshot(after),
        });
      });
    },
  };
}

/** A product's address from its Spanish name: lower-case letters and digits joined by hyphens. */
function slugOf(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "producto";
}

export type ConsoleCatalogueRepository = ReturnType<typeof consoleCatalogueRepository>;
