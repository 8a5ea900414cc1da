import type { Database } from "@sobremesa/db";
import { createRoutingRepository } from "./routing-repository.ts";

/** Old URL -> new path, loaded in one read so every request answers from memory. */
async function loadLegacyRedirects(db: Database): Promise<Map<string, string>> {
  const rows = await createRoutingRepository(db).legacyRedirects();
  return new Map(rows.map((row) => [row.fromPath, row.toPath]));
}

/**
 * What the router rules read from the catalogue: the table of old slugs, held in memory and read
 * again by `reload` once the demo seed has added its rows, and whether a place has a slug.
 */
export function routingService(db: Database) {
  const repository = createRoutingRepository(db);
  let legacy = new Map<string, string>();
  return {
    legacyTarget: (path: string): string | undefined => legacy.get(path),
    async reload(): Promise<number> {
      legacy = await loadLegacyRedirects(db);
      return legacy.size;
    },
    placeExists: (slug: string): Promise<boolean> => repository.placeSlugExists(slug),
  };
}

export type RoutingService = ReturnType<typeof routingService>;
