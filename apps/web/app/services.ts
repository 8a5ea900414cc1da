import type { CatalogService } from "@sobremesa/domain/catalog";
import { createContext } from "react-router";

export interface PublicConfig {
  siteUrl: string;
  apiVersion: string;
  surfaces: { main: string; reservations: string; b2c: string; system: string };
}

/** What the server hands every request: loaders read it with `context.get(servicesContext)`. */
export interface WebServices {
  catalog: CatalogService;
  publicConfig: PublicConfig;
  requestId: string;
  /** The server's request logger (pino): lines carry the request id. */
  log: RequestLog;
}

export interface RequestLog {
  error(details: object, message?: string): void;
}

export const servicesContext = createContext<WebServices>();
