import type { Database } from "@sobremesa/db";
import { type SQL, sql } from "drizzle-orm";
import type { Position } from "./search-schemas.ts";

/* What the SQL of discovery shares: the taxonomy link tables, id lists, LIKE escaping, earth points. */

export type Row = Record<string, unknown>;

export const LINKS = {
  cuisine: { table: sql.raw("place_cuisines"), item: sql.raw("cuisine_id") },
  "food-type": { table: sql.raw("place_food_types"), item: sql.raw("food_type_id") },
  amenity: { table: sql.raw("place_amenities"), item: sql.raw("amenity_id") },
} as const;
export type LinkClass = keyof typeof LINKS;

export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** `%`, `_` and `\` in visitor text are literal characters, not LIKE wildcards. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

export const earthOf = (position: Position) =>
  sql`public.sobremesa_ll_to_earth(${position.latitude}::float8, ${position.longitude}::float8)`;

/** Runs a query and gives its rows. */
export function queryRows(db: Database) {
  return async function rows<T>(query: SQL): Promise<T[]> {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };
}
