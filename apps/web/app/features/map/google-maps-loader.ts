import {
  API_VERSION,
  type Language,
  MAPS_LANGUAGE,
  MAPS_LIBRARIES,
  MAPS_LOADER_PATH,
  MAPS_STATUS_GLOBAL,
  MAPS_VERSION,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from "@sobremesa/contracts";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { catalogueOf } from "#app/lib/i18n/i18n.ts";
import type { GoogleNamespace, PlacesLibrary } from "./google-maps-types";

/**
 * The client side of the maps service: fetch the loader's script text from
 * the main API, inject it, wait for its callback. The messages below are the spec's; the ones a
 * visitor can meet (the script could not be fetched) come from the page language's catalogue.
 */

/** Google Maps cannot be loaded twice in one page: the second call is a bug in the caller. */
export const MAPS_ALREADY_LOADING = "You already started the loading of google maps";
export const PLACES_LIBRARY_MISSING =
  "google.maps.places is undefined: the places library must be added to the libraries when loading Google Maps";
export const MARKER_CLUSTERER_MISSING = "MarkerClusterer is not installed!";
/** The global the loader's script calls back (Google's `callback` parameter). */
export const MAPS_CALLBACK = "__sobremesaGoogleMapsReady";
/** Longer than this without the callback counts as a failed fetch: the page keeps its built-in map. */
export const MAPS_LOAD_TIMEOUT_MS = 15_000;

/** "Error al obtener el script de Google Maps", or its English equivalent on the en site. */
export function mapsScriptErrorMessage(language: Language): string {
  return catalogueOf(language).maps.scriptError;
}

export class MapsScriptError extends Error {
  constructor(language: Language, options?: ErrorOptions) {
    super(mapsScriptErrorMessage(language), options);
    this.name = "MapsScriptError";
  }
}

export type MapsLoadResult = { available: true; google: GoogleNamespace } | { available: false };

type Scope = Record<string, unknown>;

export interface GoogleMapsLoaderOptions {
  language: Language;
  /** "" for same-origin calls in the browser; tests give a local server's origin. */
  origin?: string;
  /** Base of the main API; by default the one the server configured. */
  mainBase?: string;
  fetch?: typeof fetch;
  /** Where the script's globals land (window in the browser). */
  scope?: Scope;
  /** Runs the script text; in the browser an inline <script> appended to <head>. */
  runScript?: (text: string) => void;
  timeoutMs?: number;
}

export interface MapsLoadRequest {
  libraries?: readonly string[];
  version?: string;
}

function injectScript(text: string): void {
  const script = document.createElement("script");
  // The Content-Security-Policy runs an inline script only with the page's nonce: take it from the
  // server-rendered scripts (the browser hides the attribute, the property keeps it).
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  script.textContent = text;
  document.head.appendChild(script);
}

export function createGoogleMapsLoader(options: GoogleMapsLoaderOptions) {
  const { language } = options;
  const scope = options.scope ?? (globalThis as unknown as Scope);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const runScript = options.runScript ?? injectScript;
  const timeoutMs = options.timeoutMs ?? MAPS_LOAD_TIMEOUT_MS;
  let started = false;

  function loaderUrl(request: MapsLoadRequest): string {
    const mainBase = options.mainBase ?? apiBases().main;
    const base = mainBase === "/" ? "" : mainBase;
    const search = new URLSearchParams({
      libraries: (request.libraries ?? MAPS_LIBRARIES).join(","),
      language: MAPS_LANGUAGE,
      version: request.version ?? MAPS_VERSION,
      callback: MAPS_CALLBACK,
      lang: language,
      v: API_VERSION,
    });
    return `${options.origin ?? ""}${base}${MAPS_LOADER_PATH}?${search}`;
  }

  async function fetchScript(url: string): Promise<string> {
    try {
      const response = await doFetch(url, { headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE } });
      const text = await response.text();
      if (!response.ok || !text) throw new Error(`the maps loader answered ${response.status}`);
      return text;
    } catch (error) {
      throw new MapsScriptError(language, { cause: error });
    }
  }

  function runAndWait(text: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        delete scope[MAPS_CALLBACK];
        reject(new MapsScriptError(language, { cause: new Error("the maps script never called back") }));
      }, timeoutMs);
      scope[MAPS_CALLBACK] = () => {
        clearTimeout(timer);
        delete scope[MAPS_CALLBACK];
        resolve();
      };
      try {
        runScript(text);
      } catch (error) {
        clearTimeout(timer);
        delete scope[MAPS_CALLBACK];
        reject(new MapsScriptError(language, { cause: error }));
      }
    });
  }

  async function run(request: MapsLoadRequest): Promise<MapsLoadResult> {
    const text = await fetchScript(loaderUrl(request));
    await runAndWait(text);
    const status = scope[MAPS_STATUS_GLOBAL] as { available?: unknown } | undefined;
    if (status?.available === false) return { available: false };
    const google = scope.google as GoogleNamespace | undefined;
    if (typeof google?.maps !== "object" || google.maps === null) {
      throw new MapsScriptError(language, { cause: new Error("the maps script defined no google.maps") });
    }
    return { available: true, google };
  }

  return {
    /**
     * Loads the maps service once. A second call throws at once (synchronously): Google Maps in
     * one page cannot be loaded again, so a caller that tries has a bug to fix, not a retry to make.
     */
    load(request: MapsLoadRequest = {}): Promise<MapsLoadResult> {
      if (started) throw new Error(MAPS_ALREADY_LOADING);
      started = true;
      return run(request);
    },
  };
}

/** The places library (autocomplete), or the spec's error when the maps were loaded without it. */
export function requirePlaces(google: GoogleNamespace): PlacesLibrary {
  const places = google.maps.places;
  if (typeof places?.AutocompleteService !== "function") throw new Error(PLACES_LIBRARY_MISSING);
  return places;
}

/** The marker clusterer, or the spec's error when its module did not provide one. */
export function requireMarkerClusterer<T>(clusterer: T | null | undefined): T {
  if (typeof clusterer !== "function") throw new Error(MARKER_CLUSTERER_MISSING);
  return clusterer;
}

let shared: Promise<MapsLoadResult> | undefined;

/**
 * The page's one load of the maps service: every map and search box shares it (the loader itself
 * refuses a second load). The first caller's language is its error messages' for the page's life.
 */
export function pageGoogleMaps(language: Language): Promise<MapsLoadResult> {
  shared ??= createGoogleMapsLoader({ language, scope: window as unknown as Scope }).load();
  return shared;
}
