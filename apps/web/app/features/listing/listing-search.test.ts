import { describe, expect, it } from "vitest";
import { parseListingQuery } from "#app/features/filters/index.ts";
import { listingCacheControl } from "#app/lib/cache-control.ts";
import { availableSorts, byTime, effectiveSort, listingFilters, searchApiParams, searchSort } from "./listing-search";
import { guadalajaraBars } from "./test-fixtures";

const query = (text: string) => parseListingQuery(new URLSearchParams(text));

describe("listingFilters", () => {
  it("filters by what the path resolved to", () => {
    expect(listingFilters(guadalajaraBars(), query(""))).toEqual({
      countryId: 142,
      stateId: 4857,
      cityId: 142544,
      categoryIds: [2],
      cuisineIds: [],
      foodTypeIds: [],
      amenityIds: [],
      priceRanges: [],
    });
  });

  it("adds the query's filters, keeping one category (the path's)", () => {
    const resolution = guadalajaraBars({
      filters: [
        { class: "category", id: 2, slug: "bares", name: { es: "Bares", en: "Bars" } },
        { class: "cuisine", id: 3, slug: "japonesa", name: { es: "Japonesa", en: "Japanese" } },
      ],
    });
    expect(
      listingFilters(
        resolution,
        query("categoria=1&tipo-comida=4,1&amenidades=5&precio=1,2&calificacion=4&q=sushi&tipo-cocina=3"),
      ),
    ).toMatchObject({
      categoryIds: [2],
      cuisineIds: [3],
      foodTypeIds: [1, 4],
      amenityIds: [5],
      priceRanges: [1, 2],
      minScore: 4,
      text: "sushi",
    });
    expect(listingFilters(guadalajaraBars({ filters: [] }), query("categoria=3,1")).categoryIds).toEqual([1]);
  });

  it("filters a colony by the colony, not its city", () => {
    const filters = listingFilters(guadalajaraBars({ areaType: "colony", colonyId: 26, filters: [] }), query(""));
    expect(filters).toMatchObject({ colonyId: 26 });
    expect(filters).not.toHaveProperty("cityId");
  });

  it("keeps premium and plus pages to places with a benefit, and near me to its radius", () => {
    expect(listingFilters(guadalajaraBars({ plus: true }), query(""))).toMatchObject({ premiumOnly: true });
    expect(listingFilters(guadalajaraBars({ premium: true }), query(""))).toMatchObject({ premiumOnly: true });
    const near = listingFilters(guadalajaraBars({ nearMe: true }), query(""), { latitude: 1, longitude: 2 });
    expect(near.near).toEqual({ latitude: 1, longitude: 2, radiusMeters: 5000 });
    expect(listingFilters(guadalajaraBars({ nearMe: true }), query("")).near).toBeUndefined();
  });
});

describe("sorts", () => {
  it("offers distance only with a position", () => {
    expect(availableSorts(undefined)).toEqual(["relevance", "score", "price", "time"]);
    expect(availableSorts({ latitude: 1, longitude: 2 })).toContain("distance");
    expect(effectiveSort("distance", undefined)).toBe("relevance");
    expect(effectiveSort("distance", { latitude: 1, longitude: 2 })).toBe("distance");
    expect(effectiveSort("price", undefined)).toBe("price");
  });

  it("offers the nearest time always, searching its candidates by relevance", () => {
    expect(effectiveSort("time", undefined)).toBe("time");
    expect(availableSorts({ latitude: 1, longitude: 2 })).toContain("time");
    expect(searchSort("time")).toBe("relevance");
    expect(searchSort("score")).toBe("score");
    expect(byTime({ withTable: false }, "time")).toBe(true);
    expect(byTime({ withTable: true }, "price")).toBe(true);
    expect(byTime({ withTable: false }, "relevance")).toBe(false);
  });
});

describe("searchApiParams", () => {
  it("names the listing the way GET /api/places/search reads it", () => {
    const filters = listingFilters(
      guadalajaraBars({ premium: true }),
      query("precio=1,2&amenidades=5&calificacion=4.5&q=mole"),
    );
    expect(searchApiParams({ filters, sort: "score", language: "en" })).toEqual({
      lang: "en",
      v: "6.1.1",
      country_id: "142",
      state_id: "4857",
      city_id: "142544",
      category_ids: "2",
      amenity_ids: "5",
      price_ranges: "1,2",
      min_score: "4.5",
      premium: "true",
      q: "mole",
      sort: "score",
      page_size: "24",
    });
  });

  it("sends the position for distances, and the radius for near me", () => {
    const position = { latitude: 20.5, longitude: -103.1 };
    const plain = searchApiParams({
      filters: listingFilters(guadalajaraBars(), query("")),
      sort: "distance",
      language: "es",
      position,
    });
    expect(plain).toMatchObject({ latitude: "20.5", longitude: "-103.1", sort: "distance" });
    expect(plain).not.toHaveProperty("radius");
    const near = searchApiParams({
      filters: listingFilters(guadalajaraBars({ nearMe: true }), query(""), position),
      sort: "relevance",
      language: "es",
      position,
    });
    expect(near).toMatchObject({ latitude: "20.5", longitude: "-103.1", radius: "5000" });
  });
});

describe("listingCacheControl", () => {
  it("caches anonymous listings publicly for a minute, stale for five more", () => {
    expect(listingCacheControl({ signedIn: false, perVisitor: false })).toBe(
      "public, max-age=60, stale-while-revalidate=300",
    );
  });

  it("keeps a listing with bookable times at most a minute stale", () => {
    expect(listingCacheControl({ signedIn: false, perVisitor: false, timed: true })).toBe(
      "public, max-age=60, stale-while-revalidate=60",
    );
    expect(listingCacheControl({ signedIn: true, perVisitor: false, timed: true })).toBe("private, no-cache");
  });

  it("keeps signed-in visitors and IP-located near me out of shared caches", () => {
    expect(listingCacheControl({ signedIn: true, perVisitor: false })).toBe("private, no-cache");
    expect(listingCacheControl({ signedIn: false, perVisitor: true })).toBe("private, max-age=60");
  });
});
