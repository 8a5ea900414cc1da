// The bench's databases on the PostgreSQL server: a seeded one kept per size, copied for each run.
import {
  appliedMigrationCount,
  expectedMigrationCount,
  openDatabase,
  runMigrations,
  seedDemoData,
} from "@sobremesa/db";
import pg from "pg";
import { emit, fresh, log, places, serverUrl } from "./profiles.ts";

export function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
export async function admin(sqlText: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sqlText, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * The seeded database of this size, built once (seeding 100,000 places takes minutes) and rebuilt
 * when the code ships migrations it lacks. It is built under another name and renamed when complete,
 * so an interrupted seed is never taken for a cached one.
 */
export async function cachedDatabase(): Promise<string> {
  const name = `sobremesa_bench_${places % 1000 === 0 ? `${places / 1000}k` : places}`;
  const exists = (await admin("select 1 from pg_database where datname = $1", [name])).length > 0;
  if (exists && !fresh) {
    const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolMax: 1 });
    const applied = await appliedMigrationCount(handle).finally(() => handle.close());
    if (applied === expectedMigrationCount()) {
      emit({ figure: "seed", database: name, cached: true });
      return name;
    }
    log(`${name} has ${applied} migrations, the code ${expectedMigrationCount()}: seeding it again`);
  }
  const building = `${name}_building`;
  await admin(`drop database if exists ${building} with (force)`);
  await admin(`create database ${building}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(building), poolMax: 10 });
  const started = performance.now();
  try {
    await runMigrations(handle);
    log(`seeding ${places} places into ${building}...`);
    await seedDemoData(handle, { places, log });
    // What the server does after its own start-up seed: statistics for the planner, visibility maps.
    await handle.exec("vacuum analyze");
  } finally {
    await handle.close();
  }
  const ms = Math.round(performance.now() - started);
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`alter database ${building} rename to ${name}`);
  emit({ figure: "seed", database: name, cached: false, ms });
  return name;
}
