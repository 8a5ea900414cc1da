import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { CategoryKey, PlaceCard } from "./catalog-schemas.ts";

const { places, countries, categories, cities, colonies, cuisines, placeCuisines } = schema;

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

export function createCatalogRepository(db: Database) {
  return {
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
          placeCount: sql<number>`(select count(*)::int from ${places} where ${places.countryId} = ${countries.id})`,
        })
        .from(countries)
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
          categoryName: language === "es" ? categories.nameEs : categories.nameEn,
          cuisine: sql<
            string | null
          >`(select ${language === "es" ? cuisines.nameEs : cuisines.nameEn} from ${placeCuisines}
            join ${cuisines} on ${cuisines.id} = ${placeCuisines.itemId}
            where ${placeCuisines.placeId} = ${places.id} order by ${cuisines.id} limit 1)`,
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
      return rows.map(({ colony, ...row }) => ({
        ...row,
        category: row.category as CategoryKey,
        area: colony ?? row.city,
      }));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
