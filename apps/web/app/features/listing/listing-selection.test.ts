import type { FilterItemWithQuantity } from "@sobremesa/domain/search";
import { describe, expect, it } from "vitest";
import { filterKey, listingHref, optionToFilter, parseListingQuery } from "#app/features/filters/index.ts";
import { activeSelection, type Facets, filterLists, resolvedLocationSegments } from "./listing-selection";
import { guadalajaraBars } from "./test-fixtures";

const query = (text: string) => parseListingQuery(new URLSearchParams(text));

function facets(overrides: Partial<Facets> = {}): Facets {
  const item = (type: FilterItemWithQuantity["type"], id: number, name: string, slug: string | null, quantity = 3) => ({
    id,
    type,
    name,
    slug,
    quantity,
  });
  return {
    location: [
      { ...item("location", 142544, "Guadalajara", "guadalajara", 81), locationType: "city", parentId: 4857 },
      { ...item("location", 26, "Americana", "americana", 19), locationType: "colony", parentId: 142544 },
    ],
    category: [item("category", 1, "Restaurantes", "restaurantes"), item("category", 2, "Bares", "bares")],
    cuisine: [item("cuisine", 3, "Japonesa", "japonesa")],
    "food-type": [item("food-type", 1, "Tacos", "tacos", 0)],
    amenity: [item("amenity", 5, "Wi-Fi", "wifi")],
    "price-range": [item("price-range", 1, "$", null), item("price-range", 2, "$$", null)],
    score: [item("score", 45, "4.5+", null), item("score", 40, "4.0+", null)],
    ...overrides,
  };
}

const base = { facets: facets(), language: "es" as const, nearMeName: "Cerca de mí" };

describe("resolvedLocationSegments", () => {
  it("takes the location's segments from the front of the canonical path", () => {
    expect(resolvedLocationSegments(guadalajaraBars())).toEqual(["mx", "jalisco", "guadalajara"]);
    expect(
      resolvedLocationSegments(
        guadalajaraBars({ areaType: null, cityId: null, canonicalPath: "/en/mx/jalisco/bars/?tipo-cocina=3" }),
      ),
    ).toEqual(["mx", "jalisco"]);
    expect(
      resolvedLocationSegments(guadalajaraBars({ stateId: null, areaType: null, canonicalPath: "/mx/bares/" })),
    ).toEqual(["mx"]);
  });
});

describe("activeSelection (the store derived from the URL)", () => {
  it("holds the location and the path's filters", () => {
    const active = activeSelection({ ...base, resolution: guadalajaraBars(), query: query("") });
    expect(active.map(filterKey)).toEqual(["location:city:142544", "category:2"]);
    expect(active[0]).toMatchObject({
      isCity: true,
      fatherId: 4857,
      item: { name: "Guadalajara", slug: "guadalajara", segments: ["mx", "jalisco", "guadalajara"] },
    });
  });

  it("adds the query's filters with their names from the facets", () => {
    const active = activeSelection({
      ...base,
      resolution: guadalajaraBars(),
      query: query("categoria=1&tipo-comida=1&amenidades=5,77&precio=2&calificacion=4.5"),
    });
    expect(active.map(filterKey)).toEqual([
      "location:city:142544",
      "category:2",
      "food-type:1",
      "amenity:5",
      "amenity:77",
      "price-range:2",
      "score:45",
    ]);
    expect(active.find((entry) => entry.class === "amenity")?.item.name).toBe("Wi-Fi");
    expect(active.find((entry) => entry.id === 77)?.item.name).toBe("#77");
    expect(active.find((entry) => entry.class === "score")?.item.name).toBe("4.5+");
  });

  it("is a state (a parent) on a state page, near me on a near-me page, nothing on a country page", () => {
    const state = activeSelection({
      ...base,
      resolution: guadalajaraBars({ areaType: null, cityId: null, filters: [], canonicalPath: "/mx/jalisco/" }),
      query: query(""),
    });
    expect(state).toMatchObject([{ isState: true, isFather: true, id: 4857, item: { segments: ["mx", "jalisco"] } }]);
    const near = activeSelection({
      ...base,
      resolution: guadalajaraBars({ nearMe: true, stateId: null, areaType: null, filters: [] }),
      query: query("lat=1&lng=2"),
    });
    expect(near).toMatchObject([{ isNearMe: true, isGeolocation: true, item: { name: "Cerca de mí" } }]);
    expect(
      activeSelection({
        ...base,
        resolution: guadalajaraBars({ stateId: null, areaType: null, cityId: null, filters: [] }),
        query: query(""),
      }),
    ).toEqual([]);
  });

  it("round-trips: the URL built from the selection is the page's own", () => {
    const resolution = guadalajaraBars();
    const active = activeSelection({ ...base, resolution, query: query("precio=2&amenidades=5") });
    expect(listingHref({ language: "es", countryCode: "mx", active })).toBe(
      "/mx/jalisco/guadalajara/bares/?amenidades=5&precio=2",
    );
  });
});

describe("filterLists", () => {
  it("lists near me, the state as a whole, then its cities and colonies with their paths", () => {
    const lists = filterLists({ ...base, resolution: guadalajaraBars() });
    const location = lists.location.map(optionToFilter);
    expect(location.map(filterKey)).toEqual([
      "location:near-me:0",
      "location:state:4857",
      "location:city:142544",
      "location:colony:26",
    ]);
    expect(lists.location[1]).toMatchObject({ whole: true, isFather: true });
    expect(location[2]).toMatchObject({ fatherId: 4857, item: { segments: ["mx", "jalisco", "guadalajara"] } });
    expect(location[3]).toMatchObject({ fatherId: 4857, item: { segments: ["mx", "jalisco", "americana"] } });
  });

  it("lists the country as a whole and its states on a country page", () => {
    const lists = filterLists({
      ...base,
      facets: facets({
        location: [
          { id: 4857, type: "location", name: "Jalisco", slug: "jalisco", quantity: 161, locationType: "state" },
        ],
      }),
      resolution: guadalajaraBars({ stateId: null, cityId: null, areaType: null, canonicalPath: "/mx/" }),
    });
    expect(lists.location.map(optionToFilter).map(filterKey)).toEqual([
      "location:near-me:0",
      "location:country:142",
      "location:state:4857",
    ]);
    expect(lists.location[2]).toMatchObject({ fatherId: 142, item: { segments: ["mx", "jalisco"], quantity: 161 } });
  });

  it("keeps every facet item with its count", () => {
    const lists = filterLists({ ...base, resolution: guadalajaraBars() });
    expect(lists.cuisine).toEqual([
      { class: "cuisine", item: { id: 3, name: "Japonesa", slug: "japonesa", quantity: 3 } },
    ]);
    expect(lists["food-type"][0]?.item.quantity).toBe(0);
    expect(lists.score.map((option) => option.item.id)).toEqual([45, 40]);
  });
});
