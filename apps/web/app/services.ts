import type { CatalogService } from "@sobremesa/domain/catalog";
import type { SearchService } from "@sobremesa/domain/search";
import { createContext } from "react-router";

export interface PublicConfig {
  siteUrl: string;
  apiVersion: string;
  surfaces: { main: string; reservations: string; b2c: string; system: string };
  mapStyleUrl: string | undefined;
}

/** What the server hands every request: loaders read it with `context.get(servicesContext)`. */
export interface WebServices {
  catalog: CatalogService;
  /** Discovery: listing paths, listings, facets, locations (packages/domain/src/search). */
  search: SearchService;
  publicConfig: PublicConfig;
  requestId: string;
  /** The server's request logger (pino): lines carry the request id. */
  log: RequestLog;
}

export interface RequestLog {
  error(details: object, message?: string): void;
}

export const servicesContext = createContext<WebServices>();
