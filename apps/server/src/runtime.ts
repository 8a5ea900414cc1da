import { fileURLToPath } from "node:url";
import type { Config } from "@sobremesa/config";
import { type DatabaseHandle, loadReferenceData, openDatabase, runMigrations, seedDemoData } from "@sobremesa/db";

/** Where `npm run build` leaves the React Router app. */
export const webBuildDir = fileURLToPath(new URL("../../web/build", import.meta.url));

/**
 * Opens the configured database (PGlite in DATA_DIR, or PostgreSQL), applies migrations and loads
 * the reference data (countries, cities, taxonomies) when missing.
 */
export async function prepareDatabase(
  config: Config,
  log: (line: string) => void = (line) => console.info(line),
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolMax: config.databasePoolMax,
    preparedStatements: config.databasePreparedStatements,
  });
  await runMigrations(database);
  await loadReferenceData(database, log);
  return database;
}

export async function seedIfEnabled(config: Config, database: DatabaseHandle, log: (line: string) => void) {
  if (!config.seedDemo) return;
  // The demo staff accounts have a published password: never in production.
  const report = await seedDemoData(database, { places: config.seedPlaces, log, demoAccounts: !config.isProduction });
  if (!report.seeded) return;
  log(`demo data: ${report.places} places in ${report.cities} cities (${report.durationMs} ms)`);
  // Fresh statistics and visibility maps, so the planner picks the search indexes (index-only scans).
  await database.exec("vacuum analyze");
}
