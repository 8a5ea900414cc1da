// What the benches that seed a database of their own in this process share (bench/discovery.ts,
// bench/bookable-times.ts): their command line, their progress and figure lines, and the seeding.
import { parseArgs } from "node:util";
import { type DatabaseHandle, runMigrations, seedDemoData } from "@sobremesa/db";
import { openBenchDatabase } from "./throwaway-database.ts";

/** The nearest-rank percentile of ascending values. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/**
 * `--places` (100000), `--database postgres|pglite` (pglite), `--runs` (300) and `--warmup` (30);
 * progress lines go to stderr under the bench's name, figures to stdout as JSON lines that carry
 * the database, the size and the runs.
 */
export function seededBenchOptions(name: string) {
  const { values } = parseArgs({
    options: {
      places: { type: "string", default: "100000" },
      database: { type: "string", default: "pglite" },
      runs: { type: "string", default: "300" },
      warmup: { type: "string", default: "30" },
    },
  });
  const places = Number(values.places);
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);
  if (!Number.isInteger(places) || places < 1) throw new Error("--places expects a whole number");
  const kind = (["pglite", "postgres"] as const).find((known) => known === values.database);
  if (!kind) throw new Error("--database expects postgres or pglite");
  const log = (line: string) => console.error(`[${name} bench] ${line}`);
  const emit = (line: Record<string, unknown>) =>
    console.info(JSON.stringify({ ...line, database: kind, places, runs }));
  return { places, runs, warmup, kind, log, emit };
}

/**
 * A throwaway database (see openBenchDatabase) migrated and seeded with that many demo places, then
 * analysed as autovacuum would after a bulk load on PostgreSQL (PGlite has no autovacuum, so the
 * same statement stands in for it).
 */
export async function seededBenchDatabase(options: {
  kind: "pglite" | "postgres";
  label: string;
  places: number;
  log: (line: string) => void;
}): Promise<{ handle: DatabaseHandle; dispose(): Promise<void> }> {
  const { kind, label, places, log } = options;
  const database = await openBenchDatabase(kind, label);
  try {
    await runMigrations(database.handle);
    log(`seeding ${places} places on ${kind}...`);
    const report = await seedDemoData(database.handle, { places, log });
    await database.handle.exec("vacuum analyze");
    log(`seeded ${report.places} places in ${report.durationMs} ms`);
    return database;
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
