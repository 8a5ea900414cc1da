import { filterItemQueries } from "./filter-items.ts";
import { listingPages } from "./listing-page.ts";
import { listingResolution } from "./listing-resolution.ts";
import { locationQueries } from "./locations.ts";
import { placePages } from "./place-pages.ts";
import { placeSearch } from "./place-search.ts";
import { queryPlans } from "./query-plans.ts";
import { createSearchContext, type SearchServiceOptions } from "./search-context.ts";
import type { SearchRepository } from "./search-repository.ts";

export {
  describeListing,
  type ListingPage,
  type ListingPageAnswer,
  type ListingPageInput,
  listingFiltersOf,
  type ResolvedListing,
} from "./listing-page.ts";
export { indexesInPlan } from "./query-plans.ts";
export type { SearchServiceOptions } from "./search-context.ts";

/**
 * Discovery, composed from its use cases: listing paths and pages, searches and filter counts, the
 * search box and geolocation, one place's pages, and the plans of their queries.
 */
export function createSearchService(repository: SearchRepository, options: SearchServiceOptions) {
  const deps = createSearchContext(repository, options);
  const { reference, referenceCache, derived, ipCountry, catalogVersion } = deps;
  const { resolveListingPath } = listingResolution(deps);
  const { searchPlaces, nearby } = placeSearch(deps);
  const { quantityFilterItems, filterItems, filterLists, filterItem } = filterItemQueries(deps);
  const { searchLocations, searchSuggestions, geolocate } = locationQueries(deps);
  const { resolveListing, listingPage } = listingPages(deps);
  const { placeSummary, placePage, placeDetails, placeMenu, placeProfile } = placePages(deps);
  const plans = queryPlans(deps);

  return {
    /** Builds the facet index now (at start-up) instead of on the first facet count. */
    async warmUp(): Promise<void> {
      await reference();
      await derived.get();
      await ipCountry.warm();
    },
    /** Drops cached reference data and the facet index (after bulk catalogue changes). */
    reset(): void {
      referenceCache.clear();
      derived.reset();
    },
    /**
     * The catalogue's change counter as this instance last read it (at most facetIndexCheckMs old):
     * what the shared page cache tags its pages with.
     */
    catalogVersion: () => catalogVersion(),
    /** A write of this instance changed a place: read the counter afresh on the next use. */
    catalogChanged: () => catalogVersion.forget(),
    resolveListingPath,
    searchPlaces,
    quantityFilterItems,
    filterItems,
    filterLists,
    filterItem,
    searchLocations,
    searchSuggestions,
    nearby,
    geolocate,
    resolveListing,
    listingPage,
    placeSummary,
    placePage,
    placeDetails,
    placeMenu,
    placeProfile,
    plans,
    /** The sitemap's reads: every place by id range, and the locations whose listings have places. */
    sitemap: {
      placePageStarts: (size: number) => repository.placePageStarts(size),
      places: (from: number, to: number | null) => repository.placeSlugs(from, to),
      listedLocations: () => repository.listedLocations(),
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
