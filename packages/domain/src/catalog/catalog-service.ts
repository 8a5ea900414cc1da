import { type ChainSummary, DomainError, type Language, pathFor } from "@sobremesa/contracts";
import { createTtlCache } from "../cache/index.ts";
import type { CatalogRepository } from "./catalog-repository.ts";
import { type CategoryKey, type HomeQuery, type HomeSummary, homeQuerySchema } from "./catalog-schemas.ts";

const FEATURED_ON_HOME = 8;
/** A name of one kind of venue in this many cities or more is a chain (ADR 009). */
export const CHAIN_MIN_CITIES = 3;

export interface ChainsPage {
  chains: ChainSummary[];
  /** Chains in the catalogue; the page shows the largest `chains.length`. */
  total: number;
}

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

  // Chains change only when places are added; the franchise landing reads them on every view.
  const chainsCache = createTtlCache<ChainsPage>({ ttlMs: options.cacheTtlMs, maxEntries: 8 });

  async function loadChains(language: Language, limit: number): Promise<ChainsPage> {
    const { keys, total } = await repository.chains(CHAIN_MIN_CITIES, limit);
    const rows = await repository.chainBranches([...new Set(keys.map((key) => key.name))]);
    const chains = keys.map((key): ChainSummary => {
      const branches = rows.filter((row) => row.name === key.name && row.categoryId === key.categoryId);
      const cities = new Map<number, ChainSummary["cities"][number]>();
      for (const row of branches) {
        const city = cities.get(row.cityId) ?? {
          city: row.city,
          state: row.state,
          country: language === "es" ? row.countryNameEs : row.countryNameEn,
          branches: [],
        };
        city.branches.push({
          slug: row.slug,
          name: row.name,
          area: row.colony,
          path: pathFor("place", language, { profileSlug: row.slug }),
        });
        cities.set(row.cityId, city);
      }
      return {
        name: key.name,
        category: (branches[0]?.category ?? "restaurant") as ChainSummary["category"],
        branchCount: key.branches,
        cityCount: key.cityCount,
        countries: [...new Set(branches.map((row) => row.country))],
        cities: [...cities.values()],
      };
    });
    return { chains, total };
  }

  return {
    /** The catalogue's largest restaurant, bar and nightclub chains with their branches per city. */
    async chains(query: { language: Language; limit?: number }): Promise<ChainsPage> {
      const limit = Math.min(Math.max(Math.trunc(query.limit ?? 24), 1), 100);
      return chainsCache.get(`${query.language}:${limit}`, () => loadChains(query.language, limit));
    },

    async homeSummary(query: HomeQuery): Promise<HomeSummary> {
      const { countryCode, language } = homeQuerySchema.parse(query);
      return homeCache.get(`${countryCode}:${language}`, () => loadHomeSummary(countryCode, language));
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
