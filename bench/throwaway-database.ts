// What the benches that start the real server on PostgreSQL share: a database of their own on the
// server of DATABASE_URL, dropped at the end, and a wait for the server to answer.
import { randomBytes } from "node:crypto";
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
