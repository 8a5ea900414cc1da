import { loadGeo } from "@sobremesa/db/geo";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, DIAL_CODES } from "../app/lib/countries";
import { buildCountriesCatalogue, catalogueVersion } from "./countries-catalogue";

describe("countries catalogue", () => {
  const countries = buildCountriesCatalogue(loadGeo(), ["mx", "co", "cr"]);

  it("lists the served countries in menu order with their ids and dial codes", () => {
    expect(countries.map(({ id, code, dial_code }) => ({ id, code, dial_code }))).toEqual([
      { id: 142, code: "mx", dial_code: "+52" },
      { id: 48, code: "co", dial_code: "+57" },
      { id: 53, code: "cr", dial_code: "+506" },
    ]);
  });

  it("has the dial codes phone fields use without downloading it", () => {
    expect(countries.map((country) => country.code)).toEqual([...COUNTRY_CODES]);
    for (const country of countries) expect(DIAL_CODES[country.code], country.code).toBe(country.dial_code);
  });

  it("gives each state its cities and colonies as { id, title, type }, sorted by title", () => {
    const mexico = countries[0]!;
    expect(mexico.states).toHaveLength(32);
    const queretaro = mexico.states.find((state) => state.title === "Querétaro");
    expect(queretaro?.citiesAndColonies.length).toBeGreaterThan(0);
    const titles = queretaro!.citiesAndColonies.map((area) => area.title);
    expect(titles).toEqual([...titles].sort(new Intl.Collator("es", { sensitivity: "base" }).compare));
    const areas = mexico.states.flatMap((state) => state.citiesAndColonies);
    const polanco = areas.find((area) => area.title === "Polanco");
    expect(polanco).toMatchObject({ type: "colony" });
    expect(Object.keys(polanco!).sort()).toEqual(["id", "title", "type"]);
    expect(areas.find((area) => area.title === "Guadalajara")).toMatchObject({ type: "city" });
  });

  it("versions the catalogue by its content", () => {
    const version = catalogueVersion(countries);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(catalogueVersion(buildCountriesCatalogue(loadGeo(), ["mx", "co", "cr"]))).toBe(version);
    const renamed = structuredClone(countries);
    renamed[0]!.states[0]!.title = "Otro nombre";
    expect(catalogueVersion(renamed)).not.toBe(version);
  });
});
