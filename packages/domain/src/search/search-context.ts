import type { Language } from "@sobremesa/contracts";
import { createTtlCache } from "../cache/index.ts";
import type { CategoryKey } from "../catalog/index.ts";
import { catalogDerived, catalogVersionWatch } from "./catalog-version.ts";
import { createFacetIndex } from "./facet-index.ts";
import { createIpCountryLocator, type IpCountryLocator } from "./ip-country.ts";
import { createIpLocator, type IpRange } from "./ip-geolocation.ts";
import type { FilterEntry, Resolution } from "./listing-path.ts";
import type { SearchRepository } from "./search-repository.ts";
import type { CountryRow, PlaceRow, TaxonomyRow } from "./search-rows.ts";
import type { FilterQuantity, PlaceResult, SearchPlacesResult } from "./search-schemas.ts";

export interface SearchServiceOptions {
  /** How long countries and taxonomies stay cached. */
  cacheTtlMs: number;
  ipRanges?: readonly IpRange[];
  /** The country of an IP the table above does not hold (default: the GeoLite2 country database). */
  ipCountry?: IpCountryLocator;
  /** Count facets from the in-memory index (default); false counts every facet in SQL. */
  facetIndex?: boolean;
  /** How often the facet index and the listing cache ask whether the catalogue changed (default 5 s). */
  facetIndexCheckMs?: number;
  /**
   * How long a listing page (filters, sort, page, language; not searches from a position) is served
   * from memory (default 5 minutes, 0 for never). A change to the catalogue starts a fresh cache
   * within facetIndexCheckMs whatever this says; it bounds only what the counter does not see.
   */
  listingCacheMs?: number;
  /** At most this many listing pages are kept (default 5,000, about 60 MB; the least recently used go first). */
  listingCacheEntries?: number;
  /**
   * The database runs our queries side by side (a PostgreSQL pool, the default): a text search then
   * reads its page and its count at once. On one connection (PGlite) counting in the page's own
   * pass is cheaper than two passes in a row.
   */
  concurrentQueries?: boolean;
}

interface Reference {
  countries: CountryRow[];
  taxonomy: TaxonomyRow[];
  bySlug: Map<string, FilterEntry[]>;
  byClassAndId: Map<string, FilterEntry>;
}

/** What every discovery use case shares: the repository, the cached reference data and what one catalogue version gives. */
export type SearchDeps = ReturnType<typeof createSearchContext>;

export function createSearchContext(repository: SearchRepository, options: SearchServiceOptions) {
  const referenceCache = createTtlCache<Reference>({ ttlMs: options.cacheTtlMs, maxEntries: 1 });
  const locateIp = createIpLocator(options.ipRanges);
  const ipCountry = options.ipCountry ?? createIpCountryLocator();
  const catalogVersion = catalogVersionWatch(repository, options.facetIndexCheckMs ?? 5_000);
  const useFacetIndex = options.facetIndex ?? true;
  const listingCacheMs = options.listingCacheMs ?? 300_000;
  const cached = <T>() =>
    createTtlCache<T>({ ttlMs: listingCacheMs, maxEntries: options.listingCacheEntries ?? 5_000 });
  // What one version of the catalogue gives: its facet index, and the listing pages and filter counts
  // answered from it. They move together once the new index is built, so a cached answer never mixes
  // a fresh page with a stale count; a changed place shows within facetIndexCheckMs and the build.
  const derived = catalogDerived(catalogVersion, async () => ({
    index: useFacetIndex ? createFacetIndex(await repository.facetColumns()) : undefined,
    listings: cached<SearchPlacesResult>(),
    counts: cached<FilterQuantity[]>(),
    resolutions: cached<Resolution>(),
  }));

  async function cuisineNames(language: Language): Promise<(id: number | null) => string | null> {
    const { byClassAndId } = await reference();
    return (id) => (id === null ? null : (byClassAndId.get(`cuisine:${id}`)?.name[language] ?? null));
  }

  async function loadReference(): Promise<Reference> {
    const [countries, taxonomy] = await Promise.all([repository.countries(), repository.taxonomy()]);
    const bySlug = new Map<string, FilterEntry[]>();
    const byClassAndId = new Map<string, FilterEntry>();
    for (const row of taxonomy) {
      const entry = toEntry(row);
      byClassAndId.set(`${row.class}:${row.id}`, entry);
      for (const slug of new Set([row.slug_es, row.slug_en])) bySlug.set(slug, [...(bySlug.get(slug) ?? []), entry]);
    }
    return { countries, taxonomy, bySlug, byClassAndId };
  }
  const reference = () => referenceCache.get("reference", loadReference);

  return {
    repository,
    options,
    reference,
    referenceCache,
    cuisineNames,
    derived,
    catalogVersion,
    listingCacheMs,
    locateIp,
    ipCountry,
  };
}

function toEntry(row: TaxonomyRow): FilterEntry {
  return {
    class: row.class,
    id: row.id,
    slug: { es: row.slug_es, en: row.slug_en },
    name: { es: row.name_es, en: row.name_en },
  };
}

export function toPlaceResult(row: PlaceRow, cuisineName: (id: number | null) => string | null): PlaceResult {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as CategoryKey,
    cuisine: cuisineName(row.cuisine_id),
    area: row.area,
    city: row.city,
    priceRange: row.price_range,
    score: Number(row.score),
    reviewCount: row.review_count,
    currency: row.currency,
    imageSeed: row.image_seed,
    premiumDiscount: row.premium_discount,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceMeters: row.distance === null ? null : Math.round(row.distance),
  };
}

export function coordinates(row: { latitude: number; longitude: number }) {
  return { latitude: row.latitude, longitude: row.longitude };
}
