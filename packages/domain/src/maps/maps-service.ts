import { DomainError, MAPS_STATUS_GLOBAL } from "@sobremesa/contracts";
import { createTtlCache } from "../cache/index.ts";

/** Google's script loader; tests point the service at a local fake instead. */
export const GOOGLE_MAPS_SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";

export interface MapsServiceOptions {
  /** The Google Maps key; without one the site keeps its built-in map. Never sent to a page's source. */
  apiKey: string | undefined;
  scriptUrl?: string;
  fetch?: typeof fetch;
  /** Longest wait for the maps script before the caller is told it is unavailable. */
  timeoutMs?: number;
  cacheTtlMs?: number;
}

export interface MapsLoaderRequest {
  libraries: readonly string[];
  language: "es" | "en";
  version: string;
  /** Already checked to be a plain dotted identifier (contracts' mapsLoaderQuery). */
  callback: string;
}

export interface MapsLoaderScript {
  /** False: no key is configured and the script only reports that. */
  available: boolean;
  script: string;
}

const MAX_SCRIPT_BYTES = 2 * 1024 * 1024;

/**
 * The script the no-key answer runs: it marks the maps service unavailable and still calls the
 * callback, so a waiting page falls back at once instead of waiting for a timeout.
 */
export function unavailableScript(callback: string): string {
  const path = JSON.stringify(callback.split("."));
  return [
    "/* Sobremesa maps loader: no Google Maps key is configured; the site keeps its built-in map. */",
    "(function (scope) {",
    `  scope[${JSON.stringify(MAPS_STATUS_GLOBAL)}] = { available: false, reason: "not-configured" };`,
    `  var callback = ${path}.reduce(function (owner, name) { return owner == null ? undefined : owner[name]; }, scope);`,
    '  if (typeof callback === "function") callback();',
    '})(typeof window !== "undefined" ? window : self);',
    "",
  ].join("\n");
}

/**
 * The maps loader: with a key, Google's loader script for the libraries, language,
 * version and callback asked for, fetched here so the key lives in server configuration only (it is
 * still in the script the browser runs, as every Google Maps page's is, but in no page source or
 * public config). Answers are cached per request shape; a failed fetch is not.
 */
export function mapsService(options: MapsServiceOptions) {
  const doFetch = options.fetch ?? fetch;
  const scriptUrl = options.scriptUrl ?? GOOGLE_MAPS_SCRIPT_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  const cache = createTtlCache<string>({ ttlMs: options.cacheTtlMs ?? 10 * 60_000, maxEntries: 50 });

  async function fetchScript(url: URL): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new DomainError("UPSTREAM_UNAVAILABLE", "The maps script could not be fetched", { cause: String(error) });
    }
    const text = await response.text();
    if (!response.ok || text.length === 0 || text.length > MAX_SCRIPT_BYTES) {
      throw new DomainError("UPSTREAM_UNAVAILABLE", `The maps script answered ${response.status}`);
    }
    return text;
  }

  return {
    /** Whether a key is configured (the page may then try Google Maps; it never learns the key). */
    get available(): boolean {
      return Boolean(options.apiKey);
    },
    async loaderScript(request: MapsLoaderRequest): Promise<MapsLoaderScript> {
      if (!options.apiKey) return { available: false, script: unavailableScript(request.callback) };
      const url = new URL(scriptUrl);
      url.searchParams.set("key", options.apiKey);
      if (request.libraries.length > 0) url.searchParams.set("libraries", request.libraries.join(","));
      url.searchParams.set("language", request.language);
      url.searchParams.set("v", request.version);
      url.searchParams.set("callback", request.callback);
      const script = await cache.get(url.search, () => fetchScript(url));
      return { available: true, script };
    },
  };
}

export type MapsService = ReturnType<typeof mapsService>;
