import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FacetClass, indexesInPlan, type ListingFilters, type SearchService, searchService } from "./index.ts";

/**
 * Each discovery query reaches the index built for it (migration 0004). The plans are EXPLAINs of
 * the exact SQL the service runs, on this test's database, with sequential scans discouraged: on a
 * small table the planner would rightly read everything, so this proves that the index fits the
 * query's shape (a query no index can serve still shows a Seq Scan). bench/discovery.ts prints the
 * unhinted plans at 100,000 places.
 */

let database: TestDatabase;
let search: SearchService;

const CDMX_STATE = 3473;
const CDMX = 72102;
const POLANCO = 1;
const ZOCALO = { latitude: 19.4326, longitude: -99.1332 };

beforeAll(async () => {
  database = await createTestDatabase({ places: 1500 });
  // As autovacuum leaves a loaded table: statistics gathered, visibility map set (index-only scans).
  await database.handle.exec("vacuum analyze");
  search = searchService(database.handle.db, { cacheTtlMs: 0 });
});

afterAll(async () => {
  await database.drop();
});

function nodesOf(plan: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      const record = node as Record<string, unknown>;
      if (typeof record["Node Type"] === "string")
        found.push(`${record["Node Type"]} ${record["Relation Name"] ?? ""}`);
      Object.values(record).forEach(visit);
    }
  };
  visit(plan);
  return found;
}

/** The plan reads an index named indexName, or starting with it when it ends with "_". */
function expectIndex(
  plan: unknown,
  indexName: string,
  nodeTypes = ["Index Scan", "Index Only Scan", "Bitmap Index Scan"],
  scannedWhole: string[] = [],
) {
  const used = indexesInPlan(plan);
  const fits = used.filter(
    (entry) =>
      nodeTypes.includes(entry.nodeType) &&
      (indexName.endsWith("_") ? entry.indexName.startsWith(indexName) : entry.indexName === indexName),
  );
  expect(fits.length, `${indexName} (${nodeTypes.join(", ")}) in ${JSON.stringify(used)}`).toBeGreaterThan(0);
  const seqScans = nodesOf(plan).filter((node) => node.startsWith("Seq Scan"));
  expect(seqScans.filter((node) => !scannedWhole.includes(node.slice("Seq Scan ".length)))).toEqual([]);
}

describe("the listing query with a location filter", () => {
  it.each<["country" | "state" | "city" | "colony", ListingFilters]>([
    ["country", { countryId: 142 }],
    ["state", { stateId: CDMX_STATE, categoryIds: [2] }],
    ["city", { cityId: CDMX, categoryIds: [1], priceRanges: [2, 3] }],
    ["colony", { colonyId: POLANCO, premiumOnly: true }],
  ] as const)(
    "pages a %s in relevance order by its rank index, and counts it by one of its indexes",
    async (level, filters) => {
      expectIndex(await search.plans.listingPageIds(filters), `places_${level}_rank_idx`, [
        "Index Only Scan",
        "Index Scan",
      ]);
      // Counting may take the narrower location index (places_country_idx) or a sort index: any of the level's.
      expectIndex(await search.plans.listingCount(filters), `places_${level}_`, [
        "Index Only Scan",
        "Bitmap Index Scan",
      ]);
    },
  );

  it.each<[string, "score" | "price", ListingFilters, string]>([
    ["country", "score", { countryId: 142, categoryIds: [1] }, "places_country_score_idx"],
    ["country", "price", { countryId: 142 }, "places_country_price_idx"],
    ["state", "score", { stateId: CDMX_STATE }, "places_state_score_idx"],
    ["state", "price", { stateId: CDMX_STATE, premiumOnly: true }, "places_state_price_idx"],
  ])("pages a %s by %s through its sort index", async (_level, sort, filters, index) => {
    expectIndex(await search.plans.listingPageIds({ ...filters, sort, page: 3 }), index, [
      "Index Only Scan",
      "Index Scan",
    ]);
  });

  it("fetches the page's cards by primary keys", async () => {
    const plan = await search.plans.listingPage({ cityId: CDMX, categoryIds: [1] });
    expectIndex(plan, "places_city_rank_idx");
    expectIndex(plan, "places_pkey");
  });

  it("filters cuisines and amenities through the link tables' indexes", async () => {
    const plan = await search.plans.listingCount({ cityId: CDMX, cuisineIds: [1, 7], amenityIds: [1] });
    expectIndex(plan, "places_city_rank_idx");
    const links = indexesInPlan(plan).map((entry) => entry.indexName);
    expect(links.some((name) => name.startsWith("place_cuisines_"))).toBe(true);
    expect(links.some((name) => name.startsWith("place_amenities_"))).toBe(true);
  });
});

describe("facet counts in SQL (under text or near-me filters, or with the in-memory index off)", () => {
  it.each<[FacetClass, ListingFilters, string[]]>([
    ["cuisine", { cityId: CDMX, categoryIds: [1], amenityIds: [1] }, ["places_city_", "place_cuisines_"]],
    ["amenity", { stateId: CDMX_STATE, cuisineIds: [1] }, ["places_state_", "place_amenities_"]],
    ["food-type", { colonyId: POLANCO }, ["places_colony_", "place_food_types_"]],
    ["category", { cityId: CDMX, priceRanges: [2] }, ["places_city_"]],
    ["price-range", { countryId: 142, minScore: 4 }, ["places_country_"]],
    ["score", { cityId: CDMX }, ["places_city_"]],
    ["location", { countryId: 142 }, ["places_country_"]],
    ["location", { stateId: CDMX_STATE, cityId: CDMX }, ["places_state_"]],
  ])("counts %s items through %o", async (type, filters, indexes) => {
    const plan = await search.plans.facet({ type, filters });
    const used = indexesInPlan(plan).map((entry) => entry.indexName);
    for (const index of indexes)
      expect(
        used.some((name) => name.startsWith(index)),
        `${index} in ${used}`,
      ).toBe(true);
    expect(nodesOf(plan).filter((node) => node.startsWith("Seq Scan"))).toEqual([]);
  });
});

describe("accent-insensitive search", () => {
  it("finds place names through the trigram index on search_name", async () => {
    expectIndex(await search.plans.listingCount({ text: "Téllez" }), "places_search_name_trgm_idx", [
      "Bitmap Index Scan",
    ]);
    expectIndex(await search.plans.listingPageIds({ text: "cantina" }), "places_search_name_trgm_idx");
  });

  it("finds cities and colonies through their trigram indexes", async () => {
    // The 3 countries (matched on either language's name or the code) are read whole; the 72 states
    // fit in two pages, so the planner may rightly read them whole at any size too.
    const plan = await search.plans.locations("queretaro");
    for (const index of ["cities_search_name_trgm_idx", "colonies_search_name_trgm_idx"]) {
      expectIndex(plan, index, ["Bitmap Index Scan"], ["countries", "states"]);
    }
  });
});

describe("near me", () => {
  it("reads the nearest places off the GiST index, nearest first", async () => {
    expectIndex(
      await search.plans.nearby({ ...ZOCALO, radiusMeters: 5_000, limit: 50 }),
      "places_earth_point_gist_idx",
      ["Index Scan"],
    );
  });

  it("counts the places within a radius through the GiST index", async () => {
    expectIndex(
      await search.plans.listingCount({ near: { ...ZOCALO, radiusMeters: 5_000 } }),
      "places_earth_point_gist_idx",
    );
    expectIndex(
      await search.plans.listingPageIds({ near: { ...ZOCALO, radiusMeters: 5_000 }, sort: "distance" }),
      "places_earth_point_gist_idx",
    );
  });
});
