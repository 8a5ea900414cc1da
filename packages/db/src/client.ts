import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { DatabaseUnavailableError } from "./errors.ts";
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
  /** A PGlite data dump (dumpDataDir) to start from instead of an empty cluster (test templates). */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite's shared buffers in megabytes (PostgreSQL's default, 128, when absent). A test database
   * holds a few megabytes: zeroing 128 MB of buffers was about 40% of the CPU of opening one.
   */
  pgliteSharedBuffersMb?: number;
  poolMax?: number;
  /** PostgreSQL URL of a read replica of databaseUrl, behind `reads` (else `reads` is a second pool on the primary). */
  replicaUrl?: string | undefined;
  /** How many distinct statements of the primary pool are kept prepared (see preparingClient); 0 for none. */
  preparedStatements?: number;
}

const pgliteExtensions = { pg_trgm, unaccent, btree_gist, cube, earthdistance, citext, pgcrypto };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.poolMax ?? 10,
      options.replicaUrl,
      options.preparedStatements ?? 256,
    );
  if (options.replicaUrl) throw new Error("a read replica needs a PostgreSQL primary (databaseUrl)");
  return openPglite(options);
}

async function openPglite({ dataDir, loadDataDir, pgliteSharedBuffersMb }: DatabaseOptions): Promise<DatabaseHandle> {
  const location = dataDir && dataDir !== "memory://" ? dataDir : undefined;
  if (location) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location, {
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(pgliteSharedBuffersMb ? { postgresqlconf: `shared_buffers = ${pgliteSharedBuffersMb}MB` } : {}),
  });
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

const POINT_READ = "/* point read */ ";
const isPointRead = (text: string) => text.startsWith(POINT_READ);
const PLANNED_EACH_TIME = "/* planned each time */ ";
const mayPrepare = (text: string) => !text.startsWith(PLANNED_EACH_TIME);

/** Ids as one array parameter ("{1,2,3}", for `= any(...::int[])`): one placeholder however many. */
export const idArray = (ids: readonly number[]) => `{${ids.join(",")}}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Uuids as one array parameter (for `= any(...::uuid[])`): a batch of any size is one statement
 * text, prepared once per connection, where `in ($1, $2, ...)` made a statement per batch size.
 */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!UUID.test(id)) throw new TypeError(`not a uuid: ${JSON.stringify(id).slice(0, 60)}`);
  return `{${ids.join(",")}}`;
}

/**
 * Marks a read by key with a fixed text (a place by its slug, its hours by its id) for the read pool
 * to prepare as the primary pool does every statement: planning such a read cost several times
 * running it. The read pool's other statements (searches, whose text and plans follow their filters)
 * stay unnamed.
 */
export function pointRead(query: SQL): SQL {
  return sql`${sql.raw(POINT_READ)}${query}`;
}

/**
 * Marks a statement the primary pool must not prepare: one over a table whose size swings (the
 * outbox, empty at rest and thousands deep behind a burst), where a generic plan made while it was
 * small would stay, scanning the whole table for every row, long after it grew.
 */
export function plannedEachTime(query: SQL): SQL {
  return sql`${sql.raw(PLANNED_EACH_TIME)}${query}`;
}

/**
 * A pg client that sends every parameterised statement as a named (prepared) one, so that each
 * connection parses it once and PostgreSQL may reuse its plan: planning was about as much of the
 * database's CPU as executing under the load benchmark (half a millisecond for a place's summary by
 * slug, against 0.08 ms to run it). The names are shared by every connection (each prepares a name the
 * first time it runs it). The first `capacity` distinct texts get one, so a statement built with a
 * varying number of rows or values cannot make every connection hold an unbounded number of them.
 * Only the primary pool's point reads and writes use it: the read pool's searches vary their filters,
 * and a generic plan there could not use what a custom plan sees in the parameters.
 */
function preparingClient(capacity: number, named: (text: string) => boolean = () => true): typeof pg.Client {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= capacity) return known;
    const name = `sobremesa_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  return class PreparingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query() is a set of overloads; this forwards them all.
    override query(config: any, values?: any, callback?: any): any {
      const parameterised = Array.isArray(values)
        ? values.length > 0
        : Array.isArray(config?.values) && config.values.length > 0;
      if (
        parameterised &&
        typeof config === "object" &&
        typeof config.text === "string" &&
        config.name === undefined &&
        named(config.text)
      ) {
        const name = nameOf(config.text);
        if (name) return super.query({ ...config, name }, values, callback);
      }
      return super.query(config, values, callback);
    }
  };
}

/**
 * A pool whose failures to hand out a connection are DatabaseUnavailableError. Drizzle wraps the
 * errors of queries, but a transaction takes its connection before any query: without this, a
 * refused connection reached a transaction's caller as a bare network error, which nothing could
 * tell from a bug (a 500 instead of a 503 while the database restarts).
 */
class DatabasePool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's connect() is a promise or a callback (pool.query uses the latter).
  override connect(callback?: any): any {
    if (typeof callback === "function")
      return super.connect((error, client, release) =>
        callback(error ? new DatabaseUnavailableError(error) : error, client, release),
      );
    return super.connect().catch((error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
  }
}

function postgresPool(url: string, max: number, Client?: typeof pg.Client): pg.Pool {
  const pool = new DatabasePool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    ...(Client ? { Client } : {}),
  });
  // A client losing its connection (database restart, network partition) emits "error". The pool
  // listens while a client is idle; a lent one (a transaction, an advisory lock) has no listener, and
  // an unheard error event kills the process. Its running query fails on its own, and the pool drops
  // the dead client when it comes back, so hearing the event is all that is needed.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

async function openPostgres(
  databaseUrl: string,
  poolMax: number,
  replicaUrl: string | undefined,
  preparedStatements: number,
): Promise<DatabaseHandle> {
  const pool = postgresPool(
    databaseUrl,
    poolMax,
    preparedStatements > 0 ? preparingClient(preparedStatements, mayPrepare) : undefined,
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const readPool = postgresPool(
    replicaUrl ?? databaseUrl,
    poolMax,
    preparedStatements > 0 ? preparingClient(preparedStatements, isPointRead) : undefined,
  );
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
