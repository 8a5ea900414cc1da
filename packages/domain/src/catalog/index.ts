import type { Database } from "@sobremesa/db";
import { createCatalogRepository } from "./catalog-repository.ts";
import { createCatalogService } from "./catalog-service.ts";

export * from "./catalog-schemas.ts";
export { type CatalogService, CHAIN_MIN_CITIES, type ChainsPage } from "./catalog-service.ts";
export { coverArtSvg, shareImageSvg } from "./cover-art.ts";

export function catalogService(db: Database, options: { cacheTtlMs?: number } = {}) {
  return createCatalogService(createCatalogRepository(db), { cacheTtlMs: options.cacheTtlMs ?? 60_000 });
}
