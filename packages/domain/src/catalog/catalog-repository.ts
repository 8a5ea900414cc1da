import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, count, countDistinct, desc, eq, gte, inArray } from "drizzle-orm";
import type { CategoryKey, PlaceCard } from "./catalog-schemas.ts";

const { places, countries, categories, cities, colonies, cuisines, placeCuisines, states } = schema;

export interface CountryRow {
  id: number;
  code: string;
  nameEs: string;
  nameEn: string;
  slug: string;
  dialCode: string;
  currency: string;
  placeCount: number;
}

export interface ChainKey {
  name: string;
  categoryId: number;
  branches: number;
  cityCount: number;
}

export interface ChainBranchRow {
  slug: string;
  name: string;
  categoryId: number;
  category: string;
  city: string;
  cityId: number;
  state: string;
  country: string;
  countryNameEs: string;
  countryNameEn: string;
  colony: string | null;
}

export function createCatalogRepository(db: Database) {
  /** Names of one kind of venue in at least `minCities` cities: the catalogue's chains (ADR 009). */
  const chainKeys = (minCities: number) =>
    db
      .select({
        name: places.name,
        categoryId: places.categoryId,
        branches: count(places.id).as("branches"),
        cityCount: countDistinct(places.cityId).as("city_count"),
      })
      .from(places)
      .groupBy(places.name, places.categoryId)
      .having(gte(countDistinct(places.cityId), minCities))
      .as("chain_keys");

  /** The main (lowest id) cuisine of each place, by place id. */
  async function mainCuisines(placeIds: number[], language: "es" | "en"): Promise<Map<number, string>> {
    if (placeIds.length === 0) return new Map();
    const rows = await db
      .select({ placeId: placeCuisines.placeId, name: language === "es" ? cuisines.nameEs : cuisines.nameEn })
      .from(placeCuisines)
      .innerJoin(cuisines, eq(cuisines.id, placeCuisines.itemId))
      .where(inArray(placeCuisines.placeId, placeIds))
      .orderBy(placeCuisines.placeId, cuisines.id);
    const result = new Map<number, string>();
    for (const row of rows) if (!result.has(row.placeId)) result.set(row.placeId, row.name);
    return result;
  }

  return {
    /** The largest chains (most branches first, then by name) and how many chains there are in all. */
    async chains(minCities: number, limit: number): Promise<{ keys: ChainKey[]; total: number }> {
      const keys = chainKeys(minCities);
      const [top, [totalRow]] = await Promise.all([
        db.select().from(keys).orderBy(desc(keys.branches), keys.name, keys.categoryId).limit(limit),
        db.select({ total: count() }).from(keys),
      ]);
      return {
        keys: top.map((row) => ({ ...row, branches: Number(row.branches), cityCount: Number(row.cityCount) })),
        total: Number(totalRow?.total ?? 0),
      };
    },

    /** Every branch of those chains, with its city, state and country, in a stable order. */
    async chainBranches(names: string[]): Promise<ChainBranchRow[]> {
      if (names.length === 0) return [];
      return db
        .select({
          slug: places.slug,
          name: places.name,
          categoryId: places.categoryId,
          category: categories.key,
          city: cities.name,
          cityId: cities.id,
          state: states.name,
          country: countries.code,
          countryNameEs: countries.nameEs,
          countryNameEn: countries.nameEn,
          colony: colonies.name,
        })
        .from(places)
        .innerJoin(categories, eq(categories.id, places.categoryId))
        .innerJoin(cities, eq(cities.id, places.cityId))
        .innerJoin(states, eq(states.id, places.stateId))
        .innerJoin(countries, eq(countries.id, places.countryId))
        .leftJoin(colonies, eq(colonies.id, places.colonyId))
        .where(inArray(places.name, names))
        .orderBy(countries.id, cities.name, places.id);
    },

    async countriesWithCounts(): Promise<CountryRow[]> {
      return db
        .select({
          id: countries.id,
          code: countries.code,
          nameEs: countries.nameEs,
          nameEn: countries.nameEn,
          slug: countries.slug,
          dialCode: countries.dialCode,
          currency: countries.currency,
          placeCount: count(places.id),
        })
        .from(countries)
        .leftJoin(places, eq(places.countryId, countries.id))
        .groupBy(countries.id)
        .orderBy(countries.id);
    },

    async categoryCounts(countryId: number) {
      return db
        .select({
          key: categories.key,
          nameEs: categories.nameEs,
          nameEn: categories.nameEn,
          slugEs: categories.slugEs,
          slugEn: categories.slugEn,
          placeCount: count(places.id),
        })
        .from(categories)
        .leftJoin(places, and(eq(places.categoryId, categories.id), eq(places.countryId, countryId)))
        .groupBy(categories.id)
        .orderBy(categories.id);
    },

    async featuredPlaces(countryId: number, language: "es" | "en", limit: number): Promise<PlaceCard[]> {
      const rows = await db
        .select({
          id: places.id,
          slug: places.slug,
          name: places.name,
          category: categories.key,
          colony: colonies.name,
          city: cities.name,
          priceRange: places.priceRange,
          score: places.score,
          reviewCount: places.reviewCount,
          currency: places.currency,
          imageSeed: places.imageSeed,
          premiumDiscount: places.premiumDiscount,
        })
        .from(places)
        .innerJoin(categories, eq(categories.id, places.categoryId))
        .innerJoin(cities, eq(cities.id, places.cityId))
        .leftJoin(colonies, eq(colonies.id, places.colonyId))
        .where(and(eq(places.countryId, countryId), eq(places.isFeatured, true)))
        .orderBy(desc(places.score), places.id)
        .limit(limit);
      const cuisineOf = await mainCuisines(
        rows.map((row) => row.id),
        language,
      );
      return rows.map(({ colony, ...row }) => ({
        ...row,
        category: row.category as CategoryKey,
        cuisine: cuisineOf.get(row.id) ?? null,
        area: colony ?? row.city,
      }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
