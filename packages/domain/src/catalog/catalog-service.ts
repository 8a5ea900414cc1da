import { DomainError } from "@sobremesa/contracts";
import { createTtlCache } from "../cache/index.ts";
import type { CatalogRepository } from "./catalog-repository.ts";
import { type CategoryKey, type HomeQuery, type HomeSummary, homeQuerySchema } from "./catalog-schemas.ts";

const FEATURED_ON_HOME = 8;

export function createCatalogService(repository: CatalogRepository, options: { cacheTtlMs: number }) {
  // The home summary changes only when places are added or re-scored; every page view reads it.
  const homeCache = createTtlCache<HomeSummary>({ ttlMs: options.cacheTtlMs, maxEntries: 16 });

  async function loadHomeSummary(countryCode: string, language: "es" | "en"): Promise<HomeSummary> {
    const countryRows = await repository.countriesWithCounts();
    const countries = countryRows.map((row) => ({
      id: row.id,
      code: row.code,
      name: language === "es" ? row.nameEs : row.nameEn,
      slug: row.slug,
      dialCode: row.dialCode,
      currency: row.currency,
      placeCount: row.placeCount,
    }));
    const country = countries.find((candidate) => candidate.code === countryCode);
    if (!country) throw new DomainError("NOT_FOUND", `Unknown country ${countryCode}`);
    const [categoryRows, featured] = await Promise.all([
      repository.categoryCounts(country.id),
      repository.featuredPlaces(country.id, language, FEATURED_ON_HOME),
    ]);
    return {
      country,
      countries,
      categories: categoryRows.map((row) => ({
        key: row.key as CategoryKey,
        name: language === "es" ? row.nameEs : row.nameEn,
        slug: language === "es" ? row.slugEs : row.slugEn,
        placeCount: row.placeCount,
      })),
      featured,
      totalPlaces: country.placeCount,
    };
  }

  return {
    async homeSummary(query: HomeQuery): Promise<HomeSummary> {
      const { countryCode, language } = homeQuerySchema.parse(query);
      return homeCache.get(`${countryCode}:${language}`, () => loadHomeSummary(countryCode, language));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
