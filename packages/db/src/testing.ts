import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";
import { loadReferenceData } from "./seed/index.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of the throwaway PostgreSQL database, or undefined on PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Also load the reference data (countries, cities, taxonomies) that seeding starts with. */
  referenceData?: boolean;
  /** The PostgreSQL server to create the database on; none (the default without DATABASE_URL) for PGlite. */
  serverUrl?: string | undefined;
}

/**
 * The id of one test run's database templates (set by the integration projects' config): they live
 * in a folder of PGlite data dumps and in PostgreSQL template databases named after it, which the
 * run's global setup removes at the end. Without it every database is migrated from scratch.
 */
export const TEMPLATES_ENV = "SOBREMESA_TEST_TEMPLATES";

/** Where a test run keeps its templates: PGlite's dumps in `dir`, PostgreSQL's databases named `prefix_*`. */
export function testTemplates(runId: string | undefined): { dir: string; prefix: string } | undefined {
  if (!runId || !/^[a-z0-9_]+$/.test(runId)) return undefined;
  return { dir: path.join(tmpdir(), `sobremesa-templates-${runId}`), prefix: `sobremesa_tpl_${runId}` };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when DATABASE_URL points
 * at a server, a new PostgreSQL database created for this run and dropped afterwards. Within a test
 * run, the first file to need a given state builds it once as a template (migrating a database took
 * most of a small test file's time); the others start from a copy of it.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = "serverUrl" in options ? options.serverUrl : process.env.DATABASE_URL;
  const templates = testTemplates(process.env[TEMPLATES_ENV]);
  const key = options.referenceData ? "reference" : "migrated";
  if (!serverUrl) {
    const dump = templates && path.join(templates.dir, `pglite-${key}.tar`);
    const handle =
      dump && existsSync(dump)
        ? await openDatabase({ loadDataDir: new Blob([readFileSync(dump)]) })
        : await preparePglite(options, dump);
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const name = `sobremesa_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (templates) {
    const template = `${templates.prefix}_${key}`;
    await ensurePostgresTemplate(serverUrl, template, options);
    await cloneDatabase(serverUrl, template, name);
  } else {
    await adminQuery(serverUrl, `create database ${name}`);
  }
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolMax: 20 });
  if (!templates) await prepare(handle, options);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function prepare(handle: DatabaseHandle, options: TestDatabaseOptions): Promise<void> {
  await runMigrations(handle);
  if (options.referenceData) await loadReferenceData(handle);
}

/** Builds a PGlite database from scratch and, in a test run with templates, saves its dump for the next files. */
async function preparePglite(options: TestDatabaseOptions, dump: string | undefined): Promise<DatabaseHandle> {
  const migratedDump = dump && options.referenceData ? dump.replace(/-reference\.tar$/, "-migrated.tar") : undefined;
  const handle =
    migratedDump && existsSync(migratedDump)
      ? await openDatabase({ loadDataDir: new Blob([readFileSync(migratedDump)]) })
      : await openDatabase({});
  await prepare(handle, options);
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
 * Makes the template database when no file of this run has made it yet: built under a name of its
 * own, then renamed, so that a template under its final name is always complete. Two files racing
 * both build one; the loser drops its copy.
 */
async function ensurePostgresTemplate(serverUrl: string, template: string, options: TestDatabaseOptions) {
  if (await databaseExists(serverUrl, template)) return;
  const building = `${template}_${process.pid}_${randomBytes(4).toString("hex")}`;
  if (options.referenceData) {
    await ensurePostgresTemplate(serverUrl, template.replace(/_reference$/, "_migrated"), {});
    await cloneDatabase(serverUrl, template.replace(/_reference$/, "_migrated"), building);
  } else {
    await adminQuery(serverUrl, `create database ${building}`);
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, building), poolMax: 2 });
  try {
    if (options.referenceData) await loadReferenceData(handle);
    else await runMigrations(handle);
  } finally {
    await handle.close();
  }
  try {
    await whileInUse(() => adminQuery(serverUrl, `alter database ${building} rename to ${template}`));
  } catch (error) {
    await adminQuery(serverUrl, `drop database if exists ${building} with (force)`);
    if ((error as { code?: string }).code !== DUPLICATE_DATABASE) throw error;
  }
}

/** PostgreSQL copies a database only while nobody is connected to it: a closed pool's connections may linger a moment. */
function cloneDatabase(serverUrl: string, template: string, name: string): Promise<void> {
  return whileInUse(() => adminQuery(serverUrl, `create database ${name} template ${template}`));
}

const OBJECT_IN_USE = "55006";
const DUPLICATE_DATABASE = "42P04";

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
