import type { Database } from "@sobremesa/db";
import { createSearchRepository } from "./search-repository.ts";
import { createSearchService, type SearchServiceOptions } from "./search-service.ts";

export { createIpCountryLocator, type IpCountryLocator, loadGeoLite2Country } from "./ip-country.ts";
export { builtInIpRanges, type ClientIpSource, clientIp, createIpLocator, type IpRange } from "./ip-geolocation.ts";
export { type ListingArguments, listingArguments, type NormalizedFilters, withoutClass } from "./listing-arguments.ts";
export {
  LISTING_BY_TIME_MAX_CANDIDATES,
  type ListingByTime,
  type ListingByTimeInput,
  listingByTime,
} from "./listing-by-time.ts";
export {
  type Crumb,
  type ItemRedirect,
  type ListingCatalogue,
  type ListingKind,
  type ListingNames,
  type ListingResolution,
  listingKinds,
  type NotFound,
  parseListingPath,
  type Resolution,
  type ResolvedFilter,
  resolveListingSegments,
} from "./listing-path.ts";
export { OG_IMAGE, placeProfileSchema, placeSchema, SCHEMA_ITEMS, type SchemaPlace, type SeoData } from "./page-seo.ts";
export * from "./search-schemas.ts";
export {
  describeListing,
  indexesInPlan,
  type ListingPage,
  type ListingPageAnswer,
  type ListingPageInput,
  listingFiltersOf,
  type ResolvedListing,
  type SearchService,
  type SearchServiceOptions,
} from "./search-service.ts";
export type { FilterSuggestion, PlaceSuggestion, Suggestions } from "./suggestions.ts";

/**
 * Discovery: listing paths, listing and facet queries, location search, near me and geolocation.
 * Reference data (countries, taxonomies) is cached for cacheTtlMs (default 10 minutes); facets are
 * counted from an in-memory index refreshed when the catalogue changes (see facet-index.ts).
 */
export function searchService(db: Database, options: Partial<SearchServiceOptions> = {}) {
  return createSearchService(createSearchRepository(db), { ...options, cacheTtlMs: options.cacheTtlMs ?? 600_000 });
}
