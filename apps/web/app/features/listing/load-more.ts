import type { PlaceCardAnswer } from "@sobremesa/contracts";
import type { PlaceResult } from "@sobremesa/domain/search";
import { mainApiPath } from "#app/lib/api/api-bases.ts";

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
  return `${mainApiPath(PLACES_SEARCH_PATH)}?${query.toString()}`;
}

/** A busy server's quick 503 is retried this many times, after the seconds its Retry-After asks (at most 5). */
const BUSY_RETRIES = 2;

/**
 * The next page of a listing, for "show more": the same filters and sort the page was rendered
 * with (its loader's search parameters), page n. A busy server (503 with Retry-After, ADR 012) is
 * asked again after the wait it names; anything else but a 200 throws.
 */
export async function fetchPlacesPage(
  params: Record<string, string>,
  page: number,
  init: { signal?: AbortSignal; fetch?: typeof fetch; wait?: (ms: number) => Promise<void> } = {},
): Promise<PlacesPage> {
  const doFetch = init.fetch ?? fetch;
  const wait = init.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const ask = () =>
    doFetch(placesPageUrl(params, page), {
      headers: { accept: "application/json", "x-requested-with": "XMLHttpRequest" },
      ...(init.signal ? { signal: init.signal } : {}),
    });
  let response = await ask();
  for (let retry = 0; retry < BUSY_RETRIES && response.status === 503; retry++) {
    const seconds = Number(response.headers.get("retry-after"));
    if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 5) break;
    await wait(seconds * 1000);
    init.signal?.throwIfAborted();
    response = await ask();
  }
  if (response.status !== 200) throw new Error(`places search answered ${response.status}`);
  const body = (await response.json()) as PlacesSearchAnswer;
  return {
    items: body.data.map(placeResultOf),
    page: body.meta.page,
    pages: body.meta.pages,
    total: body.meta.total,
  };
}
