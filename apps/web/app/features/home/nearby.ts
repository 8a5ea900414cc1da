import type { Language, PlaceCardAnswer } from "@sobremesa/contracts";
import type { PlaceResult } from "@sobremesa/domain/search";
import type { BookableTimesById } from "#app/features/catalog/index.ts";
import type { Position } from "#app/features/geolocation/index.ts";
import { placeResultOf } from "#app/features/listing/index.ts";
import { mainApi } from "#app/lib/api/main-api.ts";

/** Cards in the home's "near you" row; the map shows up to a page of the listing. */
export const NEARBY_CARDS = 8;
export const NEARBY_ON_MAP = 48;

/** The location the home's "near you" shows before the visitor shares a position: their IP city. */
export interface NearbyArea {
  countryId: number;
  stateId: number | null;
  cityId: number | null;
  colonyId: number | null;
}

export interface HomeNearby {
  /** The city (or colony) name, for the heading. */
  city: string;
  /** Its listing path. */
  path: string;
  countryCode: string;
  area: NearbyArea;
  places: PlaceResult[];
  /** The places' bookable times near the diner's choice, by place id (none without the service). */
  bookableTimes?: BookableTimesById;
}

export type NearbySource = { kind: "area"; area: NearbyArea } | { kind: "position"; position: Position };

/** Query of GET /api/places/search: an area's best rated, or near a position nearest first. */
export function nearbySearchParams(source: NearbySource, pageSize: number): Record<string, string | number | boolean> {
  if (source.kind === "position") {
    return {
      near_me: true,
      latitude: source.position.latitude,
      longitude: source.position.longitude,
      sort: "distance",
      page_size: pageSize,
    };
  }
  const { area } = source;
  return {
    country_id: area.countryId,
    ...(area.stateId !== null ? { state_id: area.stateId } : {}),
    ...(area.colonyId !== null ? { colony_id: area.colonyId } : area.cityId !== null ? { city_id: area.cityId } : {}),
    sort: "score",
    page_size: pageSize,
  };
}

export async function fetchNearbyPlaces(
  source: NearbySource,
  options: { language: Language; pageSize: number; signal?: AbortSignal | undefined; fetch?: typeof fetch | undefined },
): Promise<PlaceResult[]> {
  const answer = await mainApi(options).mainGet<{ data: PlaceCardAnswer[] }>(
    "/api/places/search",
    nearbySearchParams(source, options.pageSize),
  );
  return answer.data.map(placeResultOf);
}
