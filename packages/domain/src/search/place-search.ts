import type { FacetIndex } from "./facet-index.ts";
import { type ListingArguments, listingArguments, pageCount, parseWith } from "./listing-arguments.ts";
import { type SearchDeps, type SearchServiceOptions, toPlaceResult } from "./search-context.ts";
import type { PlaceRow } from "./search-rows.ts";
import {
  type NearbyQuery,
  nearbyQuerySchema,
  type PlaceResult,
  type SearchPlacesQuery,
  type SearchPlacesResult,
} from "./search-schemas.ts";

/** Text searches visit every match to rank it; on one connection they count in that same pass. */
export const singlePass = (options: SearchServiceOptions, args: ListingArguments) =>
  Boolean(args.filters.text) && options.concurrentQueries === false && args.sort !== "distance";

/** Listing searches (a page of places and its total, cached per catalogue version) and places near a point. */
export function placeSearch({ repository, options, cuisineNames, derived, listingCacheMs }: SearchDeps) {
  async function runSearch(args: ListingArguments, index: FacetIndex | undefined): Promise<SearchPlacesResult> {
    let rows: PlaceRow[];
    let total: number;
    if (args.sort === "distance") {
      // Nearest first: the GiST scan stops once a page is found, but only if the radius holds a
      // page; counting first says whether it does (else the few matches are sorted directly).
      total = await repository.count(args.filters);
      const knn = args.filters.near !== undefined && total >= args.offset + args.limit;
      rows = total > args.offset ? await repository.page(args, { box: !knn }) : [];
    } else if (singlePass(options, args)) {
      // Past the end there is no row to carry the total: count apart.
      rows = await repository.page(args, { withTotal: true });
      total = rows[0]?.total ?? (args.offset === 0 ? 0 : await repository.count(args.filters));
    } else {
      // The total of a listing without text or near me is counted from the facet index, like its facets.
      const counted =
        index && !args.filters.text && !args.filters.near
          ? Promise.resolve(index.count(args.filters))
          : repository.count(args.filters);
      [rows, total] = await Promise.all([repository.page(args), counted]);
    }
    const cuisineName = await cuisineNames(args.language);
    return {
      items: rows.map((row) => toPlaceResult(row, cuisineName)),
      total,
      page: args.page,
      pageSize: args.pageSize,
      pages: pageCount(total, args.pageSize),
      sort: args.sort,
    };
  }

  async function searchPlaces(query: SearchPlacesQuery): Promise<SearchPlacesResult> {
    const args = listingArguments(query);
    // Searches from a position (near me, distance) are each their own: caching them would only evict others.
    const { index, listings } = await derived.get();
    if (listingCacheMs <= 0 || args.position) return runSearch(args, index);
    return listings.get(JSON.stringify(args), () => runSearch(args, index));
  }

  async function nearby(query: NearbyQuery): Promise<PlaceResult[]> {
    const parsed = parseWith(nearbyQuerySchema, query);
    const rows = await repository.nearby(
      { latitude: parsed.latitude, longitude: parsed.longitude },
      parsed.radiusMeters,
      parsed.limit,
      parsed.categoryIds ?? [],
    );
    const cuisineName = await cuisineNames(parsed.language);
    return rows.map((row) => toPlaceResult(row, cuisineName));
  }

  return { searchPlaces, nearby };
}
