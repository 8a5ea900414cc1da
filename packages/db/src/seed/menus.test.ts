import { describe, expect, it } from "vitest";
import { SECTIONS } from "./menu-dishes.ts";
import { DIETARY_TAGS, type MenuPlace, menuPrice, placeMenu } from "./menus.ts";
import { createRandom } from "./random.ts";
import { CUISINE, FOOD } from "./taxonomy.ts";

const taqueria: MenuPlace = {
  id: 41,
  category: "restaurant",
  cuisineIds: [CUISINE.mexicana],
  foodTypeIds: [FOOD.tacos],
  priceRange: 1,
  currency: "MXN",
};

const menuOf = (place: MenuPlace) => placeMenu(place, { section: 0, item: 0 });

describe("placeMenu", () => {
  it("is deterministic per place and differs between places", () => {
    expect(menuOf(taqueria)).toEqual(menuOf(taqueria));
    expect(menuOf({ ...taqueria, id: 42 }).items).not.toEqual(menuOf(taqueria).items);
  });

  it("numbers sections and items from the counters, positions from 0, items pointing at their section", () => {
    const ids = { section: 10, item: 100 };
    const { sections, items } = placeMenu(taqueria, ids);
    expect(sections.map((section) => section.id)).toEqual(sections.map((_, index) => 11 + index));
    expect(items.map((item) => item.id)).toEqual(items.map((_, index) => 101 + index));
    expect(ids).toEqual({ section: 10 + sections.length, item: 100 + items.length });
    expect(sections.map((section) => section.position)).toEqual(sections.map((_, index) => index));
    for (const section of sections) {
      const own = items.filter((item) => item.sectionId === section.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.map((item) => item.position)).toEqual(own.map((_, index) => index));
    }
  });

  it("gives positive whole prices and only tags of the fixed list, for many places of every kind", () => {
    const categories = ["restaurant", "bar", "nightclub"] as const;
    const currencies = ["MXN", "COP", "CRC"];
    for (let id = 1; id <= 600; id++) {
      const random = createRandom(id);
      const place: MenuPlace = {
        id,
        category: categories[id % 3]!,
        cuisineIds: [random.int(1, 27)],
        foodTypeIds: random.sample(Object.values(FOOD), 2),
        priceRange: random.int(1, 4),
        currency: currencies[id % 3]!,
      };
      const { sections, items } = menuOf(place);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      for (const item of items) {
        expect(Number.isInteger(item.price)).toBe(true);
        expect(item.price).toBeGreaterThan(0);
        for (const tag of item.dietaryTags) expect(DIETARY_TAGS).toContain(tag);
        expect(item.nameEs.length).toBeGreaterThan(0);
        expect(item.nameEn.length).toBeGreaterThan(0);
      }
    }
  });

  it("fits the kind of place: a taquería has tacos, a sushi bar sushi, a club bottles, a bar cocktails", () => {
    expect(menuOf(taqueria).sections.map((section) => section.nameEs)).toContain("Tacos");
    const sushi = menuOf({ ...taqueria, cuisineIds: [CUISINE.japonesa], foodTypeIds: [FOOD.sushi] });
    expect(sushi.sections.map((section) => section.nameEn)).toContain("Sushi and rolls");
    const club = menuOf({ ...taqueria, category: "nightclub", cuisineIds: [], foodTypeIds: [] });
    expect(club.sections[0]?.nameEs).toBe("Botellas");
    const bar = menuOf({ ...taqueria, category: "bar", cuisineIds: [], foodTypeIds: [], currency: "COP" });
    const barSections = bar.sections.map((section) => section.nameEn);
    expect(barSections).toContain("Signature cocktails");
    expect(barSections).toContain("Aguardiente and rum");
    const cafe = menuOf({ ...taqueria, cuisineIds: [CUISINE.cafeteria], foodTypeIds: [FOOD.cafe] });
    expect(cafe.sections[0]?.nameEn).toBe("Coffee");
  });

  it("every dish of the catalogue has bilingual texts, a price and known tags", () => {
    for (const source of Object.values(SECTIONS)) {
      expect(source.dishes.length).toBeGreaterThanOrEqual(3);
      for (const [nameEs, nameEn, descriptionEs, descriptionEn, pesos, tags] of source.dishes) {
        expect([nameEs, nameEn, descriptionEs, descriptionEn].every((text) => text.length > 0)).toBe(true);
        expect(pesos).toBeGreaterThan(0);
        for (const tag of tags) expect(DIETARY_TAGS).toContain(tag);
      }
    }
  });
});

describe("menuPrice", () => {
  it("prices in minor units, rounded to each currency's step, scaled by price range", () => {
    expect(menuPrice(100, 2, "MXN")).toBe(10_000);
    expect(menuPrice(97, 2, "MXN")).toBe(9_500);
    expect(menuPrice(100, 4, "MXN")).toBe(21_000);
    // Colombian pesos in thousands: 100 MXN is about 22,000 COP.
    expect(menuPrice(100, 2, "COP")).toBe(2_200_000);
    expect((menuPrice(123, 3, "COP") / 100) % 1_000).toBe(0);
    expect((menuPrice(123, 3, "CRC") / 100) % 100).toBe(0);
    expect(menuPrice(1, 1, "COP")).toBe(100_000);
  });
});
