import { describe, expect, it } from "vitest";
import { bestMatches, editDistance, filterSuggestions, matchRank, normaliseText } from "./suggestions.ts";

describe("suggestion matching", () => {
  it("forgets accents, case and extra spaces", () => {
    expect(normaliseText("  La   Limeña ")).toBe("la limena");
    expect(normaliseText("MEDITERRÁNEA")).toBe("mediterranea");
  });

  it("counts a swap of two neighbouring letters as one slip", () => {
    expect(editDistance("suhsi", "sushi")).toBe(1);
    expect(editDistance("japnesa", "japonesa")).toBe(1);
    expect(editDistance("tacos", "tacos")).toBe(0);
  });

  it("ranks the name, its start, a word's start, inside, then a near word", () => {
    expect(matchRank("sushi", "sushi")).toBe(0);
    expect(matchRank("la limena", "la lim")).toBe(1);
    expect(matchRank("la limena", "limena")).toBe(2);
    expect(matchRank("mediterranea", "terra")).toBe(3);
    expect(matchRank("la limena", "limeba")).toBe(4);
    expect(matchRank("japonesa", "japnesa")).toBe(4);
    // Short words forgive nothing: "bar" is not "mar".
    expect(matchRank("mariscos", "bar")).toBeUndefined();
  });

  it("keeps the best matches first, at most the limit", () => {
    const items = ["Tapas", "Tacos", "Pasta", "Tacos al pastor"].map((name) => ({ names: [name] }));
    expect(bestMatches(items, "tacos").map((item) => item.names[0])).toEqual(["Tacos", "Tacos al pastor"]);
    expect(bestMatches(items, "ta", 1)).toHaveLength(1);
  });

  it("gives a dish sharing a cuisine's slug once, and each group its listing path", () => {
    const entry = (cls: string, id: number, es: string, en: string, slug = normaliseText(es)) => ({
      class: cls,
      id,
      slug: { es: slug, en: slug },
      name: { es, en },
    });
    const entries = [
      entry("cuisine", 7, "Mariscos", "Seafood"),
      entry("food-type", 6, "Mariscos", "Seafood"),
      entry("amenity", 1, "Mariscos al aire libre", "Seafood outdoors"),
      { class: "category", id: 2, slug: { es: "bares", en: "bars" }, name: { es: "Bares", en: "Bars" } },
    ];
    const found = filterSuggestions(entries, "seafod", "en", (slug) => `/en/mx/${slug}/`);
    expect(found.cuisines).toEqual([{ class: "cuisine", id: 7, name: "Seafood", path: "/en/mx/mariscos/" }]);
    expect(filterSuggestions(entries, "bars", "en", (slug) => `/en/mx/${slug}/`).categories).toEqual([
      { class: "category", id: 2, name: "Bars", path: "/en/mx/bars/" },
    ]);
  });
});
