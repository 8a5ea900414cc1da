import {
  API_VERSION,
  DEFAULT_PAGE_SIZE,
  type Language,
  type ListingSort,
  NEAR_ME_RADIUS_M,
  type PlaceSort,
  type SlugFilterClass,
} from "@sobremesa/contracts";
import type { ListingFilters, ListingResolution } from "@sobremesa/domain/search";
import type { ListingQuery, Position } from "#app/features/filters/index.ts";

/** Cards a listing page shows, and each "show more" adds. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** The part of a resolution the search needs (tests build it by hand). */
export type ResolvedListing = Pick<
  ListingResolution,
  "countryId" | "stateId" | "cityId" | "colonyId" | "areaType" | "filters" | "nearMe" | "premium" | "plus"
>;

const union = (...lists: (readonly number[] | undefined)[]) =>
  [...new Set(lists.flatMap((list) => list ?? []))].sort((a, b) => a - b);

/**
 * The search filters of a listing page: what its path resolved to (location, slug filters, the
 * reserved premium / plus / near me, cuisines of ?tipo-cocina) plus its query filters. A category
 * in the query only counts when the path names none (a listing has one category).
 */
export function listingFilters(resolution: ResolvedListing, query: ListingQuery, nearPoint?: Position): ListingFilters {
  const idsOf = (filterClass: SlugFilterClass) =>
    resolution.filters.filter((filter) => filter.class === filterClass).map((filter) => filter.id);
  const pathCategories = idsOf("category");
  return {
    countryId: resolution.countryId,
    ...(resolution.stateId !== null ? { stateId: resolution.stateId } : {}),
    ...(resolution.areaType === "city" && resolution.cityId !== null ? { cityId: resolution.cityId } : {}),
    ...(resolution.colonyId !== null ? { colonyId: resolution.colonyId } : {}),
    categoryIds: pathCategories.length > 0 ? pathCategories : query.categoryIds.slice(0, 1),
    cuisineIds: union(idsOf("cuisine"), query.cuisineIds),
    foodTypeIds: union(idsOf("food-type"), query.foodTypeIds),
    amenityIds: union(idsOf("amenity"), query.amenityIds),
    priceRanges: [...query.priceRanges],
    ...(query.minScore !== undefined ? { minScore: query.minScore } : {}),
    ...(resolution.premium || resolution.plus ? { premiumOnly: true } : {}),
    ...(query.text ? { text: query.text } : {}),
    ...(resolution.nearMe && nearPoint ? { near: { ...nearPoint, radiusMeters: NEAR_ME_RADIUS_M } } : {}),
  };
}

/** The sorts a listing offers: distance only when a position is known; the nearest time always. */
export function availableSorts(position: Position | undefined): ListingSort[] {
  return position ? ["relevance", "score", "price", "distance", "time"] : ["relevance", "score", "price", "time"];
}

/** The sort asked for, when the listing offers it; relevance otherwise. */
export function effectiveSort(sort: ListingSort, position: Position | undefined): ListingSort {
  return availableSorts(position).includes(sort) ? sort : "relevance";
}

/**
 * Whether the page orders or narrows the list by bookable times itself (the nearest time sort, the
 * table filter): the search then only gives the candidates, in relevance order.
 */
export function byTime(query: Pick<ListingQuery, "withTable">, sort: ListingSort): boolean {
  return query.withTable || sort === "time";
}

/** The search's own sort for a listing sort: relevance under the nearest time one. */
export function searchSort(sort: ListingSort): PlaceSort {
  return sort === "time" ? "relevance" : sort;
}

/**
 * Query parameters of GET /api/places/search for the same listing (the main API's snake_case
 * names, lang and v), without the page: "show more" adds it.
 */
export function searchApiParams(input: {
  filters: ListingFilters;
  sort: PlaceSort;
  language: Language;
  position?: Position;
  pageSize?: number;
}): Record<string, string> {
  const { filters } = input;
  const params: Record<string, string> = { lang: input.language, v: API_VERSION };
  const set = (key: string, value: number | string | boolean | undefined) => {
    if (value !== undefined) params[key] = String(value);
  };
  const list = (key: string, ids: readonly number[] | undefined) => {
    if (ids && ids.length > 0) params[key] = ids.join(",");
  };
  set("country_id", filters.countryId);
  set("state_id", filters.stateId);
  set("city_id", filters.cityId);
  set("colony_id", filters.colonyId);
  list("category_ids", filters.categoryIds);
  list("cuisine_ids", filters.cuisineIds);
  list("food_type_ids", filters.foodTypeIds);
  list("amenity_ids", filters.amenityIds);
  list("price_ranges", filters.priceRanges);
  set("min_score", filters.minScore);
  if (filters.premiumOnly) set("premium", true);
  set("q", filters.text);
  const point = filters.near ?? input.position;
  if (point) {
    set("latitude", point.latitude);
    set("longitude", point.longitude);
  }
  if (filters.near) set("radius", filters.near.radiusMeters);
  set("sort", input.sort);
  set("page_size", input.pageSize ?? PAGE_SIZE);
  return params;
}
