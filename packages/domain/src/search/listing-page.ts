import { type Language, NEAR_ME_RADIUS_M, type SlugFilterClass } from "@sobremesa/contracts";
import { type ListingKind, type ListingResolution, listingKinds, type Resolution } from "./listing-path.ts";
import { listingResolution } from "./listing-resolution.ts";
import { locationQueries } from "./locations.ts";
import { headerColor, listingSchema, listingSeo, SCHEMA_ITEMS, type SeoData } from "./page-seo.ts";
import { placeSearch } from "./place-search.ts";
import type { SearchDeps } from "./search-context.ts";
import type { ListingFilters, PlaceResult, Position } from "./search-schemas.ts";

export interface ListingPageInput {
  /** The listing path (/mx/jalisco/bares/, /en/mx/bars/); or segments and language. */
  path?: string;
  segments?: string[];
  language?: Language;
  listing?: ListingKind;
  /** Cuisine ids of the old ?tipo-cocina= query filter. */
  cuisineIds?: number[];
  /** The visitor's position (near-me pages); without one, near me uses the IP's city. */
  position?: Position;
  ip?: string;
  /** Origin for absolute URLs (canonical, Open Graph, JSON-LD). */
  siteUrl: string;
}

export interface ListingPage {
  kind: "listing";
  resolution: ListingResolution;
  seo: SeoData;
  schema: Record<string, unknown>;
  color: string;
  total: number;
  /** The first results (relevance order), as the JSON-LD describes them. */
  results: PlaceResult[];
  /** The near-me position used, else the centre of the location. */
  position: Position;
}

export type ListingPageAnswer = ListingPage | Exclude<Resolution, ListingResolution>;

/** The listing filters a resolved listing path stands for (the web adds sort and page). */
export function listingFiltersOf(resolution: ListingResolution, position?: Position): ListingFilters {
  const idsOf = (filterClass: SlugFilterClass) =>
    resolution.filters.filter((filter) => filter.class === filterClass).map((filter) => filter.id);
  return {
    countryId: resolution.countryId,
    ...(resolution.stateId !== null ? { stateId: resolution.stateId } : {}),
    ...(resolution.areaType === "city" && resolution.cityId !== null ? { cityId: resolution.cityId } : {}),
    ...(resolution.colonyId !== null ? { colonyId: resolution.colonyId } : {}),
    categoryIds: idsOf("category"),
    cuisineIds: idsOf("cuisine"),
    foodTypeIds: idsOf("food-type"),
    amenityIds: idsOf("amenity"),
    premiumOnly: resolution.premium || resolution.plus,
    ...(resolution.nearMe && position ? { near: { ...position, radiusMeters: NEAR_ME_RADIUS_M } } : {}),
  };
}

/** A listing path resolved, with the position its results are measured from. */
export interface ResolvedListing {
  kind: "listing";
  resolution: ListingResolution;
  /** The near-me position (given, else the IP's city); undefined for other listings or no position. */
  position: Position | undefined;
}

/**
 * A listing's SEO, JSON-LD and header colour from the results it shows (the JSON-LD describes the
 * first SCHEMA_ITEMS of them): the web page describes its own search, with no second one.
 */
export function describeListing(input: {
  listing: ResolvedListing;
  results: PlaceResult[];
  total: number;
  siteUrl: string;
}): ListingPage {
  const { resolution, position } = input.listing;
  const { total, siteUrl } = input;
  const language = resolution.language;
  const results = input.results.slice(0, SCHEMA_ITEMS);
  return {
    kind: "listing",
    resolution,
    seo: listingSeo({ resolution, total, siteUrl, language }),
    schema: listingSchema({
      resolution,
      results,
      total,
      siteUrl,
      language,
      placePath: listingKinds.places.itemPath[language],
    }),
    color: headerColor(resolution),
    total,
    results,
    position: position ?? resolution.center,
  };
}

/** A listing page: its path resolved, its first results, SEO, JSON-LD and header colour. */
export function listingPages(deps: SearchDeps) {
  const { resolveListingPath } = listingResolution(deps);
  const { searchPlaces } = placeSearch(deps);
  const { geolocate } = locationQueries(deps);

  async function resolveListing(
    input: Omit<ListingPageInput, "siteUrl">,
  ): Promise<ResolvedListing | Exclude<Resolution, ListingResolution>> {
    const resolution = await resolveListingPath(input);
    if (resolution.kind !== "listing") return resolution;
    let position = input.position;
    if (resolution.nearMe && !position) {
      const located = await geolocate({ ...(input.ip ? { ip: input.ip } : {}), language: resolution.language });
      // A whole country (the default, or an IP's) is no position: the page then lists its location instead.
      if (located.stateId !== null && located.latitude !== null && located.longitude !== null) {
        position = { latitude: located.latitude, longitude: located.longitude };
      }
    }
    return { kind: "listing", resolution, position };
  }

  async function listingPage(input: ListingPageInput): Promise<ListingPageAnswer> {
    const listing = await resolveListing(input);
    if (listing.kind !== "listing") return listing;
    const { resolution, position } = listing;
    const result =
      resolution.listing === "places"
        ? await searchPlaces({
            ...listingFiltersOf(resolution, position),
            ...(position ? { position } : {}),
            language: resolution.language,
            pageSize: SCHEMA_ITEMS,
          })
        : { items: [], total: 0 };
    return describeListing({ listing, results: result.items, total: result.total, siteUrl: input.siteUrl });
  }

  return { resolveListing, listingPage };
}
