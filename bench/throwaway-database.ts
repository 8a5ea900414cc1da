// What the benches share: a database of their own (on the server of DATABASE_URL, or PGlite files in
// a temporary folder), removed at the end, and a wait for a started server to answer.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, openDatabase } from "@sobremesa/db";
import pg from "pg";

async function admin(serverUrl: string, sqlText: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<pid>_<random>` beside the server's databases, with a small pool on it. */
export async function throwawayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(3).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    pool,
    /** Closes the pool and drops the database, whoever is still connected. */
    async drop() {
      await pool.end();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/**
 * A throwaway database the bench process opens itself: PGlite files in a temporary folder, or a new
 * PostgreSQL database on DATABASE_URL's server (`label` names both); `dispose` closes and removes it.
 */
export async function openBenchDatabase(
  kind: "pglite" | "postgres",
  label: string,
): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  if (kind === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), `sobremesa-${label}-bench-`));
    const handle = await openDatabase({ dataDir: dir });
    return {
      handle,
      async dispose() {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("--database postgres needs DATABASE_URL (a server where we may create a database)");
  const database = await throwawayDatabase(serverUrl, `sobremesa_bench_${label.replaceAll("-", "_")}`);
  const handle = await openDatabase({ databaseUrl: database.url, poolMax: 10 });
  return {
    handle,
    async dispose() {
      await handle.close();
      await database.drop();
    },
  };
}
