import { type ListingFiltersParams, NEAR_ME_RADIUS_M, type PlaceCardAnswer } from "@sobremesa/contracts";
import type { ListingFilters, PlaceResult, Position } from "@sobremesa/domain/search";
import type { FastifyRequest } from "fastify";
import { requestIp } from "../../plugins/client-ip.ts";
import type { Services } from "../../services.ts";

/**
 * Turns the discovery endpoints' snake_case parameters into the search domain's filters: singular
 * ids (the spec's category_id, cuisine_id, food_type_id) and lists merge; near me without a position
 * is near the caller's IP city.
 */

const FILTER_KEYS = [
  "country_id",
  "state_id",
  "city_id",
  "colony_id",
  "category_id",
  "category_ids",
  "cuisine_id",
  "cuisine_ids",
  "food_type_id",
  "food_type_ids",
  "amenity_id",
  "amenity_ids",
  "price_ranges",
  "min_score",
  "premium",
  "near_me",
  "q",
  "latitude",
  "longitude",
  "radius",
] as const satisfies readonly (keyof ListingFiltersParams)[];

/** The `filters` JSON object, with the flat parameters of the same names winning over it. */
export function mergedFilters(query: ListingFiltersParams & { filters?: ListingFiltersParams | undefined }) {
  const merged: ListingFiltersParams = { ...(query.filters ?? {}) };
  for (const key of FILTER_KEYS) {
    if (query[key] !== undefined) (merged as Record<string, unknown>)[key] = query[key];
  }
  return merged;
}

const both = (one: number | undefined, many: number[] | undefined) => [
  ...(one === undefined ? [] : [one]),
  ...(many ?? []),
];

export interface DomainFilters {
  filters: ListingFilters;
  position?: Position;
  /** True when the answer depends on the caller's IP (it must not be cached publicly). */
  usedIp: boolean;
}

export async function domainFilters(
  params: ListingFiltersParams,
  request: FastifyRequest,
  services: Services,
  language: "es" | "en",
): Promise<DomainFilters> {
  let position: Position | undefined =
    params.latitude !== undefined && params.longitude !== undefined
      ? { latitude: params.latitude, longitude: params.longitude }
      : undefined;
  let usedIp = false;
  const nearMe = params.near_me === true || params.radius !== undefined;
  if (nearMe && !position) {
    const ip = requestIp(request);
    const located = await services.search.geolocate({ ...(ip ? { ip } : {}), language });
    usedIp = true;
    // The country default is no position: near me then lists the country instead of its centre.
    if (located.source !== "default" && located.latitude !== null && located.longitude !== null) {
      position = { latitude: located.latitude, longitude: located.longitude };
    }
  }
  const filters: ListingFilters = {
    ...(params.country_id !== undefined ? { countryId: params.country_id } : {}),
    ...(params.state_id !== undefined ? { stateId: params.state_id } : {}),
    ...(params.city_id !== undefined ? { cityId: params.city_id } : {}),
    ...(params.colony_id !== undefined ? { colonyId: params.colony_id } : {}),
    categoryIds: both(params.category_id, params.category_ids),
    cuisineIds: both(params.cuisine_id, params.cuisine_ids),
    foodTypeIds: both(params.food_type_id, params.food_type_ids),
    amenityIds: both(params.amenity_id, params.amenity_ids),
    priceRanges: params.price_ranges ?? [],
    ...(params.min_score !== undefined ? { minScore: params.min_score } : {}),
    ...(params.premium ? { premiumOnly: true } : {}),
    ...(params.q ? { text: params.q } : {}),
    ...(nearMe && position ? { near: { ...position, radiusMeters: params.radius ?? NEAR_ME_RADIUS_M } } : {}),
  };
  return { filters, ...(position ? { position } : {}), usedIp };
}

export function placeCard(place: PlaceResult, language: "es" | "en"): PlaceCardAnswer {
  return {
    id: place.id,
    slug: place.slug,
    name: place.name,
    category: place.category,
    cuisine: place.cuisine,
    area: place.area,
    city: place.city,
    price_range: place.priceRange,
    score: place.score,
    review_count: place.reviewCount,
    currency: place.currency,
    image_seed: place.imageSeed,
    premium_discount: place.premiumDiscount,
    latitude: place.latitude,
    longitude: place.longitude,
    distance_meters: place.distanceMeters,
    path: language === "en" ? `/en/place/${place.slug}/` : `/lugar/${place.slug}/`,
  };
}

/** Listings change when places are added or re-scored: a minute at the edge is fine, unless per visitor. */
export function cacheFor(usedIp: boolean): string {
  return usedIp ? "private, max-age=60" : "public, max-age=60, stale-while-revalidate=300";
}
