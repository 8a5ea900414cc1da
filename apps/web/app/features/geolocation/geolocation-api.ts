import type { geolocationAnswer, Language } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";
import type { Geolocation } from "./geolocation-store";
import type { Position } from "./near-me";

/** The answer's data (zod's output type, read without importing zod here). */
export type GeolocationAnswer = (typeof geolocationAnswer)["_output"]["data"];

/**
 * GET /api/tools/getGeolocationByIpOrLocation: the location of a position, or without one of the
 * caller's IP (read by the server), or the country default.
 */
export async function fetchGeolocation(options: {
  language: Language;
  position?: Position | undefined;
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch | undefined;
}): Promise<GeolocationAnswer> {
  const { position } = options;
  const answer = await mainApi(options).mainGet<{ data: GeolocationAnswer }>(
    "/api/tools/getGeolocationByIpOrLocation",
    position ? { latitude: position.latitude, longitude: position.longitude } : {},
  );
  return answer.data;
}

/** The store's fields of a geolocation answer. */
export function geolocationOf(answer: GeolocationAnswer): Geolocation {
  return {
    country_id: answer.country_id,
    state_id: answer.state_id,
    city_id: answer.city_id,
    colony_id: answer.colony_id,
    latitude: answer.latitude,
    longitude: answer.longitude,
    countryName: answer.countryName,
    stateName: answer.stateName,
    cityOrColonyName: answer.cityOrColonyName,
  };
}
