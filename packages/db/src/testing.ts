import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";
import { loadReferenceData, seedDemoData } from "./seed/index.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of the throwaway PostgreSQL database, or undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Also load the reference data (countries, cities, taxonomies) that seeding starts with. */
  referenceData?: boolean;
  /** Also seed this many demo places (with the reference data): `seedDemoData`'s database, made once per run. */
  places?: number;
  /** The PostgreSQL server to create the database on; none (the default without DATABASE_URL) for PGlite. */
  serverUrl?: string | undefined;
}

/**
 * The id of one test run's database templates (set by the integration projects' config): they live
 * in a folder of PGlite data dumps and in PostgreSQL template databases named after it, which the
 * run's global setup removes at the end. Without it every database is built from scratch.
 */
export const TEMPLATES_ENV = "SOBREMESA_TEST_TEMPLATES";

/** Where a test run keeps its templates: PGlite's dumps in `dir`, PostgreSQL's databases named `prefix_*`. */
export function testTemplates(runId: string | undefined): { dir: string; prefix: string } | undefined {
  if (!runId || !/^[a-z0-9_]+$/.test(runId)) return undefined;
  return { dir: path.join(tmpdir(), `sobremesa-templates-${runId}`), prefix: `sobremesa_tpl_${runId}` };
}

/** One state a test database can start in, built from the state before it. */
interface DatabaseState {
  key: string;
  parent: DatabaseState | undefined;
  build(handle: DatabaseHandle): Promise<unknown>;
}

const MIGRATED: DatabaseState = { key: "migrated", parent: undefined, build: runMigrations };
const REFERENCE: DatabaseState = { key: "reference", parent: MIGRATED, build: (handle) => loadReferenceData(handle) };

function stateOf(options: TestDatabaseOptions): DatabaseState {
  const places = options.places ?? 0;
  if (!Number.isInteger(places) || places < 0)
    throw new Error(`createTestDatabase: places must be >= 0, got ${places}`);
  if (places > 0) {
    return { key: `seeded_${places}`, parent: REFERENCE, build: (handle) => seedDemoData(handle, { places }) };
  }
  return options.referenceData ? REFERENCE : MIGRATED;
}

/**
 * A fresh database for one test file: an in-memory PGlite, or, when DATABASE_URL points at a server,
 * a new PostgreSQL database created for this run and dropped afterwards. Within a test run, the first
 * file to need a given state (migrated, with the reference data, seeded with N places) builds it once
 * as a template; the others start from a copy of it (migrating and seeding took most of a file's time).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = "serverUrl" in options ? options.serverUrl : process.env.DATABASE_URL;
  const templates = testTemplates(process.env[TEMPLATES_ENV]);
  const state = stateOf(options);
  if (!serverUrl) {
    const handle = await pgliteIn(state, templates?.dir);
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const name = `sobremesa_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (templates) {
    await cloneDatabase(serverUrl, await ensurePostgresTemplate(serverUrl, templates.prefix, state), name);
  } else {
    await adminQuery(serverUrl, `create database ${name}`);
  }
  // Nothing in a test database has to outlive a crash of the server: a commit need not wait for its
  // WAL to reach the disk (3 ms a commit on this machine kind, thousands of commits a run).
  await adminQuery(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolMax: 20 });
  if (!templates) for (const step of lineage(state)) await step.build(handle);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The states from an empty database to `state`, oldest first. */
function lineage(state: DatabaseState): DatabaseState[] {
  return state.parent ? [...lineage(state.parent), state] : [state];
}

/**
 * A dump as PGlite reads it (it asks only for the bytes): a Blob made from a Buffer hands a 45 MB
 * dump back in small chunks, a second of CPU for every test database.
 */
class DumpBlob extends Blob {
  readonly #bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    super([], { type: "application/x-tar" });
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes.slice().buffer);
  }
}

/** Enough for a test's few megabytes of rows (see DatabaseOptions.pgliteSharedBuffersMb). */
const TEST_SHARED_BUFFERS_MB = 16;

/**
 * A PGlite database in `state`: loaded from the run's dump of it, or built from the state before it
 * (itself loaded or built) and, in a test run with templates, dumped for the next files.
 */
async function pgliteIn(state: DatabaseState, dumps: string | undefined): Promise<DatabaseHandle> {
  const dump = dumps && path.join(dumps, `pglite-${state.key}.tar`);
  if (dump && existsSync(dump))
    return openDatabase({
      loadDataDir: new DumpBlob(readFileSync(dump)),
      pgliteSharedBuffersMb: TEST_SHARED_BUFFERS_MB,
    });
  const handle = state.parent
    ? await pgliteIn(state.parent, dumps)
    : await openDatabase({ pgliteSharedBuffersMb: TEST_SHARED_BUFFERS_MB });
  await state.build(handle);
  if (dump) {
    const client = (handle.native as { client: PGlite }).client;
    const data = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
    // Written aside then renamed: a file reading it meanwhile sees the whole dump or none.
    const partial = `${dump}.${process.pid}.${randomBytes(4).toString("hex")}`;
    mkdirSync(path.dirname(dump), { recursive: true });
    writeFileSync(partial, data);
    renameSync(partial, dump);
  }
  return handle;
}

/**
 * The template database of `state`, made when no file of this run has made it yet: built under a
 * name of its own from its parent's template, then renamed, so that a template under its final name
 * is always complete. Two files racing both build one; the loser drops its copy.
 */
async function ensurePostgresTemplate(serverUrl: string, prefix: string, state: DatabaseState): Promise<string> {
  const template = `${prefix}_${state.key}`;
  if (await databaseExists(serverUrl, template)) return template;
  const building = `${template}_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (state.parent) {
    await cloneDatabase(serverUrl, await ensurePostgresTemplate(serverUrl, prefix, state.parent), building);
  } else {
    await adminQuery(serverUrl, `create database ${building}`);
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, building), poolMax: 2 });
  try {
    await state.build(handle);
  } finally {
    await handle.close();
  }
  try {
    await whileInUse(() => adminQuery(serverUrl, `alter database ${building} rename to ${template}`));
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${building} with (force)`);
    if (!DUPLICATE_DATABASE.includes((error as { code?: string }).code ?? "")) throw error;
  }
  return template;
}

/** PostgreSQL copies a database only while nobody is connected to it: a closed pool's connections may linger a moment. */
function cloneDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  return whileInUse(() => adminQuery(serverUrl, `create database ${name} template ${template}`));
}

const OBJECT_IN_USE = "55006";
// Two renames to one name at the same moment both pass the name check; the loser then meets the
// catalogue's unique index (23505) rather than duplicate_database (42P04).
const DUPLICATE_DATABASE = ["42P04", "23505"];

async function whileInUse(step: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query("select 1 from pg_database where datname = $1", [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
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
