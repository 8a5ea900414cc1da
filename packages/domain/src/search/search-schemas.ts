import {
  DEFAULT_PAGE_SIZE,
  type FacetClass,
  facetClasses,
  filterClasses,
  type Language,
  type LocationType,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_RADIUS_M,
  type PlaceSort,
  placeSorts,
} from "@sobremesa/contracts";
import { z } from "zod";
import type { PlaceCard } from "../catalog/index.ts";

const id = z.number().int().positive().max(2_147_483_647);
const ids = z.array(id).max(50);
const language = z.enum(["es", "en"]).default("es");

export const positionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Position = z.infer<typeof positionSchema>;

/**
 * The filters of a listing. Within a class the ids are alternatives (OR); classes combine (AND).
 * The most specific location given is the one that filters.
 */
export const listingFiltersSchema = z.object({
  countryId: id.optional(),
  stateId: id.optional(),
  cityId: id.optional(),
  colonyId: id.optional(),
  categoryIds: ids.optional(),
  cuisineIds: ids.optional(),
  foodTypeIds: ids.optional(),
  amenityIds: ids.optional(),
  priceRanges: z.array(z.number().int().min(1).max(4)).max(4).optional(),
  minScore: z.number().min(0).max(5).optional(),
  /** Only places with a membership benefit (premium and plus pages). */
  premiumOnly: z.boolean().optional(),
  /** Accent-insensitive text on the place name. */
  text: z.string().trim().max(80).optional(),
  /** Within radiusMeters of the point (near me). */
  near: positionSchema.extend({ radiusMeters: z.number().int().min(1).max(MAX_RADIUS_M) }).optional(),
});
export type ListingFilters = z.input<typeof listingFiltersSchema>;

export const searchPlacesQuerySchema = listingFiltersSchema.extend({
  language,
  /** Where the visitor is: distances are measured from it; `near` sets it too. */
  position: positionSchema.optional(),
  sort: z.enum(placeSorts).default("relevance"),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type SearchPlacesQuery = z.input<typeof searchPlacesQuerySchema>;

/** A listing card (PlaceCard of the catalogue) with its position and distance from the visitor. */
export interface PlaceResult extends PlaceCard {
  latitude: number;
  longitude: number;
  /** Metres from the query's position, rounded; null without a position. */
  distanceMeters: number | null;
}

export interface SearchPlacesResult {
  items: PlaceResult[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  sort: PlaceSort;
}

export const facetQuerySchema = z.object({
  type: z.enum(facetClasses),
  filters: listingFiltersSchema.default({}),
  /** Count only these items (default: every item of the type). */
  ids: ids.optional(),
  language,
});
export type FacetQuery = z.input<typeof facetQuerySchema>;

export interface FilterQuantity {
  id: number;
  quantity: number;
  /** For location items: which table the id is from. */
  locationType?: LocationType;
}

export interface FilterItem {
  id: number;
  type: (typeof filterClasses)[number];
  name: string;
  /** The URL segment naming it (a category's in the requested language); null when none does. */
  slug: string | null;
  locationType?: LocationType;
  /** The state of a city or colony, the city of a colony, the country of a state. */
  parentId?: number | null;
}

export interface FilterItemWithQuantity extends FilterItem {
  quantity: number;
}

export const filterItemQuerySchema = z.object({
  type: z.enum(filterClasses),
  id,
  locationType: z.enum(["country", "state", "city", "colony"]).optional(),
  language,
});
export type FilterItemQuery = z.input<typeof filterItemQuerySchema>;

export interface LocationResult {
  type: LocationType;
  id: number;
  countryId: number;
  stateId: number | null;
  cityId: number | null;
  colonyId: number | null;
  name: string;
  countryName: string;
  stateName: string | null;
  cityName: string | null;
  /** Listing path in the requested language. */
  path: string;
}

export const nearbyQuerySchema = positionSchema.extend({
  radiusMeters: z.number().int().min(1).max(MAX_RADIUS_M).default(5_000),
  limit: z.number().int().min(1).max(100).default(50),
  categoryIds: ids.optional(),
  language,
});
export type NearbyQuery = z.input<typeof nearbyQuerySchema>;

/** The geolocation of SPEC section 3 (ids, position, slugs), with display names and its source. */
export interface Geolocation {
  countryId: number;
  stateId: number | null;
  cityId: number | null;
  colonyId: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The country's code (the spec's default countryName is "mx"). */
  countryName: string;
  /** The state's slug. */
  stateName: string | null;
  /** The colony's slug, else the city's. */
  cityOrColonyName: string | null;
  names: { country: string; state: string | null; cityOrColony: string | null };
  source: "coordinates" | "ip" | "default";
  /** Listing path of the most specific location, in the requested language. */
  path: string;
}

export const geolocateQuerySchema = z.object({
  ip: z.string().max(100).optional(),
  position: positionSchema.optional(),
  language,
});
export type GeolocateQuery = z.input<typeof geolocateQuerySchema>;

export type { FacetClass, Language };
