import type { SelectedFilter } from "#app/features/filters/index.ts";
import type { Geolocation } from "./geolocation-store";

/**
 * A geolocation change updates the one geolocation selection or adds it. Priority: city or
 * colony, then state, then coordinates, then country. The filters' active selection holds
 * at most one entry marked isGeolocation; this module computes it and puts it in place. Pure.
 */

export type { SelectedFilter };

export type GeolocationLevel = "colony" | "city" | "state" | "coordinates" | "country";

/** What the geolocation entry points at. Coordinates have no id: the entry's id is then 0. */
export interface GeolocationFilterItem {
  level: GeolocationLevel;
  id: number;
  /** URL slug of the location (country code, state, city or colony); null for coordinates. */
  slug: string | null;
  latitude: number | null;
  longitude: number | null;
}

export type GeolocationSelection = SelectedFilter<GeolocationFilterItem>;

/** Which level a geolocation stands for, by the spec's priority. */
export function geolocationLevel(geolocation: Geolocation): GeolocationLevel {
  if (geolocation.colony_id !== null) return "colony";
  if (geolocation.city_id !== null) return "city";
  if (geolocation.state_id !== null) return "state";
  if (geolocation.latitude !== null && geolocation.longitude !== null) return "coordinates";
  return "country";
}

/** The one geolocation entry of the filters' selection for a geolocation. */
export function geolocationSelection(geolocation: Geolocation): GeolocationSelection {
  const level = geolocationLevel(geolocation);
  const { country_id, state_id, city_id, colony_id, latitude, longitude } = geolocation;
  const position = { latitude, longitude };
  const entry = (id: number, fatherId: number | null, slug: string | null) => ({
    class: "location" as const,
    id,
    item: { level, id, slug, ...position },
    value: true,
    isFather: level === "country" || level === "state",
    fatherId,
    isState: level === "state",
    isCity: level === "city",
    isColony: level === "colony",
    isCountry: level === "country",
    isNearMe: level === "coordinates",
    isGeolocation: true,
  });
  switch (level) {
    case "colony":
      // A colony hangs from its city (when known), else from its state.
      return entry(colony_id!, city_id ?? state_id, geolocation.cityOrColonyName);
    case "city":
      return entry(city_id!, state_id, geolocation.cityOrColonyName);
    case "state":
      return entry(state_id!, country_id, geolocation.stateName);
    case "coordinates":
      return entry(0, country_id, null);
    case "country":
      return entry(country_id, null, geolocation.countryName);
  }
}

/**
 * The active selection after a geolocation change: the existing geolocation entry is replaced where
 * it stands (any stray second one is dropped), or the new one is added at the end. Other entries
 * are kept as they are. The input is not modified.
 */
export function applyGeolocationChange<T extends { isGeolocation?: boolean }>(
  selections: readonly T[],
  geolocation: Geolocation,
): (T | GeolocationSelection)[] {
  const next = geolocationSelection(geolocation);
  const result: (T | GeolocationSelection)[] = [];
  let placed = false;
  for (const selection of selections) {
    if (!selection.isGeolocation) result.push(selection);
    else if (!placed) {
      result.push(next);
      placed = true;
    }
  }
  if (!placed) result.push(next);
  return result;
}
