import { asc, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/**
 * The first id of every run of `size` rows matching `where`, in id order: the bounds of pages that
 * are then read as id ranges on the primary key, without OFFSET over the whole table.
 */
export async function idPageStarts(
  db: Database,
  table: PgTable,
  id: PgColumn,
  where: SQL | undefined,
  size: number,
): Promise<number[]> {
  const numbered = db
    .select({ id, n: sql<number>`row_number() over (order by ${id})`.as("n") })
    .from(table)
    .where(where)
    .as("numbered");
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${size} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((row) => Number(row.id));
}
