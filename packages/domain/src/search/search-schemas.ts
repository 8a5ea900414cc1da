import {
  DEFAULT_PAGE_SIZE,
  type FacetClass,
  facetClasses,
  filterClasses,
  idInput,
  type Language,
  type LocationType,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_RADIUS_M,
  type PlaceSort,
  placeSorts,
  textInput,
} from "@sobremesa/contracts";
import { z } from "zod";
import type { PlaceCard } from "../catalog/index.ts";

const id = idInput;
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
  text: textInput().trim().max(80).optional(),
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

export const placeSummaryQuerySchema = z.object({ id, language });
export type PlaceSummaryQuery = z.input<typeof placeSummaryQuerySchema>;

/**
 * One place as its own pages show it: the listing card (cuisine in the requested language, area =
 * colony or city, premiumDiscount = membership benefit in percent off, null when none, currency of
 * the venue) with its street address and the country, state, city and colony it is in, with slugs.
 */
export interface PlaceSummary extends Omit<PlaceResult, "distanceMeters"> {
  address: string;
  countryCode: string;
  /** In the requested language. */
  countryName: string;
  stateName: string;
  stateSlug: string;
  citySlug: string;
  colonyName: string | null;
  colonySlug: string | null;
}

/** A place with what a page about it needs for search engines and sharing. */
export interface PlacePage {
  place: PlaceSummary;
  /** JSON-LD of the place (Restaurant, BarOrPub or NightClub) with its context. */
  schema: Record<string, unknown>;
  /** Share image of the place's category (absolute URL, 1200 x 630). */
  image: { url: string; width: number; height: number };
}

export const placePageQuerySchema = placeSummaryQuerySchema.extend({
  /** Origin for absolute URLs (JSON-LD, share image). */
  siteUrl: textInput().max(300),
});
export type PlacePageQuery = z.input<typeof placePageQuerySchema>;

/** Dietary tags a menu item may carry (the menu_items check constraint allows exactly these). */
export const dietaryTags = ["vegetarian", "vegan", "gluten-free", "spicy", "contains-nuts", "seafood"] as const;
export type DietaryTag = (typeof dietaryTags)[number];

/** A place's profile slug: what /lugar/{slug}/ may carry (lowercase words and hyphens). */
const placeSlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

export const placeDetailsQuerySchema = z.object({ slug: placeSlug, language });
export type PlaceDetailsQuery = z.input<typeof placeDetailsQuerySchema>;

/** A taxonomy item of a place, named in the requested language. */
export interface PlaceTaxon {
  id: number;
  slug: string;
  name: string;
}

/** Opening of one weekday in the venue's wall-clock time; closesAt <= opensAt crosses midnight. */
export interface OpeningHours {
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
  /** "HH:mm". */
  opensAt: string;
  closesAt: string;
}

/** What the payment and cancellation policy of a place is made of (reservation_settings). */
export interface PlaceBookingPolicy {
  /** Free changes and cancellation until this many hours before the arrival. */
  cancelUntilHours: number;
  /** Deposit per guest in minor units of the place's currency; null when none is asked. */
  depositPerGuest: number | null;
  maxPartySize: number;
  /** How many days ahead a table can be booked. */
  daysAhead: number;
}

/**
 * One place as its profile shows it: the summary (card, address, where it is) with the category's
 * name, every cuisine, food type and amenity in the requested language, its description, phone,
 * IANA zone, opening hours and booking policy (null when the place takes no bookings yet).
 */
export interface PlaceDetails extends PlaceSummary {
  categoryName: string;
  cuisines: PlaceTaxon[];
  foodTypes: PlaceTaxon[];
  amenities: PlaceTaxon[];
  description: string;
  phone: string;
  timezone: string;
  hours: OpeningHours[];
  /** Dates in the next 30 days (the venue's) closed all day or with other hours, the reason in the language. */
  specialDays: PlaceSpecialDay[];
  policy: PlaceBookingPolicy | null;
}

export interface PlaceSpecialDay {
  date: string;
  closed: boolean;
  hours: { opensAt: string; closesAt: string }[];
  reason: string;
}

export const placeMenuQuerySchema = z.object({ placeId: id, language });
export type PlaceMenuQuery = z.input<typeof placeMenuQuerySchema>;

export interface MenuItem {
  id: number;
  name: string;
  description: string;
  /** Minor units of the place's currency. */
  price: number;
  dietaryTags: DietaryTag[];
}

export interface MenuSection {
  id: number;
  name: string;
  items: MenuItem[];
}

/** A place's menu in the requested language; no sections when the place has no menu. */
export interface PlaceMenu {
  placeId: number;
  sections: MenuSection[];
}

export const placeProfileQuerySchema = placeDetailsQuerySchema.extend({ siteUrl: textInput().max(300) });
export type PlaceProfileQuery = z.input<typeof placeProfileQuerySchema>;

/** A place's profile with its menu, JSON-LD and share image (the /lugar/{slug}/ pages). */
export interface PlaceProfile {
  place: PlaceDetails;
  menu: PlaceMenu;
  /** JSON-LD of the place (Restaurant, BarOrPub or NightClub) with hours, cuisines and menu. */
  schema: Record<string, unknown>;
  image: { url: string; width: number; height: number };
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

/** The geolocation (ids, position, slugs), with display names and its source. */
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
