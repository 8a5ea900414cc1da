import { DEFAULT_COUNTRY_ID, type Language, LOCATION_SEARCH_LIMITS } from "@sobremesa/contracts";
import { parseWith } from "./listing-arguments.ts";
import { buildPath, listingKinds } from "./listing-path.ts";
import type { SearchDeps } from "./search-context.ts";
import type { SearchRepository } from "./search-repository.ts";
import {
  type GeolocateQuery,
  type Geolocation,
  geolocateQuerySchema,
  type LocationResult,
  type Position,
} from "./search-schemas.ts";
import { filterSuggestions, SUGGESTION_LIMIT, type Suggestions } from "./suggestions.ts";

/** A colony is "where you are" within this distance of its centre; a city with places within 50 km. */
const COLONY_REACH_M = 1_500;
const LISTED_CITY_REACH_M = 50_000;
const ANY_CITY_REACH_M = 100_000;

/** The search box (locations and suggestions) and where the visitor is (their position or IP). */
export function locationQueries({ repository, reference, locateIp, ipCountry }: SearchDeps) {
  async function searchLocations(text: string, language: Language = "es"): Promise<LocationResult[]> {
    const term = text.trim().slice(0, 80);
    if (term.length < 2) return [];
    const rows = await repository.locations(term, LOCATION_SEARCH_LIMITS);
    return rows.map((row) => ({
      type: row.type,
      id: row.id,
      countryId: row.country_id,
      stateId: row.state_id,
      cityId: row.city_id,
      colonyId: row.colony_id,
      name: row.type === "country" ? (language === "es" ? row.country_name_es : row.country_name_en) : row.name,
      countryName: language === "es" ? row.country_name_es : row.country_name_en,
      stateName: row.state_name,
      cityName: row.type === "colony" ? row.city_name : null,
      path: buildPath(
        "places",
        language,
        [row.country_code, row.state_slug, row.area_slug].filter((part): part is string => Boolean(part)),
      ),
    }));
  }

  /** What the search box suggests beside locations; under two characters, nothing. */
  async function searchSuggestions(text: string, language: Language, countryCode: string): Promise<Suggestions> {
    const term = text.trim().slice(0, 80);
    if (term.length < 2) return { places: [], cuisines: [], categories: [] };
    const [rows, { byClassAndId }] = await Promise.all([
      repository.placeSuggestions(term, SUGGESTION_LIMIT),
      reference(),
    ]);
    const itemPath = listingKinds.places.itemPath[language];
    return {
      places: rows.map((row) => ({
        id: row.id,
        name: row.name,
        context: `${row.city_name}, ${row.state_name}`,
        path: itemPath(row.slug),
      })),
      ...filterSuggestions([...byClassAndId.values()], term, language, (slug) =>
        buildPath("places", language, [countryCode, slug]),
      ),
    };
  }

  async function geolocate(query: GeolocateQuery): Promise<Geolocation> {
    const { ip, position, language } = parseWith(geolocateQuerySchema, query);
    const { countries } = await reference();
    const countryOf = (id: number) => countries.find((country) => country.id === id) ?? countries[0]!;

    const answer = async (
      source: Geolocation["source"],
      place: Awaited<ReturnType<SearchRepository["cityPlace"]>>,
      cityKnown: boolean,
      at: Position | undefined,
    ): Promise<Geolocation | undefined> => {
      if (!place) return undefined;
      const country = countryOf(place.country_id);
      const area = cityKnown ? (place.colony_slug ?? place.city_slug) : null;
      return {
        countryId: place.country_id,
        stateId: place.state_id,
        cityId: cityKnown ? place.city_id : null,
        colonyId: cityKnown ? place.colony_id : null,
        latitude: at?.latitude ?? place.latitude,
        longitude: at?.longitude ?? place.longitude,
        countryName: country.code,
        stateName: place.state_slug,
        cityOrColonyName: area,
        names: {
          country: language === "es" ? country.name_es : country.name_en,
          state: place.state_name,
          cityOrColony: cityKnown ? (place.colony_name ?? place.city_name) : null,
        },
        source,
        path: buildPath("places", language, [country.code, place.state_slug, ...(area ? [area] : [])]),
      };
    };

    // A whole country: where the visitor's position or IP says nothing closer.
    const countryAnswer = (country: (typeof countries)[number], source: Geolocation["source"]): Geolocation => ({
      countryId: country.id,
      stateId: null,
      cityId: null,
      colonyId: null,
      latitude: position?.latitude ?? country.latitude,
      longitude: position?.longitude ?? country.longitude,
      countryName: country.code,
      stateName: null,
      cityOrColonyName: null,
      names: { country: language === "es" ? country.name_es : country.name_en, state: null, cityOrColony: null },
      source,
      path: buildPath("places", language, [country.code]),
    });

    if (position) {
      const near = await repository.nearestLocations(position);
      let found: Geolocation | undefined;
      if (near.colony && near.colony.distance <= COLONY_REACH_M) {
        found = await answer(
          "coordinates",
          await repository.cityPlace(near.colony.city_id, near.colony.id),
          true,
          position,
        );
      } else if (near.listedCity && near.listedCity.distance <= LISTED_CITY_REACH_M) {
        found = await answer("coordinates", await repository.cityPlace(near.listedCity.id), true, position);
      } else if (near.anyCity && near.anyCity.distance <= ANY_CITY_REACH_M) {
        found = await answer("coordinates", await repository.cityPlace(near.anyCity.id), false, position);
      }
      if (found) return found;
    } else if (ip) {
      const range = locateIp(ip);
      const found =
        range && (await answer("ip", await repository.cityPlace(range.cityId, range.colonyId), true, undefined));
      if (found) return found;
      // Otherwise the IP's country, when it is one we serve: its listing, with no city guessed.
      const code = await ipCountry.country(ip);
      const served = code === undefined ? undefined : countries.find((country) => country.code === code);
      if (served) return countryAnswer(served, "ip");
    }
    return countryAnswer(countryOf(DEFAULT_COUNTRY_ID), "default");
  }

  return { searchLocations, searchSuggestions, geolocate };
}
