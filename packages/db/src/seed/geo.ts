import { readFileSync } from "node:fs";

/**
 * The compact geographic catalogue written by scripts/compact-geo.ts (countries, states and cities
 * from the Countries States Cities Database, ODbL, see NOTICE; colonies are our own compilation).
 * Row shapes match the Drizzle insert types of schema/geo.ts.
 */

export interface GeoCountry {
  id: number;
  code: string;
  iso3: string;
  nameEs: string;
  nameEn: string;
  slug: string;
  dialCode: string;
  currency: string;
  currencySymbol: string;
  timezone: string;
  latitude: number;
  longitude: number;
}

export interface GeoState {
  id: number;
  countryId: number;
  name: string;
  code: string;
  slug: string;
  timezone: string;
  latitude: number;
  longitude: number;
}

export interface GeoCity {
  id: number;
  stateId: number;
  countryId: number;
  name: string;
  slug: string;
  timezone: string;
  latitude: number;
  longitude: number;
}

export interface GeoColony {
  id: number;
  cityId: number;
  stateId: number;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
}

export interface GeoCatalogue {
  countries: GeoCountry[];
  states: GeoState[];
  cities: GeoCity[];
  colonies: GeoColony[];
}

/** [id, stateId, name, slug, latitude, longitude, timezone, or 0 when it is the state's] */
type CityRow = [number, number, string, string, number, number, string | 0];

let cached: GeoCatalogue | undefined;

/** Reads the catalogue once per process (about 0.75 MB of JSON). */
export function loadGeo(): GeoCatalogue {
  if (cached) return cached;
  const countries = readGeoFile<GeoCountry[]>("countries.json");
  const states = readGeoFile<GeoState[]>("states.json");
  const stateById = new Map(states.map((state) => [state.id, state]));
  const cities = readGeoFile<CityRow[]>("cities.json").map(([id, stateId, name, slug, latitude, longitude, zone]) => {
    const state = stateById.get(stateId);
    if (!state) throw new Error(`geo: city ${id} points to unknown state ${stateId}`);
    return {
      id,
      stateId,
      countryId: state.countryId,
      name,
      slug,
      timezone: zone || state.timezone,
      latitude,
      longitude,
    };
  });
  const colonies = readGeoFile<GeoColony[]>("colonies.json");
  cached = { countries, states, cities, colonies };
  return cached;
}

function readGeoFile<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./geo/${name}`, import.meta.url), "utf8")) as T;
}
