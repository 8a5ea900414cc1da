import type { Database } from "@sobremesa/db";
import { geographyRepository } from "./geography-repository.ts";
import { listingRepository } from "./listing-repository.ts";
import { listingBuilders } from "./listing-sql-repository.ts";
import { placeRepository } from "./place-repository.ts";
import { locationsQuery, typeaheadRepository } from "./typeahead-repository.ts";

/** Discovery queries in SQL, composed by concern; `builders` give the SQL each runs, for `explain`. */
export function createSearchRepository(db: Database) {
  return {
    builders: { ...listingBuilders, locations: locationsQuery },
    ...listingRepository(db),
    ...typeaheadRepository(db),
    ...geographyRepository(db),
    ...placeRepository(db),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
