/** One place on the map: what a marker and its popup card need, nothing more. */
export interface MapPlace {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  category: "restaurant" | "bar" | "nightclub";
  score?: number;
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
