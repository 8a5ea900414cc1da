/**
 * Discovery constants shared by the HTTP contracts, the search domain and the web pages.
 */

/** Filter item classes. */
export const filterClasses = [
  "price-range",
  "score",
  "location",
  "category",
  "place",
  "cuisine",
  "food-type",
  "amenity",
] as const;
export type FilterClass = (typeof filterClasses)[number];

/** Classes whose items can be counted (a place is not a facet). */
export const facetClasses = [
  "price-range",
  "score",
  "location",
  "category",
  "cuisine",
  "food-type",
  "amenity",
] as const;
export type FacetClass = (typeof facetClasses)[number];

/** Classes a listing URL segment can name. */
export const slugFilterClasses = ["category", "cuisine", "food-type", "amenity"] as const;
export type SlugFilterClass = (typeof slugFilterClasses)[number];

export const placeSorts = ["relevance", "score", "price", "distance"] as const;
export type PlaceSort = (typeof placeSorts)[number];
/**
 * The sorts a listing page offers: the search's, plus the nearest bookable time, which the page
 * orders itself (the API does not sort by time).
 */
export const listingSorts = [...placeSorts, "time"] as const;
export type ListingSort = (typeof listingSorts)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 48;
/** Deepest page a listing serves; beyond it nobody browses and OFFSET only burns the database. */
export const MAX_PAGE = 500;

/** The near-me filter slug per language (cerca-de-mi; English paths translate it). */
export const NEAR_ME_SLUGS = { es: "cerca-de-mi", en: "near-me" } as const;
/** The near-me slug as the listing resolution knows it, whatever the language of the path. */
export const NEAR_ME_SLUG = NEAR_ME_SLUGS.es;
/** Places with a membership benefit. */
export const PREMIUM_SLUG = "premium";
/** The plus plan's listing pages (/{cc}/plus/, ...): places with a membership benefit as well. */
export const PLUS_SLUG = "plus";

/** Radius of "near me" when the caller gives none, and the largest accepted. */
export const NEAR_ME_RADIUS_M = 5_000;
export const MAX_RADIUS_M = 50_000;

/** At most 5 results, 5 state matches per country, 5 city or colony matches per state. */
export const LOCATION_SEARCH_LIMITS = { total: 5, statesPerCountry: 5, areasPerState: 5 } as const;

/** Score filter items: "4.5 or more" has id 45 (the minimum times ten). */
export const scoreThresholds = [4.5, 4, 3.5, 3] as const;
export const scoreItemId = (minimum: number) => Math.round(minimum * 10);

/** Price ranges 1-4 ($ to $$$$). */
export const priceRanges = [1, 2, 3, 4] as const;

/** The most places one bookable-times call answers (two listing pages of cards). */
export const MAX_BOOKABLE_PLACES = 48;
/** The most bookable times a place card shows around the asked time. */
export const BOOKABLE_TIMES_PER_PLACE = 5;
