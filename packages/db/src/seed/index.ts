import { countDistinct, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, DatabaseHandle } from "../client.ts";
import {
  amenities,
  appMeta,
  categories,
  cities,
  colonies,
  countries,
  cuisines,
  foodTypes,
  placeAmenities,
  placeCuisines,
  placeFoodTypes,
  placeHours,
  places,
  states,
} from "../schema/index.ts";
import { seedExperiences } from "./experiences.ts";
import { DEFAULT_SEED, generatePlaceBatches } from "./generate.ts";
import { loadGeo } from "./geo.ts";
import { insertRows } from "./insert-rows.ts";
import { buildLegacyRedirects } from "./legacy-redirects.ts";
import { seedMenus } from "./menus.ts";
import { seedOrganizers } from "./organizers.ts";
import { seedPartners } from "./partners.ts";
import { seedStore } from "./store.ts";
import { seedStorePartners } from "./store-partners.ts";
import { amenityRows, categoryRows, cuisineRows, foodTypeRows } from "./taxonomy.ts";
import { seedVenues } from "./venue-seed.ts";

export { DEFAULT_SEED } from "./generate.ts";
export { type GeoCatalogue, loadGeo } from "./geo.ts";
export { DEMO_ORGANIZER_EMAILS, DEMO_ORGANIZERS } from "./organizers.ts";
export { DEMO_PARTNER_EMAILS, DEMO_PARTNER_PASSWORD } from "./partners.ts";
export { DEMO_STORE_PARTNER_EMAILS } from "./store-partners.ts";
export { buildLegacyRedirects };

export interface SeedOptions {
  /** How many demo places to generate when the places table is empty (the app uses 2,000). */
  places: number;
  /** PRNG seed; the same seed gives the same data. Default 20261121. */
  seed?: number;
  log?: (line: string) => void;
  /**
   * Also create the partner console's demo staff accounts (known e-mails, a published password).
   * Never in production: the server passes false there.
   */
  demoAccounts?: boolean;
}

export interface SeedReport {
  /** True when this call generated places; false when the database already held some. */
  seeded: boolean;
  /** Places in the database after the call. */
  places: number;
  /** Distinct cities those places are in. */
  cities: number;
  durationMs: number;
}

/** Bump when generation changes, so app_meta tells which generator produced a database's data. */
export const SEED_VERSION = 1;
export const DEMO_SEED_META_KEY = "demo_seed";
/** Advisory lock held while seeding, so instances starting together never seed twice. */
export const SEED_LOCK = 727_275;

/** Places generated (and inserted) per batch; child rows go in the same batch. */
const PLACES_PER_BATCH = 1_000;

/**
 * Loads the geographic catalogue and the taxonomies (idempotent upserts), then, only when the places
 * table is empty, generates options.places deterministic demo places with their cuisines, food
 * types, amenities and opening hours in one transaction, and records what it did in app_meta.
 */
export async function seedDemoData(handle: DatabaseHandle, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const seed = options.seed ?? DEFAULT_SEED;
  if (!Number.isInteger(options.places) || options.places < 0) {
    throw new Error(`seedDemoData: places must be a whole number >= 0, got ${options.places}`);
  }
  if (!Number.isInteger(seed)) throw new Error(`seedDemoData: seed must be an integer, got ${seed}`);

  // The advisory lock serialises processes; this serialises calls within one process (PGlite has no lock).
  const previous = inProcess.get(handle) ?? Promise.resolve();
  const run = previous
    .catch(() => {})
    .then(() => handle.exclusive(SEED_LOCK, (db) => seedLocked(db, options, seed, started, log)));
  inProcess.set(handle, run);
  return run;
}

const inProcess = new WeakMap<DatabaseHandle, Promise<SeedReport>>();

async function seedLocked(
  db: Database,
  options: SeedOptions,
  seed: number,
  started: number,
  log: (line: string) => void,
): Promise<SeedReport> {
  await upsertCatalogue(db, log);

  const today = new Date().toISOString().slice(0, 10);
  if ((await db.$count(places)) > 0) {
    await buildLegacyRedirects(db);
    // A database seeded before reservations existed gets its places' setups now.
    await seedVenues(db, { today, log });
    // Menus likewise: only the first MENU_PLACES (20,000) places get one.
    await seedMenus(db, { log });
    // And things to do, with sessions from today on.
    await seedExperiences(db, { seed, now: new Date(), log });
    // And the online store, its stock ledger dated in the weeks before now.
    await seedStore(db, { seed, now: new Date(), log });
    if (options.demoAccounts) await seedPartners(db, { log });
    await seedOrganizers(db, { demoAccounts: options.demoAccounts, log });
    if (options.demoAccounts) await seedStorePartners(db, { log });
    const counts = await placeCounts(db);
    return { seeded: false, ...counts, durationMs: Math.round(performance.now() - started) };
  }

  const geo = loadGeo();
  const generationStarted = performance.now();
  let generationMs = 0;
  await db.transaction(async (tx) => {
    const generator = generatePlaceBatches(geo, { count: options.places, seed, batchSize: PLACES_PER_BATCH });
    let inserted = 0;
    for (;;) {
      const before = performance.now();
      const next = generator.next();
      generationMs += performance.now() - before;
      if (next.done) break;
      const batch = next.value;
      await insertRows(tx, places, batch.places);
      await insertRows(tx, placeCuisines, batch.cuisines);
      await insertRows(tx, placeFoodTypes, batch.foodTypes);
      await insertRows(tx, placeAmenities, batch.amenities);
      await insertRows(tx, placeHours, batch.hours);
      inserted += batch.places.length;
      if (inserted % 10_000 === 0 && inserted < options.places)
        log(`demo seed: ${inserted} / ${options.places} places`);
    }
    // Places were inserted with explicit ids 1..n: move the serial past them.
    if (options.places > 0) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('places', 'id'), ${options.places})`));
    }
    const value = { places: options.places, seed, version: SEED_VERSION };
    await tx
      .insert(appMeta)
      .values({ key: DEMO_SEED_META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  });
  await seedVenues(db, { today, log });
  // Menus for the first MENU_PLACES (20,000) places; the others show "menu not available".
  await seedMenus(db, { log });
  // Things to do: sessions run for 60 days from now, the first start of a fresh database.
  await seedExperiences(db, { seed, now: new Date(), log });
  // The online store: stores, products and variants, with the stock ledger behind them.
  await seedStore(db, { seed, now: new Date(), log });
  if (options.demoAccounts) await seedPartners(db, { log });
  await seedOrganizers(db, { demoAccounts: options.demoAccounts, log });
  if (options.demoAccounts) await seedStorePartners(db, { log });
  const redirects = await buildLegacyRedirects(db);
  log(`demo seed: ${redirects} legacy redirects from the catalogue's slugs`);
  const counts = await placeCounts(db);
  const durationMs = Math.round(performance.now() - started);
  log(
    `demo seed: ${counts.places} places in ${counts.cities} cities (seed ${seed}) in ${durationMs} ms ` +
      `(generation ${Math.round(generationMs)} ms, inserts ${Math.round(performance.now() - generationStarted - generationMs)} ms)`,
  );
  return { seeded: true, ...counts, durationMs };
}

/**
 * The real reference data every deployment needs, demo or not: countries, states, cities and
 * neighbourhoods of mx, co and cr, and the taxonomies. Idempotent; runs at every start after the
 * migrations, so a production database without demo places still has its countries.
 */
export async function loadReferenceData(handle: DatabaseHandle, log: (line: string) => void = () => {}) {
  await handle.exclusive(SEED_LOCK, (db) => upsertCatalogue(db, log));
}

/** Countries, states, cities, colonies and taxonomies: inserted when missing, never updated. */
async function upsertCatalogue(db: Database, log: (line: string) => void): Promise<void> {
  const geo = loadGeo();
  const tables: [string, PgTable, readonly object[]][] = [
    ["countries", countries, geo.countries],
    ["states", states, geo.states],
    ["cities", cities, geo.cities],
    ["colonies", colonies, geo.colonies],
    ["categories", categories, categoryRows],
    ["cuisines", cuisines, cuisineRows],
    ["food_types", foodTypes, foodTypeRows],
    ["amenities", amenities, amenityRows],
  ];
  const added: string[] = [];
  // Parents before children (foreign keys), in one transaction so a crash leaves no half catalogue.
  await db.transaction(async (tx) => {
    for (const [name, table, rows] of tables) {
      // A complete table is left alone: this keeps a restart from re-sending 10,000 cities.
      if ((await tx.$count(table)) >= rows.length) continue;
      await insertRows(tx, table, rows, true);
      added.push(`${name} ${rows.length}`);
    }
  });
  if (added.length > 0) log(`reference data loaded (${added.join(", ")})`);
}

async function placeCounts(db: Database): Promise<{ places: number; cities: number }> {
  const [row] = await db
    .select({ places: sql<number>`count(*)::int`, cities: countDistinct(places.cityId) })
    .from(places);
  return { places: Number(row?.places ?? 0), cities: Number(row?.cities ?? 0) };
}
