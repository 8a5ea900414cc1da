// `node bench/discovery.ts [--places 100000] [--database postgres|pglite] [--runs 300]`: seeds a fresh
// database of that size (PGlite in a temporary directory, or a throwaway PostgreSQL database on
// DATABASE_URL, dropped afterwards), then measures the discovery queries through the search service
// and prints one JSON line per figure on stdout (progress goes to stderr):
//   facets with 3 active filters against the plain list with the same filters (and their ratio),
//   the listing, accent-insensitive search (places and locations), near me (top 50 within 5 km),
//   and which indexes the unhinted plans use at this size.
import {
  type FacetClass,
  indexesInPlan,
  type ListingFilters,
  type SearchPlacesQuery,
  searchService,
} from "@sobremesa/domain/search";
import { percentile, seededBenchDatabase, seededBenchOptions } from "./seeded-bench.ts";

const { places, runs, warmup, kind, log, emit } = seededBenchOptions("discovery");

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value: number) => Number(value.toFixed(2));
  return { p50_ms: round(percentile(sorted, 0.5)), p95_ms: round(percentile(sorted, 0.95)) };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/** Runs each workload `runs` times after a warm-up, interleaving them so drift hits all alike. */
async function measure(workloads: Record<string, (iteration: number) => Promise<unknown>>) {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(workloads).map((name) => [name, []]));
  for (let iteration = 0; iteration < warmup + runs; iteration++) {
    for (const [name, run] of Object.entries(workloads)) {
      const elapsed = await timed(() => run(iteration));
      if (iteration >= warmup) times[name]!.push(elapsed);
    }
  }
  return times;
}

const CDMX_STATE = 3473;
const JALISCO = 4857;
const ANTIOQUIA = 2877;
const cities = { cdmx: 72102, guadalajara: 142544, monterrey: 72219, bogota: 149237, medellin: 21074, sanJose: 21756 };
const colonies = { polanco: 1, condesa: 2, romaNorte: 4 };

/** Three active filters each: a location, a category and a cuisine, amenity or price range. */
const threeFilters: ListingFilters[] = [
  { cityId: cities.cdmx, categoryIds: [1], cuisineIds: [1] },
  { cityId: cities.guadalajara, categoryIds: [2], amenityIds: [8] },
  { stateId: CDMX_STATE, categoryIds: [1], priceRanges: [3, 4] },
  { cityId: cities.bogota, categoryIds: [1], cuisineIds: [5] },
  { colonyId: colonies.polanco, categoryIds: [1], amenityIds: [1] },
  { stateId: JALISCO, categoryIds: [3], amenityIds: [8] },
  { cityId: cities.monterrey, categoryIds: [1], cuisineIds: [19] },
  { cityId: cities.medellin, categoryIds: [2], priceRanges: [2] },
  { countryId: 142, categoryIds: [1], cuisineIds: [3] },
];
const facetTypes: FacetClass[] = ["cuisine", "amenity", "food-type", "category", "price-range", "score"];

/** Listing pages as visitors open them: every location level, with or without a category, sorts, pages 1-3. */
const listings: SearchPlacesQuery[] = [];
const locations: ListingFilters[] = [
  { countryId: 142 },
  { countryId: 48 },
  { stateId: CDMX_STATE },
  { stateId: ANTIOQUIA },
  { cityId: cities.cdmx },
  { cityId: cities.guadalajara },
  { cityId: cities.sanJose },
  { colonyId: colonies.condesa },
  { colonyId: colonies.romaNorte },
];
for (const location of locations) {
  for (const categoryIds of [[], [1], [2]]) {
    for (const [sort, page] of [
      ["relevance", 1],
      ["relevance", 2],
      ["score", 1],
      ["price", 3],
    ] as const) {
      listings.push({ ...location, categoryIds, sort, page });
    }
  }
}

// Names people type: mostly specific words, a quarter very common ones (thousands of matches at 100k).
const placeTexts = [
  "tellez",
  "olimpo",
  "Fénix",
  "izakaya",
  "la casona",
  "mezcaleria",
  "trattoria",
  "don tomas",
  "sushi",
  "cantina",
  "Café",
  "bar",
];
const locationTexts = ["queretaro", "bogota", "polanco", "san", "medellin", "cancun", "merida", "guadalajara", "roma"];
const nearPoints = [
  { latitude: 19.4326, longitude: -99.1332 }, // Zócalo
  { latitude: 19.4333, longitude: -99.1911 }, // Polanco
  { latitude: 20.6767, longitude: -103.3475 }, // Guadalajara
  { latitude: 25.6866, longitude: -100.3161 }, // Monterrey
  { latitude: 4.711, longitude: -74.0721 }, // Bogotá
  { latitude: 6.2442, longitude: -75.5812 }, // Medellín
  { latitude: 9.9281, longitude: -84.0907 }, // San José
  { latitude: 21.1619, longitude: -86.8515 }, // Cancún
];
const pick = <T>(list: readonly T[], iteration: number): T => list[iteration % list.length]!;

async function main() {
  const started = performance.now();
  const database = await seededBenchDatabase({ kind, label: "discovery", places, log });
  try {
    log(`measuring ${runs} runs after ${warmup} warm-up`);

    // Reference data (countries, taxonomies) is cached as in production; the queries are not.
    const concurrentQueries = database.handle.kind === "postgres";
    const search = searchService(database.handle.db, { concurrentQueries });
    // The same service counting facets in SQL, for comparison (and for text or near-me filters).
    const sqlFacets = searchService(database.handle.db, { concurrentQueries, facetIndex: false });
    const building = performance.now();
    await search.warmUp();
    emit({ figure: "facet_index_build", ms: Math.round(performance.now() - building) });

    const pair = await measure({
      facets: (i) =>
        search.quantityFilterItems({
          type: pick(facetTypes, Math.floor(i / threeFilters.length)),
          filters: pick(threeFilters, i),
        }),
      list: (i) => search.searchPlaces(pick(threeFilters, i)),
    });
    const facets = summary(pair.facets!);
    const list = summary(pair.list!);
    emit({ figure: "facets_3_filters", ...facets, target_p95_ms: 30, ok: facets.p95_ms <= 30 });
    emit({ figure: "list_3_filters", ...list });
    const ratio = Number((facets.p95_ms / list.p95_ms).toFixed(2));
    emit({
      figure: "facets_vs_list_ratio",
      ratio_p95: ratio,
      ratio_p50: Number((facets.p50_ms / list.p50_ms).toFixed(2)),
      target_ratio: 3,
      ok: ratio <= 3,
    });

    const sqlPair = await measure({
      facets_sql: (i) =>
        sqlFacets.quantityFilterItems({
          type: pick(facetTypes, Math.floor(i / threeFilters.length)),
          filters: pick(threeFilters, i),
        }),
      list: (i) => search.searchPlaces(pick(threeFilters, i)),
    });
    const facetsSql = summary(sqlPair.facets_sql!);
    const listAgain = summary(sqlPair.list!);
    emit({ figure: "facets_3_filters_sql", ...facetsSql, target_p95_ms: 30, ok: facetsSql.p95_ms <= 30 });
    emit({
      figure: "facets_sql_vs_list_ratio",
      ratio_p95: Number((facetsSql.p95_ms / listAgain.p95_ms).toFixed(2)),
      ratio_p50: Number((facetsSql.p50_ms / listAgain.p50_ms).toFixed(2)),
      target_ratio: 3,
      ok: facetsSql.p95_ms / listAgain.p95_ms <= 3,
    });

    const rest = await measure({
      listing: (i) => search.searchPlaces(pick(listings, i)),
      search_places: (i) => search.searchPlaces({ countryId: i % 2 === 0 ? 142 : 48, text: pick(placeTexts, i) }),
      search_locations: (i) => search.searchLocations(pick(locationTexts, i), i % 2 === 0 ? "es" : "en"),
      near_me_top50_5km: (i) => search.nearby({ ...pick(nearPoints, i), radiusMeters: 5_000, limit: 50 }),
    });
    const targets: Record<string, number> = {
      listing: 20,
      search_places: 20,
      search_locations: 20,
      near_me_top50_5km: 10,
    };
    for (const [figure, times] of Object.entries(rest)) {
      const result = summary(times);
      emit({ figure, ...result, target_p95_ms: targets[figure], ok: result.p95_ms <= targets[figure]! });
    }

    // Which indexes the planner picks at this size, without hints.
    const unhinted = { discourageSeqScan: false };
    const plans: [string, Promise<unknown>][] = [
      ["listing city page ids", search.plans.listingPageIds({ cityId: cities.cdmx, categoryIds: [1] }, unhinted)],
      ["listing city count", search.plans.listingCount({ cityId: cities.cdmx, categoryIds: [1] }, unhinted)],
      ["listing country page ids", search.plans.listingPageIds({ countryId: 142 }, unhinted)],
      ["facet cuisine, 3 filters", search.plans.facet({ type: "cuisine", filters: threeFilters[1]! }, unhinted)],
      ["facet amenity, 3 filters", search.plans.facet({ type: "amenity", filters: threeFilters[0]! }, unhinted)],
      ["search places text", search.plans.listingPageIds({ countryId: 142, text: "cantina" }, unhinted)],
      ["search locations", search.plans.locations("queretaro", unhinted)],
      ["near me top 50", search.plans.nearby({ ...nearPoints[0]!, radiusMeters: 5_000, limit: 50 }, unhinted)],
    ];
    for (const [query, plan] of plans) {
      const used = indexesInPlan(await plan).map((entry) => `${entry.nodeType}: ${entry.indexName}`);
      emit({ figure: "plan", query, indexes: [...new Set(used)] });
    }
  } finally {
    await database.dispose();
    log(`done in ${Math.round((performance.now() - started) / 1000)} s`);
  }
}

await main();
