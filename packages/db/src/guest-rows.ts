import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

/**
 * Gives a proven e-mail's guest rows of a table (no account, the same address in any case) to that
 * account, and answers how many. The rows are locked in id order first, so concurrent joins wait for
 * each other instead of deadlocking, and each row goes to the account once. One statement for every
 * table whose guests an account takes over (bookings, ticket orders).
 */
export async function joinGuestRows(
  db: Database,
  rows: { table: PgTable; id: PgColumn; userId: PgColumn; email: PgColumn },
  userId: string,
  email: string,
): Promise<number> {
  const { table, id, userId: owner, email: address } = rows;
  const result = (await db.execute(sql`
    update ${table} set ${sql.identifier(owner.name)} = ${userId}
     where ${id} in (
       select ${id} from ${table}
        where ${owner} is null and lower(${address}) = lower(${email})
        order by ${id}
        for update)
       and ${owner} is null
    returning ${id}`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
