import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../client.ts";
import { createTestDatabase, type TestDatabase } from "../testing.ts";
import { EXPERIENCE_CATALOGUE } from "./experience-catalogue.ts";
import { distanceM } from "./generate.ts";
import { loadGeo } from "./geo.ts";
import { DEMO_SEED_META_KEY, SEED_VERSION, type SeedReport, seedDemoData } from "./index.ts";
import { CITY_RADIUS_M, COLONY_RADIUS_M } from "./plan.ts";
import { STORE_CATALOGUE } from "./store-catalogue.ts";

// Runs on in-memory PGlite, or on PostgreSQL when DATABASE_URL is set (a throwaway database each).
const PLACES = 300;
const geo = loadGeo();
const STORE_PRODUCTS = STORE_CATALOGUE.reduce((sum, store) => sum + store.products.length, 0);
const STORE_VARIANTS = STORE_CATALOGUE.reduce(
  (sum, store) => sum + store.products.reduce((inner, product) => inner + product.variants.length, 0),
  0,
);

interface PlaceRow {
  id: number;
  slug: string;
  country_code: string;
  latitude: number;
  longitude: number;
  city_lat: number;
  city_lng: number;
  colony_lat: number | null;
  colony_lng: number | null;
  timezone: string;
  city_zone: string;
  hours: number;
  cuisines: number;
}

describe("seedDemoData", () => {
  let first: TestDatabase;
  let second: TestDatabase;
  let report: SeedReport;
  const lines: string[] = [];

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await createTestDatabase();
    report = await seedDemoData(first.handle, { places: PLACES, log: (line) => lines.push(line) });
  });

  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });

  it("seeds exactly the places asked for, across mx, co and cr", async () => {
    expect(report.seeded).toBe(true);
    expect(report.places).toBe(PLACES);
    expect(report.cities).toBeGreaterThan(20);
    expect(report.durationMs).toBeGreaterThan(0);
    expect(lines.some((line) => line.includes(`${PLACES} places`))).toBe(true);
    const rows = await first.handle.query<{ code: string; n: number }>(
      "select c.code, count(*)::int as n from places p join countries c on c.id = p.country_id group by c.code order by c.code",
    );
    expect(rows).toEqual([
      { code: "co", n: 75 },
      { code: "cr", n: 30 },
      { code: "mx", n: 195 },
    ]);
  });

  it("loads the whole geographic catalogue and the taxonomies", async () => {
    const [counts] = await first.handle.query<Record<string, number>>(
      `select (select count(*)::int from countries) as countries, (select count(*)::int from states) as states,
              (select count(*)::int from cities) as cities, (select count(*)::int from colonies) as colonies,
              (select count(*)::int from categories) as categories, (select count(*)::int from cuisines) as cuisines,
              (select count(*)::int from food_types) as food_types, (select count(*)::int from amenities) as amenities`,
    );
    expect(counts).toMatchObject({
      countries: 3,
      states: geo.states.length,
      cities: geo.cities.length,
      colonies: geo.colonies.length,
      categories: 3,
    });
    expect(counts!.cuisines).toBeGreaterThanOrEqual(25);
    expect(counts!.food_types).toBeGreaterThanOrEqual(10);
    expect(counts!.amenities).toBeGreaterThanOrEqual(12);
    const [mexico] = await first.handle.query(
      "select id, code, slug, currency, dial_code from countries where code = 'mx'",
    );
    expect(mexico).toEqual({ id: 142, code: "mx", slug: "mx", currency: "MXN", dial_code: "+52" });
    const [cdmx] = await first.handle.query("select name, slug, timezone from cities where id = 72102");
    expect(cdmx).toEqual({ name: "Ciudad de México", slug: "ciudad-de-mexico", timezone: "America/Mexico_City" });
    const categories = await first.handle.query("select id, key, slug_es, slug_en from categories order by id");
    expect(categories).toEqual([
      { id: 1, key: "restaurant", slug_es: "restaurantes", slug_en: "restaurants" },
      { id: 2, key: "bar", slug_es: "bares", slug_en: "bars" },
      { id: 3, key: "nightclub", slug_es: "antros", slug_en: "nightclubs" },
    ]);
  });

  it("places every venue near its city or colony, in the city's zone, with hours and a cuisine", async () => {
    const rows = await first.handle.query<PlaceRow>(
      `select p.id, p.slug, c.code as country_code, p.latitude, p.longitude, ci.latitude as city_lat, ci.longitude as city_lng,
              co.latitude as colony_lat, co.longitude as colony_lng, p.timezone, ci.timezone as city_zone,
              (select count(*)::int from place_hours h where h.place_id = p.id) as hours,
              (select count(*)::int from place_cuisines pc where pc.place_id = p.id) as cuisines
         from places p
         join countries c on c.id = p.country_id
         join cities ci on ci.id = p.city_id and ci.state_id = p.state_id and ci.country_id = p.country_id
         left join colonies co on co.id = p.colony_id and co.city_id = p.city_id
        order by p.id`,
    );
    expect(rows).toHaveLength(PLACES);
    for (const row of rows) {
      const inColony = row.colony_lat !== null && row.colony_lng !== null;
      const distance = inColony
        ? distanceM(row.latitude, row.longitude, row.colony_lat!, row.colony_lng!)
        : distanceM(row.latitude, row.longitude, row.city_lat, row.city_lng);
      expect(distance, row.slug).toBeLessThanOrEqual((inColony ? COLONY_RADIUS_M : CITY_RADIUS_M) + 1);
      expect(row.timezone).toBe(row.city_zone);
      expect(row.hours, row.slug).toBeGreaterThan(0);
      expect(row.cuisines, row.slug).toBeGreaterThanOrEqual(1);
    }
    expect(rows.some((row) => row.colony_lat !== null)).toBe(true);
    const [orphans] = await first.handle.query<{ n: number }>(
      "select count(*)::int as n from places p where p.colony_id is not null and not exists (select 1 from colonies co where co.id = p.colony_id and co.city_id = p.city_id)",
    );
    expect(orphans!.n).toBe(0);
  });

  it("features at least 8 places per country and records the seed in app_meta", async () => {
    const featured = await first.handle.query<{ country_id: number; n: number }>(
      "select country_id, count(*)::int as n from places where is_featured group by country_id order by country_id",
    );
    expect(featured.map((row) => row.country_id)).toEqual([48, 53, 142]);
    for (const row of featured) expect(row.n).toBeGreaterThanOrEqual(8);
    const [meta] = await first.handle.query<{ value: unknown }>("select value from app_meta where key = $1", [
      DEMO_SEED_META_KEY,
    ]);
    expect(meta?.value).toEqual({ places: PLACES, seed: 20261121, version: SEED_VERSION });
  });

  it("moves the id sequence past the seeded places", async () => {
    const [row] = await first.handle.query<{ id: number }>(
      `insert into places (slug, name, category_id, description_es, description_en, price_range, score, country_id, state_id, city_id,
                           address, phone, latitude, longitude, timezone, currency, image_seed)
       values ('probe', 'Probe', 1, 'x', 'x', 2, 4.0, 142, 3473, 72102, 'x', '+52 55 0000 0000', 19.4, -99.1, 'America/Mexico_City', 'MXN', 1)
       returning id`,
    );
    expect(row?.id).toBe(PLACES + 1);
    await first.handle.query("delete from places where slug = 'probe'");
  });

  it("seeds things to do in real cities, each with a general ticket and future sessions", async () => {
    const [counts] = await first.handle.query<Record<string, number>>(
      `select (select count(*)::int from experiences) as experiences,
              (select count(distinct city_id)::int from experiences) as cities,
              (select count(*)::int from experience_sessions) as sessions,
              (select count(*)::int from experience_sessions where starts_at <= now()) as past,
              (select count(*)::int from experience_sessions where reserved = capacity) as sold_out`,
    );
    expect(counts).toMatchObject({ experiences: EXPERIENCE_CATALOGUE.length, cities: 16, past: 0, sold_out: 2 });
    expect(counts!.sessions).toBeGreaterThan(1_000);
    expect(lines.some((line) => line.includes(`${EXPERIENCE_CATALOGUE.length} things to do`))).toBe(true);
    // The geo columns agree with the city row, the zone is the city's and the price is the cheapest ticket.
    const [mismatches] = await first.handle.query<{ n: number }>(
      `select count(*)::int as n from experiences e join cities c on c.id = e.city_id
        where c.state_id <> e.state_id or c.country_id <> e.country_id or c.timezone <> e.time_zone
           or not exists (select 1 from experience_ticket_types t where t.experience_id = e.id and t.code = 'general')
           or e.price_from_minor <> (select min(price_minor) from experience_ticket_types t where t.experience_id = e.id)
           or not exists (select 1 from experience_sessions s where s.experience_id = e.id)`,
    );
    expect(mismatches!.n).toBe(0);
    const [tulum] = await first.handle.query<{ time_zone: string; currency: string }>(
      "select e.time_zone, e.currency from experiences e join cities c on c.id = e.city_id where c.slug = 'tulum' limit 1",
    );
    expect(tulum).toEqual({ time_zone: "America/Cancun", currency: "MXN" });
    // Explicit ids: the serials must have moved past them.
    const [next] = await first.handle.query<{ id: number }>(
      `insert into experience_ticket_types (experience_id, code, name_es, name_en, price_minor)
       values (1, 'probe', 'x', 'x', 100) returning id`,
    );
    const [tickets] = await first.handle.query<{ n: number }>("select count(*)::int as n from experience_ticket_types");
    expect(next?.id).toBe(tickets!.n);
    await first.handle.query("delete from experience_ticket_types where code = 'probe'");
  });

  it("seeds the online store, every variant's stock the sum of its ledger", async () => {
    const perCountry = await first.handle.query<{ code: string; n: number }>(
      "select c.code, count(*)::int as n from stores s join countries c on c.id = s.country_id group by c.code order by c.code",
    );
    expect(perCountry).toEqual([
      { code: "co", n: 2 },
      { code: "cr", n: 2 },
      { code: "mx", n: 4 },
    ]);
    const [counts] = await first.handle.query<Record<string, number>>(
      `select (select count(*)::int from store_products) as products,
              (select count(*)::int from store_variants) as variants,
              (select count(*)::int from store_shipping_options) as shipping_options,
              (select count(*)::int from store_variants where stock = 0) as sold_out,
              (select count(*)::int from store_variants where stock > 0 and stock <= low_stock_threshold) as low,
              (select count(*)::int from store_price_changes) as price_changes,
              (select count(*)::int from store_stock_movements) as movements`,
    );
    expect(counts).toMatchObject({ products: STORE_PRODUCTS, variants: STORE_VARIANTS, shipping_options: 16 });
    expect(counts!.sold_out).toBeGreaterThanOrEqual(2);
    expect(counts!.low).toBeGreaterThanOrEqual(4);
    expect(counts!.price_changes).toBeGreaterThanOrEqual(5);
    expect(counts!.movements).toBeGreaterThan(STORE_VARIANTS);
    expect(lines.some((line) => line.includes(`${STORE_CATALOGUE.length} stores (${STORE_PRODUCTS} products`))).toBe(
      true,
    );

    // The audit's invariant: stock equals the sum of the ledger, never negative, not even along the way.
    const [ledger] = await first.handle.query<Record<string, number>>(
      `select (select count(*)::int from store_variants v
                where v.stock <> coalesce((select sum(m.quantity) from store_stock_movements m where m.variant_id = v.id), 0)) as drift,
              (select count(*)::int from store_variants where stock < 0) as negative,
              (select count(*)::int from (
                 select sum(quantity) over (partition by variant_id order by id) as balance from store_stock_movements
               ) running where balance < 0) as negative_running,
              (select count(*)::int from store_stock_movements where created_at >= now() or quantity = 0) as odd_movements,
              (select count(*)::int from store_price_changes where changed_at >= now()) as future_changes,
              (select count(*)::int from store_variants v
                where v.stock > 0 and not exists (
                  select 1 from store_stock_movements m where m.variant_id = v.id and m.reason = 'receipt')) as unreceived`,
    );
    expect(ledger).toEqual({
      drift: 0,
      negative: 0,
      negative_running: 0,
      odd_movements: 0,
      future_changes: 0,
      unreceived: 0,
    });

    // Currencies are the country's, products sit in their own store's categories, both shipping options everywhere.
    const [mismatches] = await first.handle.query<{ n: number }>(
      `select (select count(*)::int from stores s join countries c on c.id = s.country_id where s.currency <> c.currency)
            + (select count(*)::int from store_products p join store_categories c on c.id = p.category_id where c.store_id <> p.store_id)
            + (select count(*)::int from stores s where (select array_agg(code order by sort) from store_shipping_options o
                                                          where o.store_id = s.id) <> array['standard', 'express']) as n`,
    );
    expect(mismatches!.n).toBe(0);

    // Explicit ids: the serials must have moved past them.
    const [next] = await first.handle.query<{ id: number }>(
      "insert into store_categories (store_id, slug, name_es, name_en) values (1, 'probe', 'x', 'x') returning id",
    );
    const [categories] = await first.handle.query<{ n: number }>("select count(*)::int as n from store_categories");
    expect(next?.id).toBe(categories!.n);
    await first.handle.query("delete from store_categories where slug = 'probe'");
    const [movement] = await first.handle.query<{ id: number }>(
      "insert into store_stock_movements (variant_id, quantity, reason, note) values (1, 1, 'adjustment', 'probe') returning id",
    );
    expect(Number(movement?.id)).toBe(counts!.movements! + 1);
    await first.handle.query("delete from store_stock_movements where note = 'probe'");
  });

  it("does nothing on a second call", async () => {
    const again = await seedDemoData(first.handle, { places: 50, seed: 1 });
    expect(again).toMatchObject({ seeded: false, places: PLACES, cities: report.cities });
    const [counts] = await first.handle.query<{ places: number; cities: number; hours: number }>(
      "select (select count(*)::int from places) as places, (select count(*)::int from cities) as cities, (select count(*)::int from place_hours) as hours",
    );
    expect(counts).toMatchObject({ places: PLACES, cities: geo.cities.length });
    const [experiences] = await first.handle.query<{ n: number }>("select count(*)::int as n from experiences");
    expect(experiences!.n).toBe(EXPERIENCE_CATALOGUE.length);
    const [store] = await first.handle.query<{ stores: number; variants: number }>(
      "select (select count(*)::int from stores) as stores, (select count(*)::int from store_variants) as variants",
    );
    expect(store).toEqual({ stores: STORE_CATALOGUE.length, variants: STORE_VARIANTS });
  });

  it("produces the same rows from the same seed in another database", async () => {
    const other = await seedDemoData(second.handle, { places: PLACES });
    expect(other).toMatchObject({ seeded: true, places: PLACES, cities: report.cities });
    const columns =
      "id, slug, name, category_id, description_es, price_range, score, review_count, city_id, colony_id, address, phone, latitude, longitude, premium_discount, is_featured, created_at";
    const firstRows = await first.handle.query(`select ${columns} from places where id <= 20 order by id`);
    const secondRows = await second.handle.query(`select ${columns} from places where id <= 20 order by id`);
    expect(secondRows).toHaveLength(20);
    expect(secondRows).toEqual(firstRows);
    const links =
      "select place_id, weekday, opens_at, closes_at from place_hours where place_id <= 50 order by 1, 2, 3";
    expect(await second.handle.query(links)).toEqual(await first.handle.query(links));
  });
});

describe("seedDemoData called twice at once in one process", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("seeds once and reports the same counts to both callers", async () => {
    const reports = await Promise.all([
      seedDemoData(database.handle, { places: 60 }),
      seedDemoData(database.handle, { places: 60 }),
    ]);
    expect(reports.map((r) => r.seeded)).toEqual([true, false]);
    expect(reports.map((r) => r.places)).toEqual([60, 60]);
  });
});

describe.runIf(process.env.DATABASE_URL)("seedDemoData on PostgreSQL with two instances starting together", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("seeds once: the other instance waits on the advisory lock and finds the data", async () => {
    const other = await openDatabase({ databaseUrl: database.url, poolMax: 4 });
    try {
      const reports = await Promise.all([
        seedDemoData(database.handle, { places: 120 }),
        seedDemoData(other, { places: 120 }),
      ]);
      expect(reports.map((r) => r.seeded).sort()).toEqual([false, true]);
      const [row] = await database.handle.query<{ n: number }>("select count(*)::int as n from places");
      expect(row?.n).toBe(120);
    } finally {
      await other.close();
    }
  });
});
