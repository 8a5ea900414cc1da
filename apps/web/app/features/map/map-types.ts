import type { PlaceBookableTimes } from "#app/features/catalog/index.ts";

/** One place on the map: what a marker and its popup card need, nothing more. */
export interface MapPlace {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  /** A place's category, or a thing to do (its pin shows a ticket). */
  category: "restaurant" | "bar" | "nightclub" | "experience";
  score?: number;
  /** Where the popup leads; a place's profile when not given (things to do link to their own page). */
  href?: string;
  /** The popup's second line; the category's name when not given. */
  subtitle?: string;
  /** The popup's link text; "see the place" when not given. */
  linkLabel?: string;
  /** Times to book near the diner's choice, as the place's card shows them. */
  bookableTimes?: PlaceBookableTimes;
  /** The party the diner chose, handed to the booking page with a time. */
  party?: number;
}

/** The name as the map shows it: places' names title-cased (as the cards do), other titles as written. */
export function mapNameOf(place: Pick<MapPlace, "name" | "category">, titleCase: (name: string) => string): string {
  return place.category === "experience" ? place.name : titleCase(place.name);
}

export interface MapCenter {
  latitude: number;
  longitude: number;
  /** Defaults to a city-wide view. */
  zoom?: number;
}

/** [west, south, east, north] in degrees, the order supercluster and MapLibre use. */
export type BoundingBox = [number, number, number, number];

/** The map's view of a listed place. */
export function mapPlaceOf(place: MapPlace): MapPlace {
  return {
    id: place.id,
    slug: place.slug,
    name: place.name,
    latitude: place.latitude,
    longitude: place.longitude,
    category: place.category,
    score: place.score,
  };
}
