// The map's public face. PlacesMap is loaded lazily by its file (places-map.tsx), so it and
// MapLibre stay in the map's own chunk; the clustering helpers are importable from ./clustering (tests, tools).

export { PLACES_LIBRARY_MISSING, pageGoogleMaps, requirePlaces } from "./google-maps-loader.ts";
export type { GoogleNamespace } from "./google-maps-types.ts";
export { MapOnDemand } from "./map-on-demand.tsx";
export { type BoundingBox, type MapCenter, type MapPlace, mapPlaceOf } from "./map-types";
export { PlacesMap, type PlacesMapProps } from "./places-map";
