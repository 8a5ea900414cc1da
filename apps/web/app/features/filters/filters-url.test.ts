import { describe, expect, it } from "vitest";
import { selectedFilter } from "./filter-types";
import {
  hasUnsearchableText,
  listingHref,
  locationSegments,
  parseListingQuery,
  translatedListingQuery,
} from "./filters-url";

const query = (text: string) => parseListingQuery(new URLSearchParams(text));

const bars = selectedFilter({ class: "category", item: { id: 2, name: "Bares", slug: "bares" } });
const italian = selectedFilter({ class: "cuisine", item: { id: 2, name: "Italiana", slug: "italiana" } });
const japanese = selectedFilter({ class: "cuisine", item: { id: 3, name: "Japonesa", slug: "japonesa" } });
const tacos = selectedFilter({ class: "food-type", item: { id: 1, name: "Tacos", slug: "tacos" } });
const terrace = selectedFilter({ class: "amenity", item: { id: 1, name: "Terraza", slug: "terraza" } });
const wifi = selectedFilter({ class: "amenity", item: { id: 5, name: "Wi-Fi", slug: "wifi" } });
const price = (id: number) => selectedFilter({ class: "price-range", item: { id, name: "$".repeat(id), slug: null } });
const score = (id: number) => selectedFilter({ class: "score", item: { id, name: `${id / 10}+`, slug: null } });
const jalisco = selectedFilter({
  class: "location",
  location: "state",
  isFather: true,
  fatherId: 142,
  item: { id: 4857, name: "Jalisco", slug: "jalisco", segments: ["mx", "jalisco"] },
});
const guadalajara = selectedFilter({
  class: "location",
  location: "city",
  fatherId: 4857,
  item: { id: 1, name: "Guadalajara", slug: "guadalajara", segments: ["mx", "jalisco", "guadalajara"] },
});
const nearMe = selectedFilter({ class: "location", location: "near-me", item: { id: 0, name: "Cerca", slug: null } });

describe("parseListingQuery", () => {
  it("reads every filter, sort, page, text and position", () => {
    expect(
      query(
        "categoria=2&tipo-cocina=7,3&tipo-comida=1&amenidades=5&amenidades=1&precio=2,1&calificacion=4.5&orden=score&page=3&q=%20mole%20&lat=20.67&lng=-103.35",
      ),
    ).toEqual({
      categoryIds: [2],
      cuisineIds: [3, 7],
      foodTypeIds: [1],
      amenityIds: [1, 5],
      priceRanges: [1, 2],
      minScore: 4.5,
      sort: "score",
      page: 3,
      text: "mole",
      position: { latitude: 20.67, longitude: -103.35 },
      withTable: false,
    });
  });

  it("has defaults for an empty query", () => {
    expect(query("")).toEqual({
      categoryIds: [],
      cuisineIds: [],
      foodTypeIds: [],
      amenityIds: [],
      priceRanges: [],
      sort: "relevance",
      page: 1,
      withTable: false,
    });
  });

  it("leaves out anything malformed instead of failing", () => {
    const parsed = query(
      "tipo-cocina=abc,-1,0,3,99999999999&precio=0,5,9,4&calificacion=4.2&orden=cheapest&page=0&lat=95&lng=10",
    );
    expect(parsed.cuisineIds).toEqual([3]);
    expect(parsed.priceRanges).toEqual([4]);
    expect(parsed.minScore).toBeUndefined();
    expect(parsed.sort).toBe("relevance");
    expect(parsed.page).toBe(1);
    expect(parsed.position).toBeUndefined();
    expect(query("page=999999").page).toBe(1);
    expect(query("page=9999").page).toBe(500);
    expect(query("lat=20").position).toBeUndefined();
  });

  it("reads the Spanish spellings of the sorts", () => {
    expect(query("orden=puntuacion").sort).toBe("score");
    expect(query("orden=precio").sort).toBe("price");
    expect(query("orden=distancia").sort).toBe("distance");
    expect(query("orden=hora").sort).toBe("time");
    expect(query("sort=time").sort).toBe("time");
  });

  it("reads the table filter under either language's name, only as 1", () => {
    expect(query("con-mesa=1").withTable).toBe(true);
    expect(query("with-table=1").withTable).toBe(true);
    expect(query("con-mesa=0").withTable).toBe(false);
    expect(query("con-mesa=si").withTable).toBe(false);
  });

  it("bounds lists and text", () => {
    const ids = Array.from({ length: 80 }, (_, index) => index + 1).join(",");
    expect(query(`tipo-cocina=${ids}`).cuisineIds).toHaveLength(50);
    expect(query(`q=${"a".repeat(200)}`).text).toHaveLength(80);
  });
});

describe("listingHref", () => {
  const base = { language: "es" as const, countryCode: "mx" };

  it("is the country listing without filters, /en-prefixed in English", () => {
    expect(listingHref({ ...base, active: [] })).toBe("/mx/");
    expect(listingHref({ ...base, language: "en", active: [] })).toBe("/en/mx/");
  });

  it("puts the location, then single-valued slug filters in canonical order, in the path", () => {
    expect(listingHref({ ...base, active: [guadalajara] })).toBe("/mx/jalisco/guadalajara/");
    expect(listingHref({ ...base, active: [guadalajara, bars] })).toBe("/mx/jalisco/guadalajara/bares/");
    expect(listingHref({ ...base, active: [terrace, italian, bars] })).toBe("/mx/bares/italiana/terraza/");
    expect(listingHref({ ...base, active: [jalisco, tacos, italian] })).toBe("/mx/jalisco/italiana/tacos/");
  });

  it("moves what the four segments cannot hold to the query, by id", () => {
    expect(listingHref({ ...base, active: [guadalajara, bars, italian] })).toBe(
      "/mx/jalisco/guadalajara/bares/?tipo-cocina=2",
    );
    expect(listingHref({ ...base, active: [jalisco, bars, italian, tacos] })).toBe(
      "/mx/jalisco/bares/italiana/?tipo-comida=1",
    );
  });

  it("keeps several values of one class in the query", () => {
    expect(listingHref({ ...base, active: [japanese, italian, wifi, terrace] })).toBe(
      "/mx/?tipo-cocina=2,3&amenidades=1,5",
    );
  });

  it("writes price ranges, the minimum score, sort, position and page as query parameters", () => {
    expect(
      listingHref({
        ...base,
        active: [guadalajara, price(3), price(1), score(45)],
        sort: "price",
        page: 2,
        text: "mole",
        position: { latitude: 20.6736789, longitude: -103.344 },
      }),
    ).toBe("/mx/jalisco/guadalajara/?q=mole&precio=1,3&calificacion=4.5&orden=price&lat=20.67368&lng=-103.344&page=2");
    expect(listingHref({ ...base, active: [], sort: "relevance", page: 1 })).toBe("/mx/");
  });

  it("keeps the reserved slugs after the filters: premium, cerca-de-mi, plus", () => {
    expect(listingHref({ ...base, active: [bars], plus: true })).toBe("/mx/bares/plus/");
    expect(listingHref({ ...base, active: [jalisco, bars], premium: true })).toBe("/mx/jalisco/bares/premium/");
    expect(listingHref({ ...base, active: [nearMe, bars] })).toBe("/mx/bares/cerca-de-mi/");
    expect(listingHref({ ...base, active: [guadalajara, italian, bars], plus: true })).toBe(
      "/mx/jalisco/guadalajara/plus/?categoria=2&tipo-cocina=2",
    );
  });

  it("writes English slugs and parameter names on English pages, and reads either language's", () => {
    const english = { ...base, language: "en" as const };
    expect(listingHref({ ...english, active: [nearMe] })).toBe("/en/mx/near-me/");
    expect(listingHref({ ...english, active: [japanese, italian, price(2), score(40)], sort: "score", page: 2 })).toBe(
      "/en/mx/?cuisine=2,3&price=2&rating=4&sort=score&page=2",
    );
    const spanish = parseListingQuery(new URLSearchParams("tipo-cocina=3&precio=2&calificacion=4&orden=price"));
    const translated = parseListingQuery(new URLSearchParams("cuisine=3&price=2&rating=4&sort=price"));
    expect(translated).toEqual(spanish);
    expect(spanish).toMatchObject({ cuisineIds: [3], priceRanges: [2], minScore: 4, sort: "price" });
  });

  it("renames the other language's parameters, keeping the rest in order", () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(translatedListingQuery(query("q=mole&precio=1,2&orden=score"), "en")?.toString()).toBe(
      "q=mole&price=1%2C2&sort=score",
    );
    expect(translatedListingQuery(query("sort=price&page=2"), "es")?.toString()).toBe("orden=price&page=2");
    expect(translatedListingQuery(query("price=2&q=x&page=2"), "en")).toBeNull();
    expect(translatedListingQuery(query("q=x&lat=1&lng=2"), "es")).toBeNull();
  });

  it("writes the time sort and the table filter, and translates the filter's name", () => {
    expect(listingHref({ ...base, active: [], sort: "time", withTable: true })).toBe("/mx/?orden=time&con-mesa=1");
    expect(listingHref({ ...base, language: "en", active: [], withTable: true, page: 2 })).toBe(
      "/en/mx/?with-table=1&page=2",
    );
    expect(listingHref({ ...base, active: [], withTable: false })).toBe("/mx/");
    expect(translatedListingQuery(new URLSearchParams("con-mesa=1&orden=time"), "en")?.toString()).toBe(
      "with-table=1&sort=time",
    );
    const href = listingHref({ ...base, active: [], sort: "time", withTable: true });
    expect(parseListingQuery(new URL(href, "https://x.test").searchParams)).toMatchObject({
      sort: "time",
      withTable: true,
    });
  });

  it("ignores entries marked false", () => {
    expect(listingHref({ ...base, active: [{ ...bars, value: false }, guadalajara] })).toBe("/mx/jalisco/guadalajara/");
  });

  it("round-trips: the query it writes parses back to the same ids", () => {
    const href = listingHref({ ...base, active: [japanese, italian, price(2), score(40)], sort: "score" });
    const parsed = parseListingQuery(new URL(href, "https://x.test").searchParams);
    expect(parsed).toMatchObject({ cuisineIds: [2, 3], priceRanges: [2], minScore: 4, sort: "score" });
  });

  it("takes the location segments from the location entry", () => {
    expect(locationSegments([guadalajara], "mx")).toEqual(["mx", "jalisco", "guadalajara"]);
    expect(locationSegments([nearMe], "mx")).toEqual(["mx"]);
    expect(locationSegments([], "co")).toEqual(["co"]);
  });
});

describe("searched text the page cannot search", () => {
  it("is text with a control character such as NUL, under either language's name", () => {
    const unsearchable = (text: string) => hasUnsearchableText(new URLSearchParams(text));
    expect(unsearchable("q=a%00")).toBe(true);
    expect(unsearchable("q=%1B%5B31m")).toBe(true);
    expect(unsearchable("q=tacos%20al%20pastor")).toBe(false);
    expect(unsearchable("q=cr%C3%A8me")).toBe(false);
    expect(unsearchable("")).toBe(false);
  });
});
