import { slugify } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { loadGeo } from "./geo.ts";
import { assignGeoSlugs, claim } from "./geo-slugs.ts";

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe("assignGeoSlugs", () => {
  const slugs = assignGeoSlugs(
    {
      states: [
        { id: 2, countryId: 1, name: "Jalisco" },
        { id: 1, countryId: 1, name: "Jalisco" },
        { id: 3, countryId: 9, name: "Jalisco" },
        { id: 4, countryId: 1, name: "Nuevo León" },
      ],
      cities: [
        { id: 10, stateId: 1, name: "Polanco" },
        { id: 11, stateId: 1, name: "San José" },
        { id: 12, stateId: 1, name: "San Jose" },
        { id: 13, stateId: 4, name: "Polanco" },
        { id: 14, stateId: 1, name: "Coyoacán" },
      ],
      colonies: [
        { id: 101, cityId: 14, stateId: 1, name: "Polanco" },
        { id: 102, cityId: 14, stateId: 1, name: "Centro" },
        { id: 103, cityId: 11, stateId: 1, name: "Centro" },
        { id: 104, cityId: 13, stateId: 4, name: "Centro" },
      ],
    },
    slugify,
  );

  it("keeps state slugs unique per country, lower ids first", () => {
    expect(slugs.states.get(1)).toBe("jalisco");
    expect(slugs.states.get(2)).toBe("jalisco-2");
    expect(slugs.states.get(3)).toBe("jalisco");
  });

  it("keeps city slugs unique per state, accents folded", () => {
    expect(slugs.cities.get(11)).toBe("san-jose");
    expect(slugs.cities.get(12)).toBe("san-jose-2");
  });

  it("gives colonies their plain slug and moves a clashing city aside", () => {
    expect(slugs.colonies.get(101)).toBe("polanco");
    expect(slugs.cities.get(10)).toBe("polanco-2");
    // another state has its own namespace
    expect(slugs.cities.get(13)).toBe("polanco");
  });

  it("disambiguates same-named colonies of one state by their city", () => {
    expect(slugs.colonies.get(102)).toBe("centro");
    expect(slugs.colonies.get(103)).toBe("centro-san-jose");
    expect(slugs.colonies.get(104)).toBe("centro");
  });

  it("claim falls back to numeric suffixes and never returns a taken slug", () => {
    const taken = new Set(["a", "a-b", "a-2"]);
    expect(claim(taken, ["a", "a-b"])).toBe("a-3");
    expect(taken.has("a-3")).toBe(true);
  });
});

describe("the committed geo catalogue", () => {
  const geo = loadGeo();

  it("holds the three countries, 72 states, 10,602 cities and 62 colonies", () => {
    expect(geo.countries.map((c) => [c.id, c.code, c.slug, c.currency, c.dialCode])).toEqual([
      [48, "co", "co", "COP", "+57"],
      [53, "cr", "cr", "CRC", "+506"],
      [142, "mx", "mx", "MXN", "+52"],
    ]);
    expect(geo.states).toHaveLength(72);
    expect(geo.cities).toHaveLength(10_602);
    expect(geo.colonies).toHaveLength(62);
  });

  it("has well-formed slugs with the uniqueness rules of the URL segments", () => {
    const seen = new Set<string>();
    const once = (key: string) => {
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    };
    for (const state of geo.states) {
      expect(state.slug).toMatch(SLUG);
      once(`country ${state.countryId} ${state.slug}`);
    }
    // cities and colonies share /{cc}/{state}/{cityOrColony}/
    for (const city of geo.cities) {
      expect(city.slug).toMatch(SLUG);
      once(`state ${city.stateId} ${city.slug}`);
    }
    for (const colony of geo.colonies) {
      expect(colony.slug).toMatch(SLUG);
      once(`state ${colony.stateId} ${colony.slug}`);
    }
  });

  it("keeps the curated colonies on their plain slugs", () => {
    const colony = (id: number) => geo.colonies.find((c) => c.id === id)!;
    expect(colony(1).slug).toBe("polanco");
    expect(colony(9).slug).toBe("coyoacan");
    expect(geo.cities.find((c) => c.id === 72836)!.slug).toBe("polanco-2");
  });

  it("names Mexico City in Spanish", () => {
    const cdmx = geo.cities.find((c) => c.id === 72102)!;
    expect([cdmx.name, cdmx.slug, cdmx.stateId, cdmx.countryId]).toEqual([
      "Ciudad de México",
      "ciudad-de-mexico",
      3473,
      142,
    ]);
  });

  it("gives each city its state's zone, except the named border and bay municipalities", () => {
    const zone = (id: number) => geo.cities.find((c) => c.id === id)!.timezone;
    expect(zone(72102)).toBe("America/Mexico_City");
    expect(zone(68787)).toBe("America/Cancun"); // Cancún
    expect(zone(75562)).toBe("America/Tijuana");
    expect(zone(72219)).toBe("America/Monterrey");
    expect(zone(69056)).toBe("America/Chihuahua");
    expect(zone(71146)).toBe("America/Ciudad_Juarez"); // Juárez
    expect(zone(72479)).toBe("America/Ojinaga");
    expect(zone(73104)).toBe("America/Matamoros"); // Reynosa
    expect(zone(72390)).toBe("America/Matamoros"); // Nuevo Laredo
    expect(zone(72772)).toBe("America/Matamoros"); // Piedras Negras
    expect(zone(68285)).toBe("America/Matamoros"); // Anáhuac
    expect(zone(72418)).toBe("America/Bahia_Banderas"); // Nuevo Vallarta
    expect(zone(75447)).toBe("America/Mazatlan"); // Tepic
    expect(zone(149237)).toBe("America/Bogota");
    expect(zone(21756)).toBe("America/Costa_Rica");
    for (const city of geo.cities) expect(city.timezone).toMatch(/^America\/[A-Za-z_]+$/);
  });

  it("points every city, state and colony at an existing parent", () => {
    const countryIds = new Set(geo.countries.map((c) => c.id));
    const stateIds = new Map(geo.states.map((s) => [s.id, s.countryId]));
    const cityIds = new Map(geo.cities.map((c) => [c.id, c.stateId]));
    for (const state of geo.states) expect(countryIds.has(state.countryId)).toBe(true);
    for (const city of geo.cities) expect(stateIds.get(city.stateId)).toBe(city.countryId);
    for (const colony of geo.colonies) expect(cityIds.get(colony.cityId)).toBe(colony.stateId);
  });
});
