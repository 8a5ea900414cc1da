import { type Language, LOCATION_SEARCH_LIMITS, type locationResultAnswer } from "@sobremesa/contracts";
import { mainApi } from "../geolocation/main-api";

export type LocationResult = (typeof locationResultAnswer)["_output"];

/** Shorter text is not searched (the server answers nothing under two characters either). */
export const MIN_QUERY_LENGTH = 2;

/** GET /api/tools/locations?q=: accent-insensitive, at most 5 results (SPEC section 9). */
export async function fetchLocations(
  query: string,
  options: { language: Language; signal?: AbortSignal | undefined; fetch?: typeof fetch | undefined },
): Promise<LocationResult[]> {
  const answer = await mainApi(options).mainGet<{ data: LocationResult[] }>("/api/tools/locations", {
    q: query.trim().slice(0, 80),
  });
  return answer.data.slice(0, LOCATION_SEARCH_LIMITS.total);
}
