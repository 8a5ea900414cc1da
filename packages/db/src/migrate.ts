import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

interface Journal {
  entries: { tag: string }[];
}

/** Number of migrations this build ships; /readyz compares it with what the database has applied. */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as Journal;
  return journal.entries.length;
}

/** Applies pending migrations. Several instances starting at once serialise on an advisory lock. */
export async function runMigrations(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  await handle.exclusive(MIGRATION_LOCK, async (db) => {
    if (handle.kind === "pglite") await migratePglite(db as never, { migrationsFolder: folder });
    else await migratePg(db as never, { migrationsFolder: folder });
  });
}

const MIGRATION_LOCK = 727_274;

export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const [table] = await handle.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!table?.present) return 0;
  const [row] = await handle.query<{ count: number }>(
    "select count(*)::int as count from drizzle.__drizzle_migrations",
  );
  return row?.count ?? 0;
}
