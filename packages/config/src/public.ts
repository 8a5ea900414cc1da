import { API_VERSION } from "@sobremesa/contracts";
import type { Config } from "./index.ts";

/** The only configuration the browser ever sees: no secrets, no internal addresses. */
export interface PublicConfig {
  siteUrl: string;
  apiVersion: string;
  surfaces: Config["surfaces"];
  /** MapLibre style of the base map; without it maps show markers over a plain background. */
  mapStyleUrl: string | undefined;
  /**
   * Whether the maps loader can give Google Maps (a key is configured on the server). The key itself
   * stays there: the page asks the loader for the script instead.
   */
  googleMaps: boolean;
}

export function publicConfig(config: Config): PublicConfig {
  return {
    siteUrl: config.siteUrl,
    apiVersion: API_VERSION,
    surfaces: config.surfaces,
    mapStyleUrl: config.mapStyleUrl,
    googleMaps: Boolean(config.googleMaps.key),
  };
}
