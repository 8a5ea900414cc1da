import { API_VERSION } from "@sobremesa/contracts";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../services.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";
import { mainSurface } from "./index.ts";

/**
 * The discovery endpoints of the main API, their contracts and
 * conventions: lang and v on every GET, object params as JSON text, lists as { data: [...] }, a bad
 * parameter is a 400 naming it, an unknown id is empty data. Counts are checked against SQL.
 */

let subject: TestApp;
const CDMX_STATE = 3473;
const CDMX = 72102;
const GUADALAJARA = 142544;

beforeAll(async () => {
  subject = await buildTestApp({ places: 900 });
});

afterAll(async () => {
  await subject.close();
});

function url(path: string, params: Record<string, string | number | object>) {
  const search = new URLSearchParams({ lang: "es", v: API_VERSION });
  for (const [key, value] of Object.entries(params)) {
    search.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
  }
  return `${path}?${search}`;
}

async function get(path: string, params: Record<string, string | number | object> = {}, headers = {}) {
  const response = await subject.app.inject({ method: "GET", url: url(path, params), headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function scalar(sqlText: string, params: unknown[] = []): Promise<number> {
  const [row] = await subject.database.handle.query<{ value: number }>(sqlText, params);
  return Number(row?.value);
}

function expectBadParameter(
  answer: { status: number; body: { error: { code: string; details: unknown } } },
  field: string,
) {
  expect(answer.status).toBe(400);
  expect(answer.body.error.code).toBe("VALIDATION_FAILED");
  expect(answer.body.error.details).toContainEqual(expect.objectContaining({ field }));
}

describe("GET /api/quantity-filter-items", () => {
  it("counts each item of the type under the other active filters (JSON text), ignoring its own class", async () => {
    const answer = await get("/api/quantity-filter-items", {
      mode: "web",
      type: "cuisine",
      country_id: 142,
      filters: { city_id: CDMX, category_id: 1, cuisine_ids: [1] },
    });
    expect(answer.status).toBe(200);
    const counts = answer.body.data as { id: number; quantity: number }[];
    expect(counts.length).toBe(await scalar("select count(*)::int as value from cuisines"));
    for (const { id, quantity } of counts.filter((count) => [1, 2, 3, 7].includes(count.id))) {
      expect(quantity).toBe(
        await scalar(
          `select count(distinct p.id)::int as value from places p join place_cuisines pc on pc.place_id = p.id
            where p.city_id = $1 and p.category_id = 1 and pc.cuisine_id = $2`,
          [CDMX, id],
        ),
      );
    }
  });

  it("counts only the ids asked for, and locations one level down", async () => {
    const amenities = await get("/api/quantity-filter-items", { type: "amenity", ids: [2, 1], city_id: CDMX });
    expect(amenities.body.data.map((count: { id: number }) => count.id)).toEqual([2, 1]);
    const states = await get("/api/quantity-filter-items", { type: "location", country_id: 142 });
    const expected = await scalar("select count(distinct state_id)::int as value from places where country_id = 142");
    expect(states.body.data.length).toBe(expected);
    expect(states.body.data[0]).toMatchObject({ location_type: "state" });
    const total = states.body.data.reduce((sum: number, count: { quantity: number }) => sum + count.quantity, 0);
    expect(total).toBe(await scalar("select count(*)::int as value from places where country_id = 142"));
  });

  it("answers an unknown id with zero counts, not an error", async () => {
    const answer = await get("/api/quantity-filter-items", { type: "category", country_id: 999_999 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { id: 1, quantity: 0 },
      { id: 2, quantity: 0 },
      { id: 3, quantity: 0 },
    ]);
  });

  it.each([
    [{ type: "colour" }, "type"],
    [{ type: "cuisine", filters: "{not json" }, "filters"],
    [{ type: "cuisine", filters: { cuisine_ids: ["x"] } }, "filters.cuisine_ids.0"],
    [{ type: "cuisine", latitude: 19.4 }, "longitude"],
    [{ type: "cuisine", mode: "app" }, "mode"],
    [{ type: "cuisine", ids: "1,a" }, "ids.1"],
  ])("refuses %o naming %s", async (params, field) => {
    expectBadParameter(await get("/api/quantity-filter-items", params), field);
  });
});

describe("GET /api/filterPage/allFilterItemsByType", () => {
  it("lists every item with its name in lang, its slug and its quantity", async () => {
    const answer = await get("/api/filterPage/allFilterItemsByType", {
      mode: "web",
      type: "category",
      country_id: 142,
      lang: "en",
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item: { name: string; slug: string }) => [item.name, item.slug])).toEqual([
      ["Restaurants", "restaurants"],
      ["Bars", "bars"],
      ["Nightclubs", "nightclubs"],
    ]);
    for (const item of answer.body.data) {
      expect(item.quantity).toBe(
        await scalar("select count(*)::int as value from places where country_id = 142 and category_id = $1", [
          item.id,
        ]),
      );
    }
  });

  it("lists the cities and colonies of a state, with parents", async () => {
    const answer = await get("/api/filterPage/allFilterItemsByType", { type: "location", state_id: CDMX_STATE });
    const city = answer.body.data.find(
      (item: { location_type: string; id: number }) => item.location_type === "city" && item.id === CDMX,
    );
    expect(city).toMatchObject({ name: "Ciudad de México", slug: "ciudad-de-mexico", parent_id: CDMX_STATE });
    expect(city.quantity).toBe(await scalar("select count(*)::int as value from places where city_id = $1", [CDMX]));
    expect(answer.body.data.some((item: { location_type: string }) => item.location_type === "colony")).toBe(true);
    const unknown = await get("/api/filterPage/allFilterItemsByType", { type: "location", state_id: 999_999 });
    expect(unknown.body).toEqual({ data: [] });
  });

  it("lists nothing for a country, state or city that does not exist, like an unknown place", async () => {
    const unknown: Record<string, number>[] = [{ country_id: 999_999 }, { state_id: 999_999 }, { city_id: 999_999 }];
    for (const location of unknown) {
      for (const type of ["cuisine", "category", "price-range"]) {
        const answer = await get("/api/filterPage/allFilterItemsByType", { mode: "web", type, ...location });
        expect(answer.status).toBe(200);
        expect(answer.body, `${type} ${JSON.stringify(location)}`).toEqual({ data: [] });
      }
    }
  });
});

describe("GET /api/filterPage/getFilterByTypeAndId", () => {
  it("answers the item, or null for an unknown id", async () => {
    const cuisine = await get("/api/filterPage/getFilterByTypeAndId", { mode: "web", type: "cuisine", id: 9 });
    expect(cuisine.body).toEqual({ data: { id: 9, type: "cuisine", name: "Española", slug: "espanola" } });
    const state = await get("/api/filterPage/getFilterByTypeAndId", { type: "location", id: CDMX_STATE });
    expect(state.body.data).toMatchObject({ name: "Ciudad de México", location_type: "state", parent_id: 142 });
    expect((await get("/api/filterPage/getFilterByTypeAndId", { type: "amenity", id: 9999 })).body).toEqual({
      data: null,
    });
    expectBadParameter(await get("/api/filterPage/getFilterByTypeAndId", { type: "amenity", id: "x" }), "id");
  });
});

describe("GET /api/tools/page", () => {
  it("answers data.data with SEO, JSON-LD, colour and the ids of the path", async () => {
    const answer = await get("/api/tools/page", { path: "/mx/jalisco/guadalajara/bares/" });
    expect(answer.status).toBe(200);
    const data = answer.body.data.data;
    const total = await scalar("select count(*)::int as value from places where city_id = $1 and category_id = 2", [
      GUADALAJARA,
    ]);
    expect(data).toMatchObject({
      color: "#0071F2",
      country_id: 142,
      state_id: 4857,
      city_id: GUADALAJARA,
      colony_id: null,
      category_id: 2,
      cuisine_id: null,
      food_type_id: null,
      canonical: "/mx/jalisco/guadalajara/bares/",
      alternates: { es: "/mx/jalisco/guadalajara/bares/", en: "/en/mx/jalisco/guadalajara/bars/" },
      heading: "Bares en Guadalajara",
      total,
    });
    expect(data.seo.general_names.title).toBe("Bares en Guadalajara | Sobremesa");
    expect(data.seo.general_properties["og:url"]).toMatch(/\/mx\/jalisco\/guadalajara\/bares\/$/);
    expect(data.seo.general_properties["og:image"]).toMatchObject({ width: 1200, height: 630 });
    expect(data.seo.socials.twitter.card).toBe("summary_large_image");
    expect(data.schema["@type"]).toBe("ItemList");
    expect(data.schema.itemListElement.length).toBe(Math.min(total, 10));
    expect(data.schema.itemListElement[0]?.item?.["@type"]).toBe("BarOrPub");
  });

  it("writes absolute URLs with the configured site URL, never the request's Host, so shared caches may keep them", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(mainSurface, {
      services: createServices(subject.database.handle),
      siteUrl: "https://sobremesa.mx",
    });
    try {
      const response = await app.inject({
        url: url("/api/tools/page", { path: "/mx/" }),
        headers: { host: "evil.example" },
      });
      expect(response.json().data.data.seo.general_properties["og:url"]).toBe("https://sobremesa.mx/mx/");
      expect(response.headers["cache-control"]).toContain("public");
    } finally {
      await app.close();
    }
  });

  it("takes the route params as JSON text, in the requested language", async () => {
    const answer = await get("/api/tools/page", {
      lang: "en",
      params: { countryCode: "mx", stateOrSlug: "jalisco", cityOrColonyOrSlug: "guadalajara", slug: "bars" },
    });
    expect(answer.body.data.data).toMatchObject({
      canonical: "/en/mx/jalisco/guadalajara/bars/",
      heading: "Bars in Guadalajara",
      category_id: 2,
    });
    expect(answer.body.data.data.seo.general_names.title).toBe("Bars in Guadalajara | Sobremesa");
  });

  it("redirects a place's path and answers null for a path that names nothing", async () => {
    const [place] = await subject.database.handle.query<{ slug: string; state: string; city: string }>(
      `select p.slug, s.slug as state, ci.slug as city from places p join states s on s.id = p.state_id
         join cities ci on ci.id = p.city_id order by p.id limit 1`,
    );
    const redirect = await get("/api/tools/page", { path: `/mx/${place!.state}/${place!.city}/${place!.slug}/` });
    expect(redirect.body).toEqual({ data: { data: null, redirect: `/lugar/${place!.slug}/` } });
    expect((await get("/api/tools/page", { path: "/mx/nowhere-at-all/" })).body).toEqual({
      data: { data: null, redirect: null },
    });
    expect((await get("/api/tools/page", { path: "/zz/" })).body.data.data).toBeNull();
    expectBadParameter(await get("/api/tools/page", {}), "path");
    expectBadParameter(await get("/api/tools/page", { params: { stateOrSlug: "jalisco" } }), "params.countryCode");
  });

  it("centres a near-me page on the caller's IP city", async () => {
    const answer = await get("/api/tools/page", { path: "/mx/cerca-de-mi/" }, { "x-client-ip": "198.51.100.7" });
    const [guadalajara] = await subject.database.handle.query<{ latitude: number; longitude: number }>(
      "select latitude, longitude from cities where id = $1",
      [GUADALAJARA],
    );
    expect(answer.body.data.data).toMatchObject({
      near_me: true,
      latitude: guadalajara!.latitude,
      longitude: guadalajara!.longitude,
    });
    expect(answer.headers["cache-control"]).toContain("private");
  });
});

describe("GET /api/tools/getGeolocationByIpOrLocation", () => {
  it("locates by coordinates, then x-client-ip, then x-forwarded-for, else Mexico", async () => {
    const byPosition = await get("/api/tools/getGeolocationByIpOrLocation", { latitude: 19.4333, longitude: -99.1911 });
    expect(byPosition.body.data).toMatchObject({
      country_id: 142,
      state_id: CDMX_STATE,
      city_id: CDMX,
      colony_id: 1,
      countryName: "mx",
      stateName: "ciudad-de-mexico",
      cityOrColonyName: "polanco",
      source: "coordinates",
    });
    const byClientIp = await get(
      "/api/tools/getGeolocationByIpOrLocation",
      {},
      { "x-client-ip": "198.51.100.7", "x-forwarded-for": "203.0.113.9" },
    );
    expect(byClientIp.body.data).toMatchObject({ city_id: GUADALAJARA, source: "ip" });
    const byForwarded = await get(
      "/api/tools/getGeolocationByIpOrLocation",
      { lang: "en" },
      { "x-forwarded-for": "203.0.113.9, 10.0.0.1" },
    );
    expect(byForwarded.body.data).toMatchObject({ country_id: 48, countryName: "co", names: { country: "Colombia" } });
    const fallback = await get("/api/tools/getGeolocationByIpOrLocation");
    expect(fallback.body.data).toMatchObject({
      country_id: 142,
      state_id: null,
      city_id: null,
      colony_id: null,
      countryName: "mx",
      stateName: null,
      cityOrColonyName: null,
      source: "default",
    });
    expect(fallback.headers["cache-control"]).toBe("private, no-store");
    expectBadParameter(
      await get("/api/tools/getGeolocationByIpOrLocation", { latitude: 100, longitude: 0 }),
      "latitude",
    );
  });
});

describe("GET /api/places/search", () => {
  it("pages, sorts and counts the listing", async () => {
    const answer = await get("/api/places/search", {
      city_id: CDMX,
      category_id: 1,
      sort: "score",
      page: 2,
      page_size: 10,
    });
    expect(answer.status).toBe(200);
    const total = await scalar("select count(*)::int as value from places where city_id = $1 and category_id = 1", [
      CDMX,
    ]);
    expect(answer.body.meta).toEqual({ total, page: 2, page_size: 10, pages: Math.ceil(total / 10), sort: "score" });
    const expected = await subject.database.handle.query<{ id: number }>(
      "select id from places where city_id = $1 and category_id = 1 order by score desc, review_count desc, id limit 10 offset 10",
      [CDMX],
    );
    expect(answer.body.data.map((card: { id: number }) => card.id)).toEqual(expected.map((row) => row.id));
    expect(answer.body.data[0]).toMatchObject({ category: "restaurant", distance_meters: null });
    expect(answer.body.data[0].path).toMatch(/^\/lugar\/.+\/$/);
  });

  it("lists near me around the caller's IP, nearest first", async () => {
    const answer = await get("/api/places/search", {
      near_me: "true",
      radius: 3000,
      latitude: 19.4326,
      longitude: -99.1332,
      sort: "distance",
      lang: "en",
    });
    const distances = answer.body.data.map((card: { distance_meters: number }) => card.distance_meters);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(3000);
    expect(answer.body.data[0].path).toMatch(/^\/en\/place\//);
    const byIp = await get("/api/places/search", { near_me: "true" }, { "x-client-ip": "192.0.2.200" });
    expect(byIp.body.meta.total).toBe(
      await scalar(
        `select count(*)::int as value from places p, cities c where c.id = $1
           and earth_distance(ll_to_earth(c.latitude, c.longitude), ll_to_earth(p.latitude, p.longitude)) <= 5000`,
        [CDMX],
      ),
    );
    expect(byIp.headers["cache-control"]).toContain("private");
    // An IP we cannot place gives no position: near me falls back to the filters' location.
    const unknown = await get("/api/places/search", { near_me: "true", country_id: 48 }, { "x-client-ip": "8.8.8.8" });
    expect(unknown.body.meta.total).toBe(
      await scalar("select count(*)::int as value from places where country_id = 48"),
    );
  });

  it.each([
    [{ page_size: 49 }, "page_size"],
    [{ page: 0 }, "page"],
    [{ sort: "distance" }, "sort"],
    [{ sort: "cheapest" }, "sort"],
    [{ cuisine_ids: '[1,"x"]' }, "cuisine_ids.1"],
    [{ price_ranges: "5" }, "price_ranges.0"],
    [{ radius: 10 }, "radius"],
  ])("refuses %o naming %s", async (params, field) => {
    expectBadParameter(await get("/api/places/search", params), field);
  });

  it("answers an unknown location with an empty list", async () => {
    const answer = await get("/api/places/search", { colony_id: 999_999 });
    expect(answer.body).toEqual({ data: [], meta: { total: 0, page: 1, page_size: 24, pages: 0, sort: "relevance" } });
  });
});

describe("GET /api/tools/locations", () => {
  it("finds locations without accents, at most five, each with its listing path", async () => {
    const answer = await get("/api/tools/locations", { q: "queretaro" });
    expect(answer.body.data[0]).toMatchObject({
      type: "state",
      name: "Querétaro",
      country_id: 142,
      path: "/mx/queretaro/",
    });
    expect((await get("/api/tools/locations", { q: "san" })).body.data.length).toBe(5);
    expectBadParameter(await get("/api/tools/locations", {}), "q");
  });
});

describe("GET /api/tools/suggestions", () => {
  it("suggests places by name without accents and with a typo, beside locations", async () => {
    const [place] = await subject.database.handle.query<{ name: string; slug: string }>(
      "select name, slug from places where name ~ '[áéíóúñ]' and length(name) >= 8 order by id limit 1",
    );
    const bare = place!.name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    const typo = `${bare.slice(0, -2)}${bare.at(-1)}${bare.at(-2)}`;
    for (const q of [bare, typo]) {
      const answer = await get("/api/tools/suggestions", { q, lang: "en" });
      expect(answer.status).toBe(200);
      expect(answer.body.data.places, q).toContainEqual(
        expect.objectContaining({ name: place!.name, path: `/en/place/${place!.slug}/` }),
      );
    }
    const city = await get("/api/tools/suggestions", { q: "queretaro" });
    expect(city.body.data.locations[0]).toMatchObject({ name: "Querétaro", path: "/mx/queretaro/" });
  });

  it("suggests cuisines, dishes and categories in lang, each group at most five", async () => {
    const sushi = await get("/api/tools/suggestions", { q: "suhsi", country: "co" });
    expect(sushi.body.data.cuisines[0]).toEqual({ type: "food-type", id: 2, name: "Sushi", path: "/co/sushi/" });
    const japanese = await get("/api/tools/suggestions", { q: "japanese", lang: "en" });
    expect(japanese.body.data.cuisines[0]).toMatchObject({
      type: "cuisine",
      name: "Japanese",
      path: "/en/mx/japonesa/",
    });
    const bars = await get("/api/tools/suggestions", { q: "bares" });
    expect(bars.body.data.categories).toEqual([{ type: "category", id: 2, name: "Bares", path: "/mx/bares/" }]);
    const many = (await get("/api/tools/suggestions", { q: "an" })).body.data;
    for (const group of ["locations", "places", "cuisines", "categories"])
      expect(many[group].length).toBeLessThanOrEqual(5);
    expectBadParameter(await get("/api/tools/suggestions", { q: "tacos", country: "zz" }), "country");
  });
});

describe("OpenAPI", () => {
  it("documents every discovery endpoint with lang and v", async () => {
    const document = (await subject.app.inject("/api/docs")).json() as {
      paths: Record<string, { get: { parameters: { name: string }[] } }>;
    };
    for (const path of [
      "/api/quantity-filter-items",
      "/api/filterPage/allFilterItemsByType",
      "/api/filterPage/getFilterByTypeAndId",
      "/api/tools/page",
      "/api/tools/getGeolocationByIpOrLocation",
      "/api/places/search",
      "/api/tools/locations",
      "/api/tools/suggestions",
    ]) {
      expect(document.paths[path], path).toBeDefined();
      const names = document.paths[path]!.get.parameters.map((parameter) => parameter.name);
      expect(names, path).toEqual(expect.arrayContaining(["lang", "v"]));
    }
  });
});
