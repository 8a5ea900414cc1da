import type { PlaceCardAnswer } from "@sobremesa/contracts";
import type { PlaceResult } from "@sobremesa/domain/search";

/** The answer of GET /api/places/search (its contract in @sobremesa/contracts), typed without zod. */
interface PlacesSearchAnswer {
  data: PlaceCardAnswer[];
  meta: { total: number; page: number; page_size: number; pages: number };
}

export interface PlacesPage {
  items: PlaceResult[];
  page: number;
  pages: number;
  total: number;
}

/** A card of the API (snake_case) as the listing renders it. */
export function placeResultOf(answer: PlaceCardAnswer): PlaceResult {
  return {
    id: answer.id,
    slug: answer.slug,
    name: answer.name,
    category: answer.category,
    cuisine: answer.cuisine,
    area: answer.area,
    city: answer.city,
    priceRange: answer.price_range,
    score: answer.score,
    reviewCount: answer.review_count,
    currency: answer.currency,
    imageSeed: answer.image_seed,
    premiumDiscount: answer.premium_discount,
    latitude: answer.latitude,
    longitude: answer.longitude,
    distanceMeters: answer.distance_meters,
  };
}

export const PLACES_SEARCH_PATH = "/api/places/search";

export function placesPageUrl(params: Record<string, string>, page: number): string {
  const query = new URLSearchParams({ ...params, page: String(page) });
  return `${PLACES_SEARCH_PATH}?${query.toString()}`;
}

/**
 * The next page of a listing, for "show more": the same filters and sort the page was rendered
 * with (its loader's search parameters), page n. Throws on anything but a 200.
 */
export async function fetchPlacesPage(
  params: Record<string, string>,
  page: number,
  init: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<PlacesPage> {
  const doFetch = init.fetch ?? fetch;
  const response = await doFetch(placesPageUrl(params, page), {
    headers: { accept: "application/json", "x-requested-with": "XMLHttpRequest" },
    ...(init.signal ? { signal: init.signal } : {}),
  });
  if (response.status !== 200) throw new Error(`places search answered ${response.status}`);
  const body = (await response.json()) as PlacesSearchAnswer;
  return {
    items: body.data.map(placeResultOf),
    page: body.meta.page,
    pages: body.meta.pages,
    total: body.meta.total,
  };
}
