import type { Database } from "@sobremesa/db";
import { idPageStarts, schema } from "@sobremesa/db";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type {
  CategoryRow,
  ProductListRow,
  ProductSort,
  ShippingOptionRow,
  StoreRow,
  VariantLine,
  VariantRow,
} from "./store-rows.ts";

const { stores, storeShippingOptions, storeCategories, storeProducts, storeVariants, countries, states } = schema;

/** A product whose page answers: itself, its store and one of its variants active. */
const shownProduct = and(
  eq(storeProducts.active, true),
  sql`exists (select 1 from ${stores} where ${stores.id} = ${storeProducts.storeId} and ${stores.active})`,
  sql`exists (select 1 from ${storeVariants} where ${storeVariants.productId} = ${storeProducts.id} and ${storeVariants.active})`,
);

/** Stores, their categories and shipping, products and variants, the sitemap's reads and states. */
export function catalogueRepository(db: Database) {
  const storeColumns = { store: stores, countryCode: countries.code };
  const withCountry = (row: { store: typeof stores.$inferSelect; countryCode: string }): StoreRow => ({
    ...row.store,
    countryCode: row.countryCode,
  });

  return {
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
  };
}
