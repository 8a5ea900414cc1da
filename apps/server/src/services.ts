import type { DatabaseHandle } from "@sobremesa/db";
import { catalogService } from "@sobremesa/domain/catalog";
import { searchService } from "@sobremesa/domain/search";

/** Domain services shared by the HTTP surfaces and the server-rendered pages (no HTTP hop to ourselves). */
export function createServices(database: DatabaseHandle) {
  return {
    catalog: catalogService(database.db),
    search: searchService(database.db, { concurrentQueries: database.kind === "postgres" }),
  };
}

export type Services = ReturnType<typeof createServices>;
