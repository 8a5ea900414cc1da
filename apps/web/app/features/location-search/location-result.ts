import type { Geolocation } from "#app/features/geolocation/index.ts";
import type { LocationResult } from "./location-api";

/** The line under a result's name: where it is ("Jalisco, México"; a colony's city and state). */
export function locationContext(result: LocationResult): string | null {
  switch (result.type) {
    case "country":
      return null;
    case "state":
      return result.country_name;
    case "city":
      return [result.state_name, result.country_name].filter(Boolean).join(", ");
    case "colony":
      return [result.city_name, result.state_name].filter(Boolean).join(", ");
  }
}

/** The URL slugs of a listing path: "/en/mx/jalisco/guadalajara/" -> ["mx", "jalisco", "guadalajara"]. */
export function listingSlugs(path: string): string[] {
  const segments = path.split(/[?#]/, 1)[0]!.split("/").filter(Boolean);
  return segments[0] === "en" ? segments.slice(1) : segments;
}

/**
 * Choosing a location is a geolocation change: its ids, and its slugs read from the
 * listing path the server built. No position: a location is an area, not a point.
 */
export function geolocationOfResult(result: LocationResult): Geolocation {
  const [countryName = "mx", stateName = null, cityOrColonyName = null] = listingSlugs(result.path);
  return {
    country_id: result.country_id,
    state_id: result.state_id,
    city_id: result.city_id,
    colony_id: result.colony_id,
    latitude: null,
    longitude: null,
    countryName,
    stateName,
    cityOrColonyName,
  };
}
