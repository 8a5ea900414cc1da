import { sql } from "drizzle-orm";
import { customType, text } from "drizzle-orm/pg-core";

/**
 * Derived search keys, stored as generated columns so that indexes hold them and queries never
 * recompute them per row (the functions are in migrations/0003_search_functions.sql):
 * - search_name, lower(sobremesa_unaccent(name)), for accent-insensitive trigram search;
 * - earth_point, sobremesa_ll_to_earth(latitude, longitude), for earthdistance boxes and
 *   nearest-first (KNN) scans of a GiST index.
 * Queries must use these columns (not the expressions) to reach the indexes.
 */

/** earthdistance's `earth`: a 3-D point in metres from the Earth's centre (read back as cube text). */
const earth = customType<{ data: string; driverData: string }>({
  dataType: () => "earth",
});

/** lower(sobremesa_unaccent(name)): "Querétaro" -> "queretaro". */
export function searchNameColumn() {
  return text("search_name").notNull().generatedAlwaysAs(sql`lower(public.sobremesa_unaccent(name))`);
}

/** The row's latitude and longitude as an earthdistance point. */
export function earthPointColumn() {
  return earth("earth_point").notNull().generatedAlwaysAs(sql`public.sobremesa_ll_to_earth(latitude, longitude)`);
}
