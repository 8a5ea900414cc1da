// One file past 500 lines on purpose: every part of search reads the same 1,500-place database, and
// each integration file opens its own copy on both databases; its describe blocks are its chapters.
import { DomainError } from "@sobremesa/contracts";
import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIpCountryLocator, type ListingFilters, type SearchService, searchService } from "./index.ts";

/**
 * The search domain against a seeded database (PGlite, or PostgreSQL with DATABASE_URL). Every count
 * is compared with SQL written independently of the repository's (joins and IN lists where the
 * repository uses EXISTS, the extension functions where it uses the stored search columns).
 */

let database: TestDatabase;
let search: SearchService;

const CDMX_STATE = 3473;
const CDMX = 72102;
const JALISCO = 4857;
const GUADALAJARA = 142544;
const POLANCO = 1;
const ZOCALO = { latitude: 19.4326, longitude: -99.1332 };

beforeAll(async () => {
  database = await createTestDatabase({ places: 1500 });
  search = searchService(database.handle.db, { cacheTtlMs: 0 });
});

afterAll(async () => {
  await database.drop();
});

async function scalar(sqlText: string, params: unknown[] = []): Promise<number> {
  const [row] = await database.handle.query<{ value: number }>(sqlText, params);
  return Number(row?.value);
}

async function ids(sqlText: string, params: unknown[] = []): Promise<number[]> {
  return (await database.handle.query<{ id: number }>(sqlText, params)).map((row) => Number(row.id));
}

/** Independent SQL for a listing's filters: IN subqueries on the link tables, unaccent() on the name. */
function independentWhere(filters: ListingFilters): { text: string; params: unknown[] } {
  const parts: string[] = ["true"];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.colonyId) parts.push(`p.colony_id = ${param(filters.colonyId)}`);
  else if (filters.cityId) parts.push(`p.city_id = ${param(filters.cityId)}`);
  else if (filters.stateId) parts.push(`p.state_id = ${param(filters.stateId)}`);
  else if (filters.countryId) parts.push(`p.country_id = ${param(filters.countryId)}`);
  if (filters.categoryIds?.length) parts.push(`p.category_id = any(${param(filters.categoryIds)}::int[])`);
  if (filters.priceRanges?.length) parts.push(`p.price_range = any(${param(filters.priceRanges)}::int[])`);
  if (filters.minScore !== undefined) parts.push(`p.score >= ${param(filters.minScore)}`);
  if (filters.premiumOnly) parts.push("p.premium_discount > 0");
  const links = [
    ["place_cuisines", "cuisine_id", filters.cuisineIds],
    ["place_food_types", "food_type_id", filters.foodTypeIds],
    ["place_amenities", "amenity_id", filters.amenityIds],
  ] as const;
  for (const [table, column, values] of links) {
    if (values?.length)
      parts.push(`p.id in (select place_id from ${table} where ${column} = any(${param(values)}::int[]))`);
  }
  if (filters.text) parts.push(`unaccent(lower(p.name)) like '%' || unaccent(lower(${param(filters.text)})) || '%'`);
  if (filters.near) {
    const lat = param(filters.near.latitude);
    const lng = param(filters.near.longitude);
    parts.push(
      `earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(p.latitude, p.longitude)) <= ${param(filters.near.radiusMeters)}`,
    );
  }
  return { text: parts.join(" and "), params };
}

async function independentCount(filters: ListingFilters): Promise<number> {
  const where = independentWhere(filters);
  return scalar(`select count(*)::int as value from places p where ${where.text}`, where.params);
}

describe("resolveListingPath on the catalogue", () => {
  it.each([
    ["/mx/", { kind: "listing", countryId: 142, stateId: null, canonicalPath: "/mx/" }],
    ["/mx/jalisco/", { kind: "listing", stateId: JALISCO }],
    ["/mx/jalisco/guadalajara/", { kind: "listing", stateId: JALISCO, cityId: GUADALAJARA, areaType: "city" }],
    [
      "/mx/ciudad-de-mexico/polanco/",
      { kind: "listing", stateId: CDMX_STATE, cityId: CDMX, colonyId: POLANCO, areaType: "colony" },
    ],
    [
      "/mx/jalisco/guadalajara/bares/",
      {
        kind: "listing",
        cityId: GUADALAJARA,
        filters: [{ class: "category", id: 2, slug: "bares", name: { es: "Bares", en: "Bars" } }],
      },
    ],
    ["/mx/mariscos/", { kind: "listing", filters: [expect.objectContaining({ class: "cuisine", id: 7 })] }],
    [
      "/en/mx/bars/",
      {
        kind: "listing",
        language: "en",
        canonicalPath: "/en/mx/bars/",
        alternates: { es: "/mx/bares/", en: "/en/mx/bars/" },
      },
    ],
    ["/co/bogota-d-c/", { kind: "listing", countryId: 48 }],
    ["/mx/jalisco/guadalajara/not-a-place/", { kind: "not-found" }],
    ["/ar/", { kind: "not-found" }],
    ["/mx/bogota-d-c/", { kind: "not-found" }],
  ])("%s", async (path, expected) => {
    expect(await search.resolveListingPath({ path })).toMatchObject(expected);
  });

  it("sends a place's slug under its city or colony to the place (301), and nowhere else", async () => {
    const [place] = await database.handle.query<{ slug: string; state: string; colony: string; city: string }>(
      `select p.slug, s.slug as state, col.slug as colony, ci.slug as city from places p
         join states s on s.id = p.state_id join colonies col on col.id = p.colony_id join cities ci on ci.id = p.city_id
        order by p.id limit 1`,
    );
    expect(
      await search.resolveListingPath({ path: `/mx/${place!.state}/${place!.colony}/${place!.slug}/` }),
    ).toMatchObject({ kind: "place", redirectTo: `/lugar/${place!.slug}/` });
    expect(
      await search.resolveListingPath({ path: `/en/mx/${place!.state}/${place!.city}/${place!.slug}/` }),
    ).toMatchObject({ kind: "place", redirectTo: `/en/place/${place!.slug}/` });
    expect(await search.resolveListingPath({ path: `/mx/jalisco/guadalajara/${place!.slug}/` })).toMatchObject({
      kind: "not-found",
    });
  });
});

describe("searchPlaces", () => {
  const cases: [string, ListingFilters][] = [
    ["a country", { countryId: 142 }],
    ["a state", { stateId: CDMX_STATE }],
    ["a city and a category", { cityId: CDMX, categoryIds: [1] }],
    ["a colony", { colonyId: POLANCO }],
    ["cuisines (OR) and an amenity (AND)", { countryId: 142, cuisineIds: [1, 7], amenityIds: [1] }],
    ["food types and price ranges", { countryId: 142, foodTypeIds: [1, 2], priceRanges: [1, 2] }],
    ["minimum score and premium only", { countryId: 142, minScore: 4.5, premiumOnly: true }],
    ["near me", { near: { ...ZOCALO, radiusMeters: 3_000 } }],
    ["near me with a category", { countryId: 142, categoryIds: [2], near: { ...ZOCALO, radiusMeters: 8_000 } }],
    ["everything at once", { cityId: CDMX, categoryIds: [1], cuisineIds: [1, 3, 7], amenityIds: [1, 5], minScore: 4 }],
  ];

  it.each(cases)("counts exactly: %s", async (_name, filters) => {
    const expected = await independentCount(filters);
    const result = await search.searchPlaces(filters);
    expect(result.total).toBe(expected);
    expect(result.items.length).toBe(Math.min(expected, 24));
    expect(result.pages).toBe(Math.ceil(expected / 24));
    // Totals come from the facet index when it can answer; SQL counts the same.
    const inSql = searchService(database.handle.db, { cacheTtlMs: 0, facetIndex: false });
    expect((await inSql.searchPlaces(filters)).total).toBe(expected);
  });

  it("accepts the 'near me' sample as something, not nothing", async () => {
    expect(await independentCount({ near: { ...ZOCALO, radiusMeters: 3_000 } })).toBeGreaterThan(24);
  });

  it("pages in relevance order: featured first, then score, reviews and id", async () => {
    const filters = { countryId: 142, categoryIds: [1] };
    const where = independentWhere(filters);
    for (const page of [1, 2, 5]) {
      const result = await search.searchPlaces({ ...filters, page, pageSize: 20 });
      const expected = await ids(
        `select p.id from places p where ${where.text}
          order by p.is_featured desc, p.score desc, p.review_count desc, p.id limit 20 offset ${(page - 1) * 20}`,
        where.params,
      );
      expect(result.items.map((item) => item.id)).toEqual(expected);
    }
  });

  it.each([
    ["score", "p.score desc, p.review_count desc, p.id"],
    ["price", "p.price_range, p.score desc, p.id"],
  ] as const)("sorts by %s", async (sort, order) => {
    const result = await search.searchPlaces({ stateId: CDMX_STATE, sort, page: 2, pageSize: 12 });
    expect(result.items.map((item) => item.id)).toEqual(
      await ids(`select p.id from places p where p.state_id = $1 order by ${order} limit 12 offset 12`, [CDMX_STATE]),
    );
  });

  it("sorts by distance from the position, nearest first, on every page", async () => {
    const near = { ...ZOCALO, radiusMeters: 4_000 };
    const total = await independentCount({ near });
    const pageSize = 20;
    const lastPage = Math.ceil(total / pageSize);
    // Page 1 has a full page inside the radius (nearest-first scan); the last page does not (sorted box).
    for (const page of [1, 2, lastPage]) {
      const result = await search.searchPlaces({ near, sort: "distance", page, pageSize });
      const expected = await database.handle.query<{ id: number; distance: number }>(
        `select p.id, earth_distance(ll_to_earth($1, $2), ll_to_earth(p.latitude, p.longitude)) as distance
           from places p where earth_distance(ll_to_earth($1, $2), ll_to_earth(p.latitude, p.longitude)) <= $3
          order by 2, p.id limit $4 offset $5`,
        [ZOCALO.latitude, ZOCALO.longitude, near.radiusMeters, pageSize, (page - 1) * pageSize],
      );
      expect(result.total).toBe(total);
      expect(result.items.map((item) => item.id)).toEqual(expected.map((row) => Number(row.id)));
      result.items.forEach((item, index) => {
        expect(Math.abs(item.distanceMeters! - Number(expected[index]!.distance))).toBeLessThanOrEqual(1);
        expect(item.distanceMeters).toBeLessThanOrEqual(near.radiusMeters);
      });
    }
    const beyond = await search.searchPlaces({ near, sort: "distance", page: lastPage + 1, pageSize });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(total);
  });

  it("finds names without accents and ignores LIKE wildcards typed by visitors", async () => {
    const [accented] = await database.handle.query<{ id: number; name: string }>(
      "select id, name from places where name ~ '[áéíóúñ]' order by id limit 1",
    );
    const word = accented!.name.split(" ").find((part) => /[áéíóúñ]/.test(part))!;
    const plain = word
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toUpperCase();
    const result = await search.searchPlaces({ text: plain, pageSize: 48 });
    expect(result.total).toBe(await independentCount({ text: plain }));
    expect(result.total).toBeGreaterThan(0);
    const all = await search.searchPlaces({ text: plain, pageSize: 48, page: 1 });
    expect(
      all.items.every((item) =>
        item.name
          .normalize("NFD")
          .replace(/\p{Diacritic}/gu, "")
          .toUpperCase()
          .includes(plain),
      ),
    ).toBe(true);
    const beyond = await search.searchPlaces({ text: plain, page: 500 });
    expect(beyond).toMatchObject({ items: [], total: result.total });
    // On one connection the page counts in its own pass: same answers.
    const onePass = searchService(database.handle.db, { concurrentQueries: false });
    expect(await onePass.searchPlaces({ text: plain, pageSize: 48 })).toEqual(result);
    expect(await onePass.searchPlaces({ text: plain, page: 500 })).toEqual(beyond);
    expect((await onePass.searchPlaces({ text: "zzqqxx" })).total).toBe(0);
    expect((await search.searchPlaces({ text: "%" })).total).toBe(0);
    expect((await search.searchPlaces({ text: "_" })).total).toBe(0);
  });

  it("fills cards like the catalogue's: category key, main cuisine in the language, area and position", async () => {
    const result = await search.searchPlaces({ colonyId: POLANCO, language: "en", pageSize: 5 });
    expect(result.items.length).toBeGreaterThan(0);
    for (const card of result.items) {
      const [row] = await database.handle.query<Record<string, unknown>>(
        `select c.key, col.name as colony, ci.name as city, p.latitude, p.longitude, p.score::float8 as score,
                (select cu.name_en from place_cuisines pc join cuisines cu on cu.id = pc.cuisine_id
                  where pc.place_id = p.id order by cu.id limit 1) as cuisine
           from places p join categories c on c.id = p.category_id join cities ci on ci.id = p.city_id
           left join colonies col on col.id = p.colony_id where p.id = $1`,
        [card.id],
      );
      expect(card).toMatchObject({
        category: row!.key,
        cuisine: row!.cuisine,
        area: row!.colony,
        city: row!.city,
        latitude: row!.latitude,
        longitude: row!.longitude,
        score: row!.score,
        distanceMeters: null,
      });
    }
  });

  it("refuses a page size over 48 and a distance sort without a position", async () => {
    await expect(search.searchPlaces({ pageSize: 49 })).rejects.toThrow(DomainError);
    await expect(search.searchPlaces({ sort: "distance" })).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("answers an unknown location with nothing, not an error", async () => {
    expect(await search.searchPlaces({ cityId: 999_999_999 })).toMatchObject({ total: 0, items: [], pages: 0 });
  });
});

describe.each([
  ["the in-memory facet index", true],
  ["SQL", false],
])("quantityFilterItems (facets) counted by %s", (_source, facetIndex) => {
  const active: ListingFilters = { cityId: CDMX, categoryIds: [1], cuisineIds: [1], amenityIds: [1] };
  let search: SearchService;
  beforeAll(() => {
    search = searchService(database.handle.db, { cacheTtlMs: 0, facetIndex });
  });

  it.each([
    ["cuisine", "place_cuisines", "cuisine_id", "cuisineIds", "select id from cuisines"],
    ["amenity", "place_amenities", "amenity_id", "amenityIds", "select id from amenities"],
    ["food-type", "place_food_types", "food_type_id", "foodTypeIds", "select id from food_types"],
  ] as const)(
    "counts each %s under the other active filters, ignoring its own class",
    async (type, table, column, key, all) => {
      const counts = await search.quantityFilterItems({ type, filters: active });
      const others = independentWhere({ ...active, [key]: [] });
      const itemIds = await ids(`${all} order by id`);
      expect(counts.map((count) => count.id)).toEqual(itemIds);
      for (const id of itemIds) {
        const expected = await scalar(
          `select count(*)::int as value from places p
          where ${others.text} and p.id in (select place_id from ${table} where ${column} = ${id})`,
          others.params,
        );
        expect(counts.find((count) => count.id === id)?.quantity, `${type} ${id}`).toBe(expected);
      }
      expect(counts.some((count) => count.quantity > 0)).toBe(true);
    },
  );

  it("counts categories, price ranges and score thresholds the same way", async () => {
    const filters: ListingFilters = { stateId: CDMX_STATE, categoryIds: [2], priceRanges: [3], minScore: 4.5 };
    const categories = await search.quantityFilterItems({ type: "category", filters });
    for (const { id, quantity } of categories) {
      expect(quantity).toBe(await independentCount({ ...filters, categoryIds: [id] }));
    }
    const prices = await search.quantityFilterItems({ type: "price-range", filters });
    expect(prices.map((price) => price.id)).toEqual([1, 2, 3, 4]);
    for (const { id, quantity } of prices)
      expect(quantity).toBe(await independentCount({ ...filters, priceRanges: [id] }));
    const scores = await search.quantityFilterItems({ type: "score", filters });
    expect(scores.map((score) => score.id)).toEqual([45, 40, 35, 30]);
    for (const { id, quantity } of scores) {
      expect(quantity).toBe(await independentCount({ ...filters, minScore: id / 10 }));
    }
  });

  it("counts locations one level below the chosen one", async () => {
    const states = await search.quantityFilterItems({ type: "location", filters: { countryId: 142, cityId: CDMX } });
    const expectedStates = await database.handle.query<{ id: number; quantity: number }>(
      "select state_id as id, count(*)::int as quantity from places where country_id = 142 group by 1 order by 2 desc, 1",
    );
    expect(states).toEqual(
      expectedStates.map((row) => ({ id: row.id, quantity: row.quantity, locationType: "state" })),
    );
    const areas = await search.quantityFilterItems({
      type: "location",
      filters: { stateId: CDMX_STATE, colonyId: POLANCO },
    });
    const polanco = areas.find((area) => area.locationType === "colony" && area.id === POLANCO);
    expect(polanco?.quantity).toBe(await independentCount({ colonyId: POLANCO }));
    const city = areas.find((area) => area.locationType === "city" && area.id === CDMX);
    expect(city?.quantity).toBe(await independentCount({ cityId: CDMX }));
  });

  it("counts only the items asked for, zero when none matches", async () => {
    const counts = await search.quantityFilterItems({ type: "cuisine", ids: [6, 1], filters: { cityId: CDMX } });
    expect(counts.map((count) => count.id)).toEqual([6, 1]);
    expect(counts[0]!.quantity).toBe(0); // Costa Rican food in Mexico City: none seeded.
    expect(counts[1]!.quantity).toBe(await independentCount({ cityId: CDMX, cuisineIds: [1] }));
  });

  it("counts under text and near-me filters (through SQL either way)", async () => {
    const near = { ...ZOCALO, radiusMeters: 3_000 };
    const categories = await search.quantityFilterItems({ type: "category", filters: { near, text: "la" } });
    for (const { id, quantity } of categories) {
      expect(quantity).toBe(await independentCount({ near, text: "la", categoryIds: [id] }));
    }
    expect(categories.some((category) => category.quantity > 0)).toBe(true);
  });
});

describe("the facet index follows the catalogue", () => {
  it("rebuilds after a write moves the change counter", async () => {
    const search = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 0 });
    const filters = { cityId: GUADALAJARA };
    const before = await search.quantityFilterItems({ type: "price-range", filters });
    const [place] = await database.handle.query<{ id: number; price_range: number }>(
      "select id, price_range from places where city_id = $1 order by id limit 1",
      [GUADALAJARA],
    );
    const other = place!.price_range === 4 ? 1 : 4;
    await database.handle.query("update places set price_range = $1 where id = $2", [other, place!.id]);
    try {
      const quantity = (counts: typeof before, id: number) => counts.find((count) => count.id === id)!.quantity;
      // The stale index answers while the new one builds in the background: ask until it is there.
      let after = before;
      for (let attempt = 0; attempt < 100 && quantity(after, other) === quantity(before, other); attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await search.quantityFilterItems({ type: "price-range", filters });
      }
      expect(quantity(after, other)).toBe(quantity(before, other) + 1);
      expect(quantity(after, place!.price_range)).toBe(quantity(before, place!.price_range) - 1);
    } finally {
      await database.handle.query("update places set price_range = $1 where id = $2", [place!.price_range, place!.id]);
    }
  });
});

describe("filter items", () => {
  it("names items in the requested language with their slug and quantity", async () => {
    const english = await search.filterItems({ type: "category", filters: { countryId: 142 }, language: "en" });
    expect(english.map((item) => [item.name, item.slug])).toEqual([
      ["Restaurants", "restaurants"],
      ["Bars", "bars"],
      ["Nightclubs", "nightclubs"],
    ]);
    expect(english.reduce((sum, item) => sum + item.quantity, 0)).toBe(await independentCount({ countryId: 142 }));
    const cuisines = await search.filterItems({ type: "cuisine", filters: { countryId: 142 }, language: "es" });
    expect(cuisines[0]!.quantity).toBeGreaterThanOrEqual(cuisines.at(-1)!.quantity);
    expect(cuisines.find((item) => item.id === 9)).toMatchObject({ name: "Española", slug: "espanola" });
    const areas = await search.filterItems({ type: "location", filters: { stateId: CDMX_STATE } });
    expect(areas.find((item) => item.locationType === "colony" && item.id === POLANCO)).toMatchObject({
      name: "Polanco",
      slug: "polanco",
      parentId: CDMX,
    });
  });

  it("gives a panel's lists in one call as each class alone, and none for an unknown location", async () => {
    const types = ["location", "category", "cuisine", "price-range", "score"] as const;
    const filters = { stateId: CDMX_STATE, cityId: CDMX };
    const lists = await search.filterLists({ types, filters, language: "en" });
    for (const type of types)
      expect(lists[type], type).toEqual(await search.filterItems({ type, filters, language: "en" }));
    expect(lists.category.length).toBeGreaterThan(0);
    const unknown = await search.filterLists({ types, filters: { stateId: CDMX_STATE, cityId: 987_654 } });
    expect(Object.values(unknown).flat()).toEqual([]);
  });

  it("finds one item by type and id, null when unknown", async () => {
    expect(await search.filterItem({ type: "category", id: 3, language: "en" })).toEqual({
      id: 3,
      type: "category",
      name: "Nightclubs",
      slug: "nightclubs",
    });
    expect(await search.filterItem({ type: "amenity", id: 999 })).toBeNull();
    expect(await search.filterItem({ type: "location", id: JALISCO })).toMatchObject({
      name: "Jalisco",
      locationType: "state",
    });
    expect(
      await search.filterItem({ type: "location", id: 142, locationType: "country", language: "en" }),
    ).toMatchObject({
      name: "Mexico",
      slug: "mx",
    });
    expect(await search.filterItem({ type: "price-range", id: 2 })).toMatchObject({ name: "$$" });
    expect(await search.filterItem({ type: "place", id: 999_999 })).toBeNull();
  });
});

describe("searchLocations", () => {
  it("is accent-insensitive: queretaro finds Querétaro", async () => {
    const results = await search.searchLocations("queretaro", "es");
    expect(results[0]).toMatchObject({ type: "state", name: "Querétaro", path: "/mx/queretaro/" });
    expect(results.length).toBeLessThanOrEqual(5);
    // The state and the city are both "Bogotá D.C.": equally exact, the state comes first.
    const bogota = await search.searchLocations("BOGOTA", "en");
    expect(bogota.map((result) => [result.type, result.name, result.path])).toEqual([
      ["state", "Bogotá D.C.", "/en/co/bogota-d-c/"],
      ["city", "Bogotá D.C.", "/en/co/bogota-d-c/bogota-d-c/"],
    ]);
  });

  it("answers at most 5 results, 5 states per country and 5 cities or colonies per state", async () => {
    for (const text of ["san", "la", "de", "ta", "nuevo"]) {
      const results = await search.searchLocations(text, "es");
      expect(results.length).toBeLessThanOrEqual(5);
      const perState = new Map<number, number>();
      for (const result of results) {
        if (result.type === "city" || result.type === "colony") {
          perState.set(result.stateId!, (perState.get(result.stateId!) ?? 0) + 1);
        }
      }
      for (const count of perState.values()) expect(count).toBeLessThanOrEqual(5);
    }
    expect((await search.searchLocations("san", "es")).length).toBe(5);
  });

  it("prefers exact names and places that have listings, and gives each a listing path", async () => {
    const [polanco] = await search.searchLocations("polanco", "es");
    expect(polanco).toMatchObject({
      type: "colony",
      colonyId: POLANCO,
      cityId: CDMX,
      cityName: "Ciudad de México",
      path: "/mx/ciudad-de-mexico/polanco/",
    });
    const [mexico] = await search.searchLocations("mexico", "en");
    expect(mexico).toMatchObject({ type: "country", name: "Mexico", path: "/en/mx/" });
    expect(await search.searchLocations("x", "es")).toEqual([]);
    expect(await search.searchLocations("zzqqxx", "es")).toEqual([]);
  });
});

describe("near me", () => {
  it("lists the 50 nearest places within the radius, nearest first", async () => {
    const result = await search.nearby({ ...ZOCALO, radiusMeters: 5_000, limit: 50 });
    const expected = await ids(
      `select p.id from places p
        where earth_distance(ll_to_earth($1, $2), ll_to_earth(p.latitude, p.longitude)) <= 5000
        order by earth_distance(ll_to_earth($1, $2), ll_to_earth(p.latitude, p.longitude)), p.id limit 50`,
      [ZOCALO.latitude, ZOCALO.longitude],
    );
    expect(result.map((place) => place.id)).toEqual(expected);
    expect(result.length).toBe(50);
    const sparse = await search.nearby({ latitude: 23.5, longitude: -110.5, radiusMeters: 5_000 });
    expect(sparse).toEqual([]);
  });

  it("geolocates by coordinates: a colony, else a city with places, else the country default", async () => {
    const polanco = await search.geolocate({ position: { latitude: 19.4333, longitude: -99.1911 } });
    expect(polanco).toMatchObject({
      countryId: 142,
      stateId: CDMX_STATE,
      cityId: CDMX,
      colonyId: POLANCO,
      countryName: "mx",
      stateName: "ciudad-de-mexico",
      cityOrColonyName: "polanco",
      source: "coordinates",
      latitude: 19.4333,
      path: "/mx/ciudad-de-mexico/polanco/",
    });
    // Some 5 km from the nearest colony of Guadalajara: the city itself.
    const guadalajara = await search.geolocate({ position: { latitude: 20.7, longitude: -103.3 }, language: "en" });
    expect(guadalajara).toMatchObject({
      cityId: GUADALAJARA,
      colonyId: null,
      names: { country: "Mexico", cityOrColony: "Guadalajara" },
      path: "/en/mx/jalisco/guadalajara/",
    });
    const ocean = await search.geolocate({ position: { latitude: 10, longitude: -120 } });
    expect(ocean).toMatchObject({ countryId: 142, stateId: null, source: "default", countryName: "mx", latitude: 10 });
  });

  it("geolocates by IP through the built-in table, else the country default", async () => {
    expect(await search.geolocate({ ip: "192.0.2.10" })).toMatchObject({
      cityId: CDMX,
      colonyId: POLANCO,
      source: "ip",
      names: { cityOrColony: "Polanco" },
    });
    expect(await search.geolocate({ ip: "203.0.113.5" })).toMatchObject({
      countryId: 48,
      countryName: "co",
      source: "ip",
    });
    expect(await search.geolocate({ ip: "8.8.8.8" })).toMatchObject({
      countryId: 142,
      stateId: null,
      cityId: null,
      source: "default",
      path: "/mx/",
    });
    expect(await search.geolocate({})).toMatchObject({ countryId: 142, source: "default" });
  });

  it("geolocates any other IP by its country in the GeoLite2 database, when we serve it", async () => {
    const ipCountry = createIpCountryLocator();
    await ipCountry.warm();
    const located = searchService(database.handle.db, { cacheTtlMs: 0, ipCountry });
    // An ETB address in Bogotá and an ICE address in San José: their country's listing, no city guessed.
    expect(await located.geolocate({ ip: "190.24.1.1" })).toMatchObject({
      countryId: 48,
      countryName: "co",
      stateId: null,
      cityId: null,
      source: "ip",
      path: "/co/",
    });
    expect(await located.geolocate({ ip: "::ffff:201.191.1.1", language: "en" })).toMatchObject({
      countryName: "cr",
      stateId: null,
      source: "ip",
      path: "/en/cr/",
    });
    // Unknown (private), and a country we do not serve: Mexico, the default.
    for (const ip of ["10.0.0.1", "8.8.8.8"]) {
      expect(await located.geolocate({ ip })).toMatchObject({ countryId: 142, source: "default", path: "/mx/" });
    }
  });
});

describe("listing pages", () => {
  const siteUrl = "https://sobremesa.test";

  it("builds SEO, JSON-LD and ids of a listing in its language", async () => {
    const page = await search.listingPage({ path: "/en/mx/jalisco/guadalajara/bars/", siteUrl });
    if (page.kind !== "listing") throw new Error(page.kind);
    const total = await independentCount({ cityId: GUADALAJARA, categoryIds: [2] });
    expect(page.total).toBe(total);
    expect(page.seo.general_names.title).toBe("Bars in Guadalajara | Sobremesa");
    expect(page.seo.general_properties["og:url"]).toBe(`${siteUrl}/en/mx/jalisco/guadalajara/bars/`);
    expect(page.seo.general_properties["og:image"]).toMatchObject({ width: 1200, height: 630 });
    expect(page.color).toBe("#0071F2");
    const schema = page.schema as { "@type": string; itemListElement: { item: Record<string, unknown> }[] };
    expect(schema["@type"]).toBe("ItemList");
    expect(schema.itemListElement.length).toBe(Math.min(total, 10));
    for (const element of schema.itemListElement) {
      expect(element.item["@type"]).toBe("BarOrPub");
      expect(element.item.geo).toMatchObject({ "@type": "GeoCoordinates" });
      expect(element.item.aggregateRating).toMatchObject({ "@type": "AggregateRating" });
      expect(String(element.item.url)).toMatch(/^https:\/\/sobremesa\.test\/en\/place\/.+\/$/);
    }
  });

  it("lists near-me pages around the visitor's IP when no position is given", async () => {
    const page = await search.listingPage({ path: "/mx/cerca-de-mi/", siteUrl, ip: "192.0.2.200" });
    if (page.kind !== "listing") throw new Error(page.kind);
    const [cdmx] = await database.handle.query<{ latitude: number; longitude: number }>(
      "select latitude, longitude from cities where id = $1",
      [CDMX],
    );
    expect(page.position).toEqual({ latitude: cdmx!.latitude, longitude: cdmx!.longitude });
    expect(page.total).toBe(
      await independentCount({ countryId: 142, near: { ...page.position, radiusMeters: 5_000 } }),
    );
  });

  it("lists a near-me page's location when the IP says nothing", async () => {
    const page = await search.listingPage({ path: "/co/cerca-de-mi/", siteUrl, ip: "10.0.0.1" });
    if (page.kind !== "listing") throw new Error(page.kind);
    expect(page.total).toBe(await independentCount({ countryId: 48 }));
  });

  it("answers a place path with its redirect and an unknown path with not found", async () => {
    expect(await search.listingPage({ path: "/mx/nowhere/", siteUrl })).toMatchObject({ kind: "not-found" });
  });
});

describe("place summaries", () => {
  const siteUrl = "https://sobremesa.test/";

  it("answers one place as its listing card, with where it is by name and slug, in the language", async () => {
    const [row] = await database.handle.query<Record<string, unknown>>(
      `select p.id, p.name, p.colony_id, p.address, p.premium_discount, p.currency, co.code, co.name_en as country,
              s.name as state, s.slug as state_slug, ci.slug as city_slug, col.name as colony, col.slug as colony_slug
         from places p join countries co on co.id = p.country_id
         join states s on s.id = p.state_id join cities ci on ci.id = p.city_id
         left join colonies col on col.id = p.colony_id
        where p.colony_id is not null order by p.id limit 1`,
    );
    const id = Number(row!.id);
    const summary = await search.placeSummary({ id, language: "en" });
    // The same place as a listing shows it: the summary is that card without a distance.
    const listed = await search.searchPlaces({
      colonyId: Number(row!.colony_id),
      text: String(row!.name),
      language: "en",
      pageSize: 48,
    });
    const card = listed.items.find((item) => item.id === id);
    const { distanceMeters: _distance, ...sameCard } = card!;
    expect(summary).toEqual({
      ...sameCard,
      address: row!.address,
      countryCode: row!.code,
      countryName: row!.country,
      stateName: row!.state,
      stateSlug: row!.state_slug,
      citySlug: row!.city_slug,
      colonyName: row!.colony,
      colonySlug: row!.colony_slug,
    });
    expect(summary!.premiumDiscount).toBe(row!.premium_discount);
    expect(summary!.currency).toBe(row!.currency);
    expect(await search.placeSummary({ id: 2_000_000_000, language: "es" })).toBeNull();
  });

  it("names the cuisine in the requested language", async () => {
    const [row] = await database.handle.query<{ id: number; name_es: string; name_en: string }>(
      `select p.id, cu.name_es, cu.name_en from places p
         join place_cuisines pc on pc.place_id = p.id join cuisines cu on cu.id = pc.cuisine_id
        where cu.name_es <> cu.name_en order by p.id, cu.id limit 1`,
    );
    const [first] = await database.handle.query<{ name_es: string }>(
      `select cu.name_es from place_cuisines pc join cuisines cu on cu.id = pc.cuisine_id
        where pc.place_id = $1 order by cu.id limit 1`,
      [row!.id],
    );
    expect((await search.placeSummary({ id: Number(row!.id), language: "es" }))?.cuisine).toBe(first!.name_es);
  });

  it("describes a place page with the place's JSON-LD and its category's share image", async () => {
    const [row] = await database.handle.query<{ id: number; slug: string }>(
      "select id, slug from places where review_count > 0 order by id limit 1",
    );
    const page = await search.placePage({ id: Number(row!.id), language: "es", siteUrl });
    expect(page?.schema).toMatchObject({
      "@context": "https://schema.org",
      url: `https://sobremesa.test/lugar/${row!.slug}/`,
      address: { "@type": "PostalAddress", addressRegion: page!.place.stateName, streetAddress: page!.place.address },
      geo: { latitude: page!.place.latitude, longitude: page!.place.longitude },
      aggregateRating: { ratingValue: page!.place.score, reviewCount: page!.place.reviewCount },
    });
    expect(page?.image).toEqual({
      url: `https://sobremesa.test/og/${page!.place.category}.png`,
      width: 1200,
      height: 630,
    });
    expect(await search.placePage({ id: 2_000_000_000, language: "es", siteUrl })).toBeNull();
  });
});

describe("the listing cache", () => {
  it("serves a listing page from memory until the catalogue changes, and never a search from a position", async () => {
    const query = { cityId: CDMX, sort: "score" as const, language: "es" as const };
    const checkedRarely = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 60_000 });
    const checkedAlways = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 0 });
    const uncached = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 60_000, listingCacheMs: 0 });
    const nearZocalo = { near: { ...ZOCALO, radiusMeters: 3_000 }, sort: "distance" as const };
    const [first] = (await checkedRarely.searchPlaces(query)).items;
    await checkedAlways.searchPlaces(query);
    await uncached.searchPlaces(query);
    const [nearest] = (await checkedRarely.searchPlaces(nearZocalo)).items;
    try {
      await database.handle.query("update places set name = name || ' (renamed)' where id = any($1)", [
        [first!.id, nearest!.id],
      ]);
      // Within the check interval the same page comes from memory: no query ran for it.
      expect((await checkedRarely.searchPlaces(query)).items[0]?.name).toBe(first!.name);
      // A service that checks the catalogue at every call starts a fresh cache once it sees it move
      // (the call that notices still gets the page it has: it never waits for the check).
      await expect
        .poll(async () => (await checkedAlways.searchPlaces(query)).items[0]?.name)
        .toBe(`${first!.name} (renamed)`);
      // Without a cache the change shows at once.
      expect((await uncached.searchPlaces(query)).items[0]?.name).toBe(`${first!.name} (renamed)`);
      // Searches from a position are each their own and always read the database.
      expect((await checkedRarely.searchPlaces(nearZocalo)).items[0]?.name).toBe(`${nearest!.name} (renamed)`);
      // reset() (after bulk changes) drops the cached pages too.
      checkedRarely.reset();
      expect((await checkedRarely.searchPlaces(query)).items[0]?.name).toBe(`${first!.name} (renamed)`);
    } finally {
      await database.handle.query("update places set name = replace(name, ' (renamed)', '') where id = any($1)", [
        [first!.id, nearest!.id],
      ]);
    }
  });

  it("keeps what a listing path means with its pages: from memory until the catalogue changes", async () => {
    const checkedRarely = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 60_000 });
    const checkedAlways = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 0 });
    const uncached = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 60_000, listingCacheMs: 0 });
    const [place] = await database.handle.query<{ id: number; slug: string; state: string; colony: string }>(
      `select p.id, p.slug, s.slug as state, col.slug as colony from places p
         join states s on s.id = p.state_id join colonies col on col.id = p.colony_id order by p.id limit 1`,
    );
    const path = `/mx/${place!.state}/${place!.colony}/${place!.slug}/`;
    const placeKind = { kind: "place", redirectTo: `/lugar/${place!.slug}/` };
    for (const service of [checkedRarely, checkedAlways, uncached])
      expect(await service.resolveListingPath({ path })).toMatchObject(placeKind);
    try {
      await database.handle.query("update places set slug = slug || '-movido' where id = $1", [place!.id]);
      // Within the check interval the slug still means the place: no query looked it up again.
      expect(await checkedRarely.resolveListingPath({ path })).toMatchObject(placeKind);
      // Once the catalogue is seen to move, or without a cache, the old slug names nothing.
      await expect.poll(async () => (await checkedAlways.resolveListingPath({ path })).kind).toBe("not-found");
      expect(await uncached.resolveListingPath({ path })).toMatchObject({ kind: "not-found" });
      checkedRarely.reset();
      expect(await checkedRarely.resolveListingPath({ path })).toMatchObject({ kind: "not-found" });
    } finally {
      await database.handle.query("update places set slug = replace(slug, '-movido', '') where id = $1", [place!.id]);
    }
  });

  it("keeps filter counts with the pages: from memory until the catalogue changes", async () => {
    const checkedRarely = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 60_000 });
    const uncached = searchService(database.handle.db, { cacheTtlMs: 0, facetIndexCheckMs: 60_000, listingCacheMs: 0 });
    // A text filter is counted by the database, not the in-memory index.
    const query = { type: "price-range" as const, filters: { cityId: CDMX, text: "zzqxcounts" } };
    const total = async (service: typeof uncached) =>
      (await service.quantityFilterItems(query)).reduce((sum, item) => sum + item.quantity, 0);
    expect(await total(checkedRarely)).toBe(0);
    const [place] = (await uncached.searchPlaces({ cityId: CDMX, sort: "score", language: "es" })).items;
    try {
      await database.handle.query("update places set name = name || ' zzqxcounts' where id = $1", [place!.id]);
      expect(await total(checkedRarely)).toBe(0);
      expect(await total(uncached)).toBe(1);
      checkedRarely.reset();
      expect(await total(checkedRarely)).toBe(1);
    } finally {
      await database.handle.query("update places set name = replace(name, ' zzqxcounts', '') where id = $1", [
        place!.id,
      ]);
    }
  });
});
