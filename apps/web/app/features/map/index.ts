// The map's public face: the component and its types. MapLibre and supercluster load lazily with
// the map's own chunk; the clustering helpers are importable from ./clustering (tests, tools).
export { type BoundingBox, type MapCenter, type MapPlace, mapPlaceOf } from "./map-types";
export { PlacesMap, type PlacesMapProps } from "./places-map";
