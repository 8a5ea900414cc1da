import type { Database } from "@sobremesa/db";
import { createRoutingRepository } from "./routing-repository.ts";

/** Old URL -> new path, loaded in one read so every request answers from memory. */
export async function loadLegacyRedirects(db: Database): Promise<Map<string, string>> {
  const rows = await createRoutingRepository(db).legacyRedirects();
  return new Map(rows.map((row) => [row.fromPath, row.toPath]));
}
