import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of the throwaway PostgreSQL database, or undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when DATABASE_URL points
 * at a server, a new PostgreSQL database created for this run and dropped afterwards.
 */
export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!serverUrl) {
    const handle = await openDatabase({});
    await runMigrations(handle);
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const name = `sobremesa_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolMax: 20 });
  await runMigrations(handle);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(serverUrl: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}
