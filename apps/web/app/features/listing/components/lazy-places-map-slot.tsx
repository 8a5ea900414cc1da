import { lazy } from "react";

/**
 * The map slot's code, fetched when a slot first renders: a listing opens on its list, and a thing
 * to do shows its venue's map below the fold, so neither carries it in its first load. Every user of
 * the slot takes it from here: one static import anywhere would pull it back into a shared chunk.
 */
export const LazyPlacesMapSlot = lazy(() =>
  import("./places-map-slot").then((module) => ({ default: module.PlacesMapSlot })),
);
