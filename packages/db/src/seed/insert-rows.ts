import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";

/** Rows per INSERT statement. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Batched INSERTs that send each batch as one JSON parameter expanded by jsonb_to_recordset: one
 * round trip and one bind parameter per statement. On PGlite this halves the time of Drizzle's
 * multi-row VALUES (encoding thousands of parameters is its bottleneck); on PostgreSQL it is as fast.
 * Rows are keyed by the Drizzle property names (placeId), mapped here to the columns (place_id);
 * the columns are those of the first row, so every row must carry the same keys (null, not absent).
 */
export async function insertRows(
  db: Pick<Database, "execute">,
  table: PgTable,
  rows: readonly object[],
  ignoreConflicts = false,
): Promise<void> {
  if (rows.length === 0) return;
  const sample = rows[0]!;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in sample);
  const target = columns.map(([, column]) => `"${column.name}"`).join(", ");
  const source = columns.map(([key]) => `"${key}"`).join(", ");
  const shape = columns.map(([key, column]) => `"${key}" ${recordType(column.getSQLType())}`).join(", ");
  const conflict = ignoreConflicts ? " on conflict do nothing" : "";
  const name = getTableName(table);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT));
    await db.execute(
      sql`insert into ${sql.identifier(name)} (${sql.raw(target)}) select ${sql.raw(source)} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(shape)})${sql.raw(conflict)}`,
    );
  }
}

/** jsonb_to_recordset column types: a serial is an integer once it is a value. */
function recordType(sqlType: string): string {
  if (sqlType === "serial") return "integer";
  if (sqlType === "bigserial") return "bigint";
  return sqlType;
}
