import type { DatabaseHandle } from "@sobremesa/db";
import { catalogService } from "@sobremesa/domain/catalog";

/** Domain services shared by the HTTP surfaces and the server-rendered pages (no HTTP hop to ourselves). */
export function createServices(database: DatabaseHandle) {
  return {
    catalog: catalogService(database.db),
  };
}

export type Services = ReturnType<typeof createServices>;
