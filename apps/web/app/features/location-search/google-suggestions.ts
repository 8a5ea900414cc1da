import { DEFAULT_COUNTRY_CODE, type Language } from "@sobremesa/contracts";
import type { VisitorLocation } from "#app/features/geolocation/index.ts";
import { fetchGeolocation, nearMePath, type Position } from "#app/features/geolocation/index.ts";
import type { GoogleNamespace } from "#app/features/map/index.ts";
import { requirePlaces } from "#app/features/map/index.ts";

/** A Google place suggestion, shown below the site's own locations when Google Maps is active. */
export interface GoogleSuggestion {
  placeId: string;
  name: string;
  context: string | null;
}

/** At most this many Google suggestions follow the site's own results. */
export const GOOGLE_SUGGESTIONS_LIMIT = 3;
/** The countries the site serves: suggestions elsewhere lead nowhere. */
const SERVED_COUNTRIES = ["mx", "co", "cr"];

/** Google's place predictions for the text, in the page's language, restricted to the served countries. */
export async function googleSuggestions(
  google: GoogleNamespace,
  query: string,
  language: Language,
): Promise<GoogleSuggestion[]> {
  const places = requirePlaces(google);
  const service = new places.AutocompleteService();
  const { predictions } = await service.getPlacePredictions({
    input: query.trim().slice(0, 80),
    language,
    componentRestrictions: { country: SERVED_COUNTRIES },
  });
  return predictions.slice(0, GOOGLE_SUGGESTIONS_LIMIT).map((prediction) => ({
    placeId: prediction.place_id,
    name: prediction.structured_formatting?.main_text ?? prediction.description,
    context: prediction.structured_formatting?.secondary_text ?? null,
  }));
}

/**
 * Where choosing a Google suggestion leads: its position (Google's geocoder), named by our own
 * geolocation API, and the near-me listing around it. Throws when Google cannot place it.
 */
export async function googleSuggestionDestination(
  google: GoogleNamespace,
  suggestion: GoogleSuggestion,
  language: Language,
  dependencies: { fetchGeolocation?: typeof fetchGeolocation } = {},
): Promise<{ location: VisitorLocation; path: string }> {
  const Geocoder = google.maps.Geocoder;
  if (typeof Geocoder !== "function") throw new Error("google.maps.Geocoder is not available");
  const { results } = await new Geocoder().geocode({ placeId: suggestion.placeId, language });
  const point = results[0]?.geometry.location;
  if (!point) throw new Error(`Google has no position for place ${suggestion.placeId}`);
  const position: Position = { latitude: point.lat(), longitude: point.lng() };
  const geolocation = await (dependencies.fetchGeolocation ?? fetchGeolocation)({ language, position });
  return {
    // A chosen place is a precise point, like the device's own position.
    location: { geolocation, position, source: "browser" },
    path: nearMePath(language, geolocation.countryName || DEFAULT_COUNTRY_CODE, position),
  };
}
