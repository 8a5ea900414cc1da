// The maps service's plain values, apart from its query schema: the browser's maps loader needs
// these, not zod.

/** The maps service is loaded at version 3.47 unless the caller asks for another. */
export const MAPS_VERSION = "3.47";
/** The main API's tools maps path: its answer is script text the page injects. */
export const MAPS_LOADER_PATH = "/api/tools/maps";
/**
 * The maps script's language whatever the page's: place names, streets and colonias are written in
 * Spanish, and the suggestions must match the names the site shows for its places.
 */
export const MAPS_LANGUAGE = "es";
/** Libraries the site asks for: place autocomplete in the location search. */
export const MAPS_LIBRARIES = ["places"] as const;
/**
 * The global the no-key answer sets before it calls back, so the page knows to keep its built-in
 * map instead of waiting for a `google` object that will never come.
 */
export const MAPS_STATUS_GLOBAL = "__sobremesaMaps";
