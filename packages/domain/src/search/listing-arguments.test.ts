import { DomainError } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { listingArguments, locationLevel, normalizeFilters, pageCount, withoutClass } from "./listing-arguments.ts";

function failure(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a DomainError");
}

describe("sort and pagination arguments", () => {
  it("defaults to relevance, page 1 and 24 cards in Spanish", () => {
    expect(listingArguments({})).toEqual({
      filters: {
        categoryIds: [],
        cuisineIds: [],
        foodTypeIds: [],
        amenityIds: [],
        priceRanges: [],
        premiumOnly: false,
      },
      sort: "relevance",
      page: 1,
      pageSize: 24,
      limit: 24,
      offset: 0,
      language: "es",
    });
  });

  it.each([
    [
      { page: 3, pageSize: 10 },
      { limit: 10, offset: 20 },
    ],
    [
      { page: 1, pageSize: 48 },
      { limit: 48, offset: 0 },
    ],
    [
      { page: 500, pageSize: 48 },
      { limit: 48, offset: 23_952 },
    ],
  ])("turns %o into limit and offset %o", (input, expected) => {
    expect(listingArguments(input)).toMatchObject(expected);
  });

  it.each([
    [{ pageSize: 49 }, "pageSize"],
    [{ pageSize: 0 }, "pageSize"],
    [{ page: 0 }, "page"],
    [{ page: 501 }, "page"],
    [{ page: 1.5 }, "page"],
    [{ sort: "cheapest" as "price" }, "sort"],
    [{ minScore: 6 }, "minScore"],
    [{ priceRanges: [5] }, "priceRanges.0"],
    [{ position: { latitude: 91, longitude: 0 } }, "position.latitude"],
  ])("refuses %o naming %s", (input, field) => {
    const error = failure(() => listingArguments(input));
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.details).toEqual([expect.objectContaining({ field })]);
  });

  it("sorts by distance only with a position, taking the near-me point when none is given", () => {
    const error = failure(() => listingArguments({ sort: "distance" }));
    expect(error.details).toEqual([expect.objectContaining({ field: "sort" })]);
    const near = listingArguments({ sort: "distance", near: { latitude: 19.4, longitude: -99.1, radiusMeters: 2000 } });
    expect(near.position).toEqual({ latitude: 19.4, longitude: -99.1 });
    const given = listingArguments({
      sort: "distance",
      position: { latitude: 20.6, longitude: -103.3 },
      near: { latitude: 19.4, longitude: -99.1, radiusMeters: 2000 },
    });
    expect(given.position).toEqual({ latitude: 20.6, longitude: -103.3 });
  });

  it("deduplicates and sorts id lists and drops blank text", () => {
    const filters = normalizeFilters({ cuisineIds: [7, 1, 7], priceRanges: [3, 1, 3], text: "   " });
    expect(filters.cuisineIds).toEqual([1, 7]);
    expect(filters.priceRanges).toEqual([1, 3]);
    expect(filters.text).toBeUndefined();
    expect(normalizeFilters({ text: "  Téllez " }).text).toBe("Téllez");
  });

  it("counts pages", () => {
    expect([pageCount(0, 24), pageCount(24, 24), pageCount(25, 24)]).toEqual([0, 1, 2]);
  });
});

describe("facet arguments", () => {
  const active = normalizeFilters({
    countryId: 142,
    stateId: 3473,
    cityId: 72102,
    colonyId: 1,
    categoryIds: [1],
    cuisineIds: [1, 7],
    foodTypeIds: [2],
    amenityIds: [8],
    priceRanges: [2],
    minScore: 4,
  });

  it.each([
    ["category", "categoryIds", []],
    ["cuisine", "cuisineIds", []],
    ["food-type", "foodTypeIds", []],
    ["amenity", "amenityIds", []],
    ["price-range", "priceRanges", []],
    ["score", "minScore", undefined],
  ] as const)("a %s facet ignores its own class and keeps the others", (type, key, cleared) => {
    const facet = withoutClass(active, type);
    expect(facet[key]).toEqual(cleared);
    expect({ ...facet, [key]: active[key] }).toEqual(active);
  });

  it("a location facet keeps the country and the state and counts the level below", () => {
    const facet = withoutClass(active, "location");
    expect(facet).toMatchObject({ countryId: 142, stateId: 3473, cuisineIds: [1, 7] });
    expect(facet.cityId).toBeUndefined();
    expect(facet.colonyId).toBeUndefined();
    expect(locationLevel(facet)).toBe("area");
    expect(locationLevel(normalizeFilters({ countryId: 142 }))).toBe("state");
    expect(locationLevel(normalizeFilters({}))).toBe("country");
  });
});
