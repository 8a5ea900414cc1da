import { describe, expect, it } from "vitest";
import {
  type AreaEntry,
  type FilterEntry,
  type ListingCatalogue,
  type ListingResolution,
  parseListingPath,
  type Resolution,
  resolveListingSegments,
} from "./listing-path.ts";

const same = (text: string) => ({ es: text, en: text });
const point = { latitude: 20, longitude: -100 };

/** A small catalogue with the collisions the order has to settle. */
const countries = [
  { id: 142, code: "mx", name: { es: "México", en: "Mexico" }, ...point },
  { id: 48, code: "co", name: { es: "Colombia", en: "Colombia" }, ...point },
];
const states = [
  { countryId: 142, id: 14, slug: "jalisco", name: "Jalisco", ...point },
  { countryId: 142, id: 9, slug: "ciudad-de-mexico", name: "Ciudad de México", ...point },
  // A state whose town is called like a category: the area wins after a state.
  { countryId: 142, id: 31, slug: "yucatan", name: "Yucatán", ...point },
  { countryId: 48, id: 2877, slug: "antioquia", name: "Antioquia", ...point },
];
const areas: (AreaEntry & { stateId: number })[] = [
  { stateId: 14, type: "city", id: 142544, cityId: 142544, slug: "guadalajara", name: "Guadalajara", ...point },
  { stateId: 14, type: "city", id: 142960, cityId: 142960, slug: "zapopan", name: "Zapopan", ...point },
  { stateId: 14, type: "colony", id: 40, cityId: 142544, slug: "zapopan", name: "Zapopan (colonia)", ...point },
  { stateId: 9, type: "city", id: 72102, cityId: 72102, slug: "ciudad-de-mexico", name: "Ciudad de México", ...point },
  { stateId: 9, type: "colony", id: 1, cityId: 72102, slug: "polanco", name: "Polanco", ...point },
  { stateId: 31, type: "city", id: 99, cityId: 99, slug: "bares", name: "Bares", ...point },
];
const filters: FilterEntry[] = [
  {
    class: "category",
    id: 1,
    slug: { es: "restaurantes", en: "restaurants" },
    name: { es: "Restaurantes", en: "Restaurants" },
  },
  { class: "category", id: 2, slug: { es: "bares", en: "bars" }, name: { es: "Bares", en: "Bars" } },
  { class: "category", id: 3, slug: { es: "antros", en: "nightclubs" }, name: { es: "Antros", en: "Nightclubs" } },
  // Listed before the cuisine on purpose: the class order decides, not the catalogue's order.
  { class: "food-type", id: 6, slug: same("mariscos"), name: { es: "Mariscos", en: "Seafood" } },
  { class: "cuisine", id: 7, slug: same("mariscos"), name: { es: "Mariscos", en: "Seafood" } },
  { class: "cuisine", id: 1, slug: same("mexicana"), name: { es: "Mexicana", en: "Mexican" } },
  { class: "food-type", id: 1, slug: same("tacos"), name: same("Tacos") },
  { class: "amenity", id: 1, slug: same("terraza"), name: { es: "Terraza", en: "Terrace" } },
];
const items = [
  { id: 500, slug: "la-cantina-guadalajara", cityId: 142544, colonyId: null },
  { id: 501, slug: "casa-polanco", cityId: 72102, colonyId: 1 },
];

const lookups: string[] = [];
const catalogue: ListingCatalogue = {
  async country(code) {
    return countries.find((country) => country.code === code);
  },
  async state(countryId, slug) {
    return states.find((state) => state.countryId === countryId && state.slug === slug);
  },
  async areas(stateId, slug) {
    return areas.filter((area) => area.stateId === stateId && area.slug === slug);
  },
  async filters(slug) {
    lookups.push(slug);
    return filters.filter((filter) => filter.slug.es === slug || filter.slug.en === slug);
  },
  async filterById(filterClass, id) {
    return filters.find((filter) => filter.class === filterClass && filter.id === id);
  },
  async item(listing, slug) {
    return listing === "places" ? items.find((item) => item.slug === slug) : undefined;
  },
};

async function resolve(path: string, cuisineIds?: number[]): Promise<Resolution> {
  const parsed = parseListingPath(path);
  if (!parsed) return { kind: "not-found", reason: "not a listing path" };
  return resolveListingSegments({ ...parsed, ...(cuisineIds ? { cuisineIds } : {}) }, catalogue);
}

function summary(resolution: Resolution) {
  if (resolution.kind === "not-found") return "not-found";
  if (resolution.kind === "place") return `place ${resolution.id} -> ${resolution.redirectTo}`;
  const parts = [
    `country ${resolution.countryId}`,
    resolution.stateId !== null ? `state ${resolution.stateId}` : "",
    resolution.areaType === "city" ? `city ${resolution.cityId}` : "",
    resolution.areaType === "colony" ? `colony ${resolution.colonyId} (city ${resolution.cityId})` : "",
    ...resolution.filters.map((filter) => `${filter.class} ${filter.id}`),
    resolution.nearMe ? "near-me" : "",
    resolution.premium ? "premium" : "",
    resolution.plus ? "plus" : "",
  ];
  return `${parts.filter(Boolean).join(", ")} @ ${resolution.canonicalPath}`;
}

describe("listing slug resolution order", () => {
  it.each([
    // Segment 1: a country code we serve.
    ["/mx/", "country 142 @ /mx/"],
    ["/co/", "country 48 @ /co/"],
    ["/ar/", "not-found"],
    ["/mex/", "not-found"],
    ["/m1/", "not-found"],
    // Segment 2: a state of that country, else a filter.
    ["/mx/jalisco/", "country 142, state 14 @ /mx/jalisco/"],
    ["/co/jalisco/", "not-found"],
    ["/mx/bares/", "country 142, category 2 @ /mx/bares/"],
    ["/mx/antioquia/", "not-found"],
    ["/mx/nowhere/", "not-found"],
    // Segment 3 after a state: a city, else a colony, else a filter.
    ["/mx/jalisco/guadalajara/", "country 142, state 14, city 142544 @ /mx/jalisco/guadalajara/"],
    ["/mx/jalisco/zapopan/", "country 142, state 14, city 142960 @ /mx/jalisco/zapopan/"],
    ["/mx/ciudad-de-mexico/polanco/", "country 142, state 9, colony 1 (city 72102) @ /mx/ciudad-de-mexico/polanco/"],
    ["/mx/ciudad-de-mexico/guadalajara/", "not-found"],
    ["/mx/jalisco/bares/", "country 142, state 14, category 2 @ /mx/jalisco/bares/"],
    ["/mx/yucatan/bares/", "country 142, state 31, city 99 @ /mx/yucatan/bares/"],
    // Segment 3 after a filter: a filter only.
    ["/mx/bares/terraza/", "country 142, category 2, amenity 1 @ /mx/bares/terraza/"],
    ["/mx/bares/jalisco/", "not-found"],
    ["/mx/terraza/guadalajara/", "not-found"],
    // Segment 4: a filter, else a place of that city or colony.
    [
      "/mx/jalisco/guadalajara/bares/",
      "country 142, state 14, city 142544, category 2 @ /mx/jalisco/guadalajara/bares/",
    ],
    ["/mx/jalisco/guadalajara/la-cantina-guadalajara/", "place 500 -> /lugar/la-cantina-guadalajara/"],
    ["/mx/ciudad-de-mexico/polanco/casa-polanco/", "place 501 -> /lugar/casa-polanco/"],
    ["/mx/ciudad-de-mexico/polanco/la-cantina-guadalajara/", "not-found"],
    ["/mx/jalisco/bares/la-cantina-guadalajara/", "not-found"],
    ["/mx/bares/terraza/tacos/", "country 142, category 2, food-type 1, amenity 1 @ /mx/bares/tacos/terraza/"],
    ["/mx/jalisco/bares/terraza/", "country 142, state 14, category 2, amenity 1 @ /mx/jalisco/bares/terraza/"],
    // Filter classes: reserved slugs, category (es or en), cuisine, food type, amenity.
    ["/mx/mariscos/", "country 142, cuisine 7 @ /mx/mariscos/"],
    ["/mx/tacos/", "country 142, food-type 1 @ /mx/tacos/"],
    ["/mx/cerca-de-mi/", "country 142, near-me @ /mx/cerca-de-mi/"],
    ["/mx/jalisco/plus/", "country 142, state 14, plus @ /mx/jalisco/plus/"],
    [
      "/mx/jalisco/guadalajara/premium/",
      "country 142, state 14, city 142544, premium @ /mx/jalisco/guadalajara/premium/",
    ],
    ["/mx/bars/", "country 142, category 2 @ /mx/bares/"],
    // Canonical order: category, cuisine, food type, amenity, premium, cerca-de-mi, plus.
    ["/mx/premium/bares/", "country 142, category 2, premium @ /mx/bares/premium/"],
    ["/mx/plus/cerca-de-mi/terraza/", "country 142, amenity 1, near-me, plus @ /mx/terraza/cerca-de-mi/plus/"],
    // Once each, one category.
    ["/mx/bares/antros/", "not-found"],
    ["/mx/bares/bars/", "not-found"],
    ["/mx/terraza/terraza/", "not-found"],
    ["/mx/premium/premium/", "not-found"],
    // Shape: lowercase, at most four segments.
    ["/MX/Jalisco/", "country 142, state 14 @ /mx/jalisco/"],
    ["/mx/jalisco/guadalajara/bares/terraza/", "not-found"],
    ["/", "not-found"],
  ])("%s -> %s", async (path, expected) => {
    expect(summary(await resolve(path))).toBe(expected);
  });

  it("keeps the asked order when moving a slug would change its meaning", async () => {
    // In Yucatán "bares" is a town: /mx/yucatan/bares/terraza/ would be the town, not the category.
    expect(summary(await resolve("/mx/yucatan/terraza/bares/"))).toBe(
      "country 142, state 31, category 2, amenity 1 @ /mx/yucatan/terraza/bares/",
    );
  });

  it("looks no filter up when a state, city or colony already matched", async () => {
    lookups.length = 0;
    await resolve("/mx/jalisco/guadalajara/");
    expect(lookups).toEqual([]);
  });
});

describe("listing resolution details", () => {
  const listing = async (path: string, cuisineIds?: number[]) => {
    const resolution = await resolve(path, cuisineIds);
    if (resolution.kind !== "listing") throw new Error(`${path} is ${resolution.kind}`);
    return resolution as ListingResolution;
  };

  it("answers English paths in English, with both languages' alternates", async () => {
    const english = await listing("/en/mx/jalisco/guadalajara/bars/");
    expect(english.language).toBe("en");
    expect(english.canonicalPath).toBe("/en/mx/jalisco/guadalajara/bars/");
    expect(english.alternates).toEqual({
      es: "/mx/jalisco/guadalajara/bares/",
      en: "/en/mx/jalisco/guadalajara/bars/",
    });
    expect(english.filters).toEqual([{ class: "category", id: 2, slug: "bars", name: { es: "Bares", en: "Bars" } }]);
    const place = await resolve("/en/mx/jalisco/guadalajara/la-cantina-guadalajara/");
    expect(place).toMatchObject({ kind: "place", redirectTo: "/en/place/la-cantina-guadalajara/" });
  });

  it("says near me in the path's language, and reads either language's slug", async () => {
    const english = await listing("/en/mx/jalisco/near-me/");
    expect(english.nearMe).toBe(true);
    expect(english.alternates).toEqual({ es: "/mx/jalisco/cerca-de-mi/", en: "/en/mx/jalisco/near-me/" });
    // The Spanish slug under /en (and the English one without it) still names near me: the web 301s to canonical.
    expect((await listing("/en/mx/cerca-de-mi/")).canonicalPath).toBe("/en/mx/near-me/");
    expect((await listing("/mx/near-me/")).canonicalPath).toBe("/mx/cerca-de-mi/");
    expect(summary(await resolve("/en/mx/near-me/cerca-de-mi/"))).toBe("not-found");
  });

  it("names the listing for titles and breadcrumbs in both languages", async () => {
    const resolution = await listing("/mx/jalisco/guadalajara/bares/");
    expect(resolution.names.es.heading).toBe("Bares en Guadalajara");
    expect(resolution.names.en.heading).toBe("Bars in Guadalajara");
    expect(resolution.names.es.breadcrumbs).toEqual([
      { name: "Inicio", path: "/" },
      { name: "México", path: "/mx/" },
      { name: "Jalisco", path: "/mx/jalisco/" },
      { name: "Guadalajara", path: "/mx/jalisco/guadalajara/" },
      { name: "Bares en Guadalajara", path: "/mx/jalisco/guadalajara/bares/" },
    ]);
    expect(resolution.names.en.breadcrumbs[1]).toEqual({ name: "Mexico", path: "/en/mx/" });
    const near = await listing("/mx/cerca-de-mi/terraza/");
    expect(near.names.es.heading).toBe("Restaurantes, bares y antros cerca de mí · Terraza");
    expect(near.names.en.heading).toBe("Restaurants, bars and nightclubs near me · Terrace");
    expect((await listing("/co/")).names.es.breadcrumbs).toEqual([
      { name: "Inicio", path: "/" },
      { name: "Colombia", path: "/co/" },
    ]);
  });

  it("reads the old cuisine query filter and keeps it in the canonical path", async () => {
    const resolution = await listing("/mx/", [1, 1, 999]);
    expect(resolution.filters.map((filter) => `${filter.class} ${filter.id}`)).toEqual(["cuisine 1"]);
    expect(resolution.canonicalPath).toBe("/mx/?tipo-cocina=1");
  });

  it("is generic over listings: things to do live under their own base", async () => {
    const resolution = await listing("/planes-que-hacer/mx/jalisco/");
    expect(resolution.listing).toBe("things-to-do");
    expect(resolution.alternates).toEqual({
      es: "/planes-que-hacer/mx/jalisco/",
      en: "/en/things-to-do/mx/jalisco/",
    });
    expect(resolution.names.es.heading).toBe("Planes que hacer en Jalisco");
    expect(await resolve("/planes-que-hacer/mx/jalisco/guadalajara/la-cantina-guadalajara/")).toMatchObject({
      kind: "not-found",
    });
  });
});

describe("parseListingPath", () => {
  it("splits language, listing and decoded lowercase segments", () => {
    expect(parseListingPath("/en/things-to-do/MX/jalisco?x=1")).toEqual({
      listing: "things-to-do",
      language: "en",
      segments: ["mx", "jalisco"],
      requestedPath: "/en/things-to-do/mx/jalisco/",
    });
    expect(parseListingPath("/mx/ciudad%20de%20mexico/")?.segments).toEqual(["mx", "ciudad de mexico"]);
    expect(parseListingPath("/mx/%E0%A4%A/")).toBeUndefined();
    expect(parseListingPath("/en/")).toBeUndefined();
  });
});
