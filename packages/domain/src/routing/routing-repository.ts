import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { eq } from "drizzle-orm";

export function createRoutingRepository(db: Database) {
  return {
    async legacyRedirects(): Promise<{ fromPath: string; toPath: string }[]> {
      return db
        .select({ fromPath: schema.legacyRedirects.fromPath, toPath: schema.legacyRedirects.toPath })
        .from(schema.legacyRedirects);
    },
    async placeSlugExists(slug: string): Promise<boolean> {
      const rows = await db
        .select({ id: schema.places.id })
        .from(schema.places)
        .where(eq(schema.places.slug, slug))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type RoutingRepository = ReturnType<typeof createRoutingRepository>;
