import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";

export function createRoutingRepository(db: Database) {
  return {
    async legacyRedirects(): Promise<{ fromPath: string; toPath: string }[]> {
      return db
        .select({ fromPath: schema.legacyRedirects.fromPath, toPath: schema.legacyRedirects.toPath })
        .from(schema.legacyRedirects);
    },
  };
}

export type RoutingRepository = ReturnType<typeof createRoutingRepository>;
