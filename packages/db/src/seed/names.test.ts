import { describe, expect, it } from "vitest";
import { areaFitsName, placeDescription, placeName, shortAreaName } from "./names.ts";
import type { CountryCode } from "./plan.ts";
import { createRandom } from "./random.ts";
import { type CategoryKey, CUISINE, type CuisineKey } from "./taxonomy.ts";

const COUNTRIES: CountryCode[] = ["mx", "co", "cr"];
const CATEGORIES: CategoryKey[] = ["restaurant", "bar", "nightclub"];
const CUISINES = Object.keys(CUISINE) as CuisineKey[];

function* contexts() {
  for (const country of COUNTRIES)
    for (const category of CATEGORIES)
      for (const cuisine of CUISINES)
        for (const area of ["Roma Norte", "Coyoacán", "Centro Histórico", "Tezoatlán de Segura y Luna"]) {
          yield { country, category, cuisine, area };
        }
}

describe("placeName", () => {
  it("fills every placeholder and yields tidy names", () => {
    const random = createRandom(1);
    for (const context of contexts()) {
      for (let i = 0; i < 5; i++) {
        const { name } = placeName(random, context);
        expect(name).not.toMatch(/[{}]/);
        expect(name).toBe(name.trim());
        expect(name).not.toMatch(/\s{2}/);
        expect(name.length).toBeGreaterThan(2);
        expect(name.length).toBeLessThanOrEqual(60);
        expect(name.charAt(0)).toMatch(/[A-ZÁÉÍÓÚÑÜ]/);
      }
    }
  });

  it("is deterministic for a seed", () => {
    const names = (seed: number) => {
      const random = createRandom(seed);
      return Array.from(contexts(), (context) => placeName(random, context).name);
    };
    expect(names(9)).toEqual(names(9));
    expect(names(9)).not.toEqual(names(10));
  });

  it("names a venue after its trade, which implies its food", () => {
    const random = createRandom(2);
    for (let i = 0; i < 200; i++) {
      const generated = placeName(random, {
        country: "mx",
        category: "restaurant",
        cuisine: "cafeteria",
        area: "Condesa",
      });
      expect(generated.food).toBe("cafe");
      const taco = placeName(random, { country: "mx", category: "restaurant", cuisine: "mexicana", area: "Condesa" });
      if (taco.name.startsWith("Taquería")) expect(taco.food).toBe("tacos");
    }
  });

  it("gives bars and nightclubs names of their kind and country", () => {
    const random = createRandom(3);
    const clubs = Array.from({ length: 300 }, () =>
      placeName(random, { country: "co", category: "nightclub", cuisine: "internacional", area: "Laureles" }),
    );
    expect(clubs.every((c) => !c.name.startsWith("Antro"))).toBe(true);
    expect(clubs.some((c) => c.name.startsWith("Discoteca"))).toBe(true);
    const bars = Array.from(
      { length: 300 },
      () => placeName(random, { country: "mx", category: "bar", cuisine: "mexicana", area: "Roma Norte" }).name,
    );
    expect(bars.some((n) => n.startsWith("Cantina") || n.startsWith("La Cantina"))).toBe(true);
    expect(bars.some((n) => n.startsWith("Mezcalería"))).toBe(true);
  });

  it("only uses short, article-free area names inside a name", () => {
    expect(areaFitsName("Coyoacán")).toBe(true);
    expect(areaFitsName("Centro Histórico")).toBe(false);
    expect(areaFitsName("El Poblado")).toBe(false);
    expect(areaFitsName("Tezoatlán de Segura y Luna")).toBe(false);
  });
});

describe("placeDescription", () => {
  it("writes two sentences in each language, naming the area", () => {
    const random = createRandom(4);
    for (const { country, category, cuisine } of contexts()) {
      const { es, en } = placeDescription(random, {
        country,
        category,
        cuisine,
        areaLabel: "Roma Norte, Ciudad de México",
      });
      for (const text of [es, en]) {
        expect(text).toContain("Roma Norte, Ciudad de México");
        expect(text).toMatch(/^[A-ZÁÉÍÓÚÑ].*\.$/);
        expect(text.split(". ")).toHaveLength(2);
        expect(text).not.toMatch(/\.\.|\s{2}|undefined/);
      }
      expect(es).not.toMatch(/ con [^.]* con |para compartir[^.]*para compartir/);
    }
  });

  it("opens with the venue's kind when the name gives one", () => {
    const { es, en } = placeDescription(createRandom(5), {
      country: "mx",
      category: "bar",
      cuisine: "mexicana",
      kind: ["Mezcalería", "Mezcal bar"],
      areaLabel: "Oaxaca de Juárez, Oaxaca",
    });
    expect(es).toMatch(/^Mezcalería en Oaxaca de Juárez, Oaxaca\. .*[Mm]ezcal/);
    expect(en).toMatch(/^Mezcal bar in Oaxaca de Juárez, Oaxaca\. /);
  });

  it("does not double the full stop after Bogotá D.C.", () => {
    const { es } = placeDescription(createRandom(6), {
      country: "co",
      category: "restaurant",
      cuisine: "colombiana",
      areaLabel: "Bogotá D.C.",
    });
    expect(es).toMatch(/^Restaurante de cocina colombiana en Bogotá D\.C\. [A-Z]/);
  });
});

describe("shortAreaName", () => {
  it.each([
    ["Zona T (Zona Rosa)", "Zona T"],
    ["Andares / Puerta de Hierro", "Andares"],
    ["Centro (Macroplaza)", "Centro"],
    ["Roma Norte", "Roma Norte"],
  ])("%s -> %s", (input, expected) => {
    expect(shortAreaName(input)).toBe(expected);
  });
});
