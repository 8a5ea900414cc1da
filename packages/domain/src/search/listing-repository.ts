import type { Database } from "@sobremesa/db";
import { type SQL, sql } from "drizzle-orm";
import type { FacetColumns } from "./facet-index.ts";
import type { ListingArguments, NormalizedFilters } from "./listing-arguments.ts";
import { listingBuilders as builders } from "./listing-sql-repository.ts";
import type { PageOptions, PlaceRow, TaxonomyRow } from "./search-rows.ts";
import type { Position } from "./search-schemas.ts";
import { LINKS, type LinkClass, queryRows, type Row } from "./search-sql-repository.ts";

/** Listings and their facet counts, places near a point, the taxonomy, the facet index's columns and plans. */
export function listingRepository(db: Database) {
  const rows = queryRows(db);
  return {
    async page(args: ListingArguments, options: PageOptions = {}): Promise<PlaceRow[]> {
      return rows<PlaceRow>(builders.page(args, options));
    },

    async count(filters: NormalizedFilters): Promise<number> {
      const [row] = await rows<{ total: number }>(builders.count(filters));
      return row?.total ?? 0;
    },

    async facet(
      type: "category" | "price-range" | LinkClass,
      filters: NormalizedFilters,
      ids?: readonly number[],
    ): Promise<Map<number, number>> {
      const found = await rows<{ id: number; quantity: number }>(builders.facet(type, filters, ids));
      return new Map(found.map((row) => [Number(row.id), row.quantity]));
    },

    async scoreFacet(filters: NormalizedFilters, thresholds: readonly number[]): Promise<number[]> {
      const [row] = await rows<Record<string, number>>(builders.scoreFacet(filters, thresholds));
      return thresholds.map((_minimum, index) => row?.[`t${index}`] ?? 0);
    },

    async locationFacet(
      level: "country" | "state" | "city" | "colony",
      filters: NormalizedFilters,
    ): Promise<Map<number, number>> {
      const found = await rows<{ id: number; quantity: number }>(builders.locationFacet(level, filters));
      return new Map(found.map((row) => [Number(row.id), row.quantity]));
    },

    async nearby(position: Position, radiusMeters: number, limit: number, categoryIds: readonly number[]) {
      return rows<PlaceRow>(builders.nearby(position, radiusMeters, limit, categoryIds));
    },
    async taxonomy(): Promise<TaxonomyRow[]> {
      return rows<TaxonomyRow>(sql`
        select 'category' as class, id, slug_es, slug_en, name_es, name_en from categories
        union all select 'cuisine', id, slug, slug, name_es, name_en from cuisines
        union all select 'food-type', id, slug, slug, name_es, name_en from food_types
        union all select 'amenity', id, slug, slug, name_es, name_en from amenities
        order by 1, 2`);
    },
    /** Moves with every write to places and their links (the counter of migration 0003). */
    async catalogVersion(): Promise<string> {
      const [row] = await rows<{ version: string }>(
        sql`select last_value::text || ':' || is_called::text as version from public.search_catalog_changes`,
      );
      return row?.version ?? "";
    },

    /** What the in-memory facet index holds, as one array per column (a handful of rows to read). */
    async facetColumns(): Promise<FacetColumns> {
      const [placeColumns] = await rows<Record<string, number[] | null>>(sql`
        select array_agg(id order by id) as ids, array_agg(country_id order by id) as country,
               array_agg(state_id order by id) as state, array_agg(city_id order by id) as city,
               array_agg(coalesce(colony_id, 0) order by id) as colony,
               array_agg(category_id order by id) as category, array_agg(price_range::int order by id) as price,
               array_agg(round(score * 10)::int order by id) as score10,
               array_agg((premium_discount is not null)::int order by id) as premium
          from places`);
      const linkColumns = async (linkClass: LinkClass) => {
        const link = LINKS[linkClass];
        // Both aggregates read the rows in the same order, so the arrays stay aligned.
        const [row] = await rows<{ places: number[] | null; items: number[] | null }>(
          sql`select array_agg(place_id) as places, array_agg(${link.item}) as items from ${link.table}`,
        );
        return { places: row?.places ?? [], items: row?.items ?? [] };
      };
      const column = (name: string) => (placeColumns?.[name] ?? []).map(Number);
      return {
        ids: column("ids"),
        country: column("country"),
        state: column("state"),
        city: column("city"),
        colony: column("colony"),
        category: column("category"),
        price: column("price"),
        score10: column("score10"),
        premium: column("premium"),
        links: {
          cuisine: await linkColumns("cuisine"),
          "food-type": await linkColumns("food-type"),
          amenity: await linkColumns("amenity"),
        },
      };
    },

    /** EXPLAIN (FORMAT JSON) of a builder's SQL, with sequential scans discouraged so the test shows which index fits. */
    async explain(query: SQL, options: { discourageSeqScan?: boolean } = {}): Promise<unknown> {
      return db.transaction(async (tx) => {
        if (options.discourageSeqScan !== false) await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Row[] };
        const plan = result.rows[0]?.["QUERY PLAN"];
        return typeof plan === "string" ? JSON.parse(plan) : plan;
      });
    },
  };
}
