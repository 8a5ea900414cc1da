import { z } from "zod";
import { listOf } from "../surfaces.ts";
import { filterClasses, placeSorts } from "./constants.ts";

/** Answers of the discovery endpoints; lists are `{ data: [...] }`. */

export const locationTypes = ["country", "state", "city", "colony"] as const;
export type LocationType = (typeof locationTypes)[number];

/** A listing card: what PlaceCard shows, plus position, distance from the caller and profile path. */
export const placeCardAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(["restaurant", "bar", "nightclub"]),
  cuisine: z.string().nullable(),
  area: z.string(),
  city: z.string(),
  price_range: z.number().int(),
  score: z.number(),
  review_count: z.number().int(),
  currency: z.string(),
  image_seed: z.number().int(),
  premium_discount: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Metres from the given position; null without one. */
  distance_meters: z.number().int().nullable(),
  /** Profile path in the requested language (/lugar/{slug}/ or /en/place/{slug}/). */
  path: z.string(),
});
export type PlaceCardAnswer = z.infer<typeof placeCardAnswer>;

export const placesSearchAnswer = z.object({
  data: z.array(placeCardAnswer),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
    sort: z.enum(placeSorts),
  }),
});

/** One count of GET /api/quantity-filter-items; location items say which table their id is from. */
export const filterQuantityAnswer = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  location_type: z.enum(locationTypes).optional(),
});
export const quantityFilterItemsAnswer = listOf(filterQuantityAnswer);

export const filterItemAnswer = z.object({
  id: z.number().int(),
  type: z.enum(filterClasses),
  name: z.string(),
  /** The URL segment naming this item (categories in the requested language); null when none does. */
  slug: z.string().nullable(),
  location_type: z.enum(locationTypes).optional(),
  /** For a location: the state of a city or colony, the city of a colony. */
  parent_id: z.number().int().nullable().optional(),
});
export type FilterItemAnswer = z.infer<typeof filterItemAnswer>;

export const filterItemWithQuantityAnswer = filterItemAnswer.extend({ quantity: z.number().int() });
export const allFilterItemsByTypeAnswer = listOf(filterItemWithQuantityAnswer);
export const filterByTypeAndIdAnswer = z.object({ data: filterItemAnswer.nullable() });

/** SEO data: names, Open Graph properties (image as an object) and social maps. */
export const seoDataAnswer = z.object({
  general_names: z.object({ title: z.string(), description: z.string() }),
  general_properties: z.object({
    "og:title": z.string(),
    "og:description": z.string(),
    "og:type": z.string(),
    "og:url": z.string(),
    "og:locale": z.string(),
    "og:site_name": z.string(),
    "og:image": z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() }),
  }),
  socials: z.object({
    twitter: z.record(z.string(), z.string()),
    facebook: z.record(z.string(), z.string()),
  }),
});

const crumb = z.object({ name: z.string(), path: z.string() });

export const pageDataAnswer = z.object({
  seo: seoDataAnswer,
  /** JSON-LD: an ItemList of Restaurant, BarOrPub or NightClub for the first results. */
  schema: z.record(z.string(), z.unknown()),
  /** Header colour, # and six hex digits. */
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  country_id: z.number().int(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  colony_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  food_type_id: z.number().int().nullable(),
  cuisine_id: z.number().int().nullable(),
  amenity_id: z.number().int().nullable(),
  /** The near-me position when the page is near me, else the centre of the page's location. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  near_me: z.boolean(),
  premium: z.boolean(),
  plus: z.boolean(),
  /** Canonical path in the requested language; when it differs from the requested one, 301 to it. */
  canonical: z.string(),
  alternates: z.object({ es: z.string(), en: z.string() }),
  heading: z.string(),
  breadcrumbs: z.array(crumb),
  filters: z.array(
    z.object({ class: z.enum(filterClasses), id: z.number().int(), slug: z.string(), name: z.string() }),
  ),
  /** Places the listing holds. */
  total: z.number().int(),
});
export type PageDataAnswer = z.infer<typeof pageDataAnswer>;

/** `data.data` is null for a path that names nothing; `redirect` is set when the path is a place's (301). */
export const pageAnswer = z.object({
  data: z.object({ data: pageDataAnswer.nullable(), redirect: z.string().nullable() }),
});

/** The geolocation; countryName, stateName and cityOrColonyName are URL slugs. */
export const geolocationAnswer = z.object({
  data: z.object({
    country_id: z.number().int(),
    state_id: z.number().int().nullable(),
    city_id: z.number().int().nullable(),
    colony_id: z.number().int().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    countryName: z.string(),
    stateName: z.string().nullable(),
    cityOrColonyName: z.string().nullable(),
    /** Display names in the requested language. */
    names: z.object({ country: z.string(), state: z.string().nullable(), city_or_colony: z.string().nullable() }),
    /** What decided it: the coordinates given, the client's IP, or the country default. */
    source: z.enum(["coordinates", "ip", "default"]),
    /** Listing path of the place found, in the requested language. */
    path: z.string(),
  }),
});

export const locationResultAnswer = z.object({
  type: z.enum(locationTypes),
  id: z.number().int(),
  country_id: z.number().int(),
  state_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  colony_id: z.number().int().nullable(),
  name: z.string(),
  country_name: z.string(),
  state_name: z.string().nullable(),
  city_name: z.string().nullable(),
  /** Listing path in the requested language. */
  path: z.string(),
});
export const locationSearchAnswer = listOf(locationResultAnswer);

export const placeSuggestionAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where it is: "Guadalajara, Jalisco". */
  context: z.string(),
  /** The place's profile in the requested language. */
  path: z.string(),
});

export const filterSuggestionAnswer = z.object({
  type: z.enum(["category", "cuisine", "food-type"]),
  id: z.number().int(),
  name: z.string(),
  /** The country's listing of it, in the requested language. */
  path: z.string(),
});

/** The search box's groups, each at most 5: locations, places by name, cuisines and dishes, categories. */
export const suggestionsAnswer = z.object({
  data: z.object({
    locations: z.array(locationResultAnswer),
    places: z.array(placeSuggestionAnswer),
    cuisines: z.array(filterSuggestionAnswer),
    categories: z.array(filterSuggestionAnswer),
  }),
});

/** A bookable time on the venue's wall clock. */
export const bookableTimeAnswer = z.object({ date: z.string(), time: z.string() });

/** The bookable times of one place card. */
export const placeBookableTimesAnswer = z.object({
  placeId: z.number().int(),
  /** false: the place takes no online bookings, or not for this party. */
  bookable: z.boolean(),
  /** Up to five times around the asked one, chronological. */
  times: z.array(bookableTimeAnswer),
  /** The next bookable time when none is near the asked one; null otherwise. */
  next: bookableTimeAnswer.nullable(),
});

export const bookableTimesAnswer = z.object({ places: z.array(placeBookableTimesAnswer) });
export type BookableTimesAnswer = z.output<typeof bookableTimesAnswer>;
export type PlaceBookableTimesAnswer = z.output<typeof placeBookableTimesAnswer>;
