import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The Drizzle database both drivers give: repositories see only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  /**
   * Where reads that tolerate replication lag go (search, listings, page data): the read replica's
   * pool when one is configured, otherwise a second pool on the primary, so that a flood of searches
   * queues for its own connections and never for those bookings and payments write through. PGlite
   * has one connection: there it is `db` itself. Never write through it.
   */
  reads: Database;
  /** Runs raw SQL text with no parameters (several statements allowed). */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Runs fn on one dedicated connection holding an advisory lock, so that several instances starting
   * together migrate and seed one after the other.
   */
  exclusive<T>(lockKey: number, fn: (db: Database) => Promise<T>): Promise<T>;
  /** What a library with its own driver (the job queue) needs to reach the same database. */
  native: { kind: "pglite"; client: PGlite } | { kind: "postgres"; url: string };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; "memory://" (or undefined) keeps it in memory. */
  dataDir?: string | undefined;
  poolMax?: number;
  /** PostgreSQL URL of a read replica of databaseUrl, behind `reads` (else `reads` is a second pool on the primary). */
  replicaUrl?: string | undefined;
}

const pgliteExtensions = { pg_trgm, unaccent, btree_gist, cube, earthdistance, citext, pgcrypto };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolMax ?? 10, options.replicaUrl);
  if (options.replicaUrl) throw new Error("a read replica needs a PostgreSQL primary (databaseUrl)");
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const location = dataDir && dataDir !== "memory://" ? dataDir : undefined;
  if (location) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, { extensions: pgliteExtensions });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    reads: db,
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    async query(sqlText, params = []) {
      const result = await client.query(sqlText, params);
      return result.rows as never[];
    },
    exclusive(_lockKey, fn) {
      // PGlite has one connection and one process: nothing else can interleave.
      return fn(db);
    },
    native: { kind: "pglite", client },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function postgresPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  return pool;
}

async function openPostgres(databaseUrl: string, poolMax: number, replicaUrl?: string): Promise<DatabaseHandle> {
  const pool = postgresPool(databaseUrl, poolMax);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const readPool = postgresPool(replicaUrl ?? databaseUrl, poolMax);
  let closed = false;
  return {
    kind: "postgres",
    db,
    reads: drizzlePg({ client: readPool, schema }) as unknown as Database,
    async exec(sqlText) {
      await pool.query(sqlText);
    },
    async query(sqlText, params = []) {
      const result = await pool.query(sqlText, params);
      return result.rows;
    },
    async exclusive(lockKey, fn) {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [lockKey]);
        try {
          return await fn(drizzlePg({ client: connection, schema }) as unknown as Database);
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [lockKey]);
        }
      } finally {
        connection.release();
      }
    },
    native: { kind: "postgres", url: databaseUrl },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}
