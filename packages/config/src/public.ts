import type { Config } from "./index.ts";

/** The only configuration the browser ever sees: no secrets, no internal addresses. */
export interface PublicConfig {
  siteUrl: string;
  apiVersion: string;
  surfaces: Config["surfaces"];
}

export const API_VERSION = "6.1.1";

export function publicConfig(config: Config): PublicConfig {
  return { siteUrl: config.siteUrl, apiVersion: API_VERSION, surfaces: config.surfaces };
}
