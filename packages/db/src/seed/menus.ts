import { asc, lte, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { menuItems, menuSections, placeCuisines, placeFoodTypes, places } from "../schema/index.ts";
import { insertRows } from "./insert-rows.ts";
import { DIETARY_TAGS, type DietaryTag, type Dish, SECTIONS, type SectionKey } from "./menu-dishes.ts";
import { createRandom, type Random } from "./random.ts";
import { CATEGORY_IDS, type CategoryKey, CUISINE, FOOD } from "./taxonomy.ts";

export { DIETARY_TAGS, type DietaryTag };

/**
 * Demo menus: bilingual sections of dishes or drinks chosen by the place's category, main
 * cuisine and food types, priced for its price range in its currency. Pure and deterministic per
 * place id (the same place always gets the same menu); ids come from the caller's counters.
 *
 * Only the first MENU_PLACES places get a menu: 20,000 places give about 400,000 rows, enough for
 * any demo, while 100,000 (benchmarks) would add two million rows and minutes of seeding for pages
 * nobody reads. Places past that show "menu not available", as real venues without a menu do.
 */
export const MENU_PLACES = 20_000;
const PLACES_PER_BATCH = 1_000;

export interface MenuPlace {
  id: number;
  category: CategoryKey;
  /** Cuisine ids of the place; the lowest is its main cuisine (as listings show it). */
  cuisineIds: readonly number[];
  foodTypeIds: readonly number[];
  priceRange: number;
  currency: string;
}

export interface MenuSectionRow {
  id: number;
  placeId: number;
  position: number;
  nameEs: string;
  nameEn: string;
}

export interface MenuItemRow {
  id: number;
  sectionId: number;
  placeId: number;
  position: number;
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
  price: number;
  dietaryTags: DietaryTag[];
}

export interface MenuIdCounters {
  section: number;
  item: number;
}

/** How far a dish's mid-range price moves with the place's price range ($ to $$$$). */
const PRICE_RANGE_FACTOR = [0.7, 1, 1.45, 2.1] as const;

/**
 * Pesos to the place's currency, and the step menus round to: pesos to 5, Colombian pesos to the
 * thousand (menus there read $18.000), colones to the hundred. Rough rates, steady enough for a demo.
 */
const CURRENCY: Record<string, { rate: number; step: number }> = {
  MXN: { rate: 1, step: 5 },
  COP: { rate: 220, step: 1_000 },
  CRC: { rate: 28, step: 100 },
};

/** Minor units (cents) of a dish's price at the place's price range, rounded to the currency's step. */
export function menuPrice(pesos: number, priceRange: number, currency: string): number {
  const { rate, step } = CURRENCY[currency] ?? CURRENCY.MXN!;
  const factor = PRICE_RANGE_FACTOR[Math.min(4, Math.max(1, priceRange)) - 1]!;
  const major = Math.max(step, Math.round((pesos * factor * rate) / step) * step);
  return major * 100;
}

const C = CUISINE;

/** The kitchen's own sections by main cuisine (restaurants). */
const CUISINE_SECTIONS: Record<number, readonly SectionKey[]> = {
  [C.mexicana]: ["mexicanStarters", "tacos", "mexicanMains"],
  [C.oaxaquena]: ["mexicanStarters", "mexicanMains", "tacos"],
  [C.yucateca]: ["mexicanStarters", "tacos", "mexicanMains"],
  [C.italiana]: ["italianStarters", "pasta", "pizza"],
  [C.japonesa]: ["japaneseHot", "sushi"],
  [C.argentina]: ["grill", "international"],
  [C.parrilla]: ["grill", "burgers"],
  [C.colombiana]: ["colombian", "international"],
  [C.costarricense]: ["costaRican", "seafoodMains"],
  [C.mariscos]: ["seafoodRaw", "seafoodMains"],
  [C.peruana]: ["peruvian", "seafoodRaw"],
  [C.espanola]: ["tapas", "paella"],
  [C.francesa]: ["french", "international"],
  [C.china]: ["asian"],
  [C.tailandesa]: ["asian"],
  [C.india]: ["asian", "vegetarian"],
  [C.coreana]: ["asian", "japaneseHot"],
  [C.mediterranea]: ["mediterranean", "international"],
  [C.libanesa]: ["mediterranean"],
  [C.vegana]: ["vegetarian"],
  [C.vegetariana]: ["vegetarian", "brunch"],
  [C.americana]: ["burgers", "international"],
  [C.fusion]: ["international", "asian"],
  [C.internacional]: ["international", "pasta"],
  [C.caribena]: ["caribbean", "seafoodMains"],
  [C.cafeteria]: ["coffee", "brunch", "bakery"],
  [C.panaderia]: ["bakery", "coffee"],
};

/** Food types that add their own section when the cuisine has none like it. */
const FOOD_SECTIONS: Record<number, SectionKey> = {
  [FOOD.tacos]: "tacos",
  [FOOD.sushi]: "sushi",
  [FOOD.pizza]: "pizza",
  [FOOD.hamburguesas]: "burgers",
  [FOOD.cortes]: "grill",
  [FOOD.mariscos]: "seafoodMains",
  [FOOD.ramen]: "japaneseHot",
  [FOOD.brunch]: "brunch",
  [FOOD.ceviche]: "seafoodRaw",
  [FOOD.tapas]: "tapas",
  [FOOD.cafe]: "coffee",
  [FOOD.cocteles]: "signatureCocktails",
};

const SPIRITS: Record<string, SectionKey> = { MXN: "spiritsMx", COP: "spiritsCo", CRC: "spiritsCr" };

/** The section keys of a place's menu, in menu order (food first, then drinks). */
export function menuSectionKeys(place: MenuPlace, random: Random): SectionKey[] {
  const keys: SectionKey[] = [];
  const add = (key: SectionKey) => {
    if (!keys.includes(key)) keys.push(key);
  };
  const spirits = SPIRITS[place.currency] ?? "spiritsMx";
  if (place.category === "nightclub") {
    for (const key of ["bottles", "clubDrinks", "shots", "barSnacks"] as const) add(key);
    if (random.chance(0.5)) add(spirits);
    return keys;
  }
  if (place.category === "bar") {
    add("barSnacks");
    if (place.foodTypeIds.includes(FOOD.tacos) || random.chance(0.25)) add("tacos");
    for (const key of ["signatureCocktails", "classicCocktails", "beer", spirits] as const) add(key);
    return keys;
  }
  const main = Math.min(...place.cuisineIds);
  for (const key of CUISINE_SECTIONS[main] ?? CUISINE_SECTIONS[C.internacional]!) add(key);
  for (const foodTypeId of place.foodTypeIds) {
    const key = FOOD_SECTIONS[foodTypeId];
    if (key && keys.length < 4 && key !== "signatureCocktails" && key !== "coffee") add(key);
  }
  const cafe = main === C.cafeteria || main === C.panaderia;
  if (!cafe || place.foodTypeIds.includes(FOOD.postres)) add("desserts");
  if (place.foodTypeIds.includes(FOOD.cocteles)) add("signatureCocktails");
  if (!cafe) add("softDrinks");
  return keys;
}

/** Drinks: diet labels (vegan, gluten-free...) would sit on every line and mean nothing; only warnings stay. */
const DRINK_SECTIONS: ReadonlySet<SectionKey> = new Set([
  "bottles",
  "clubDrinks",
  "shots",
  "signatureCocktails",
  "classicCocktails",
  "beer",
  "spiritsMx",
  "spiritsCo",
  "spiritsCr",
  "softDrinks",
  "coffee",
]);
const DRINK_TAGS: ReadonlySet<DietaryTag> = new Set(["spicy", "contains-nuts"]);

/** Dishes of a section for one place: a few of them (drinks lists are longer), in the source's order. */
function pickDishes(random: Random, dishes: readonly Dish[], key: SectionKey): Dish[] {
  const drinks = key === "bottles" || key === "softDrinks" || key.endsWith("Cocktails") || key === "clubDrinks";
  const count = Math.min(dishes.length, drinks ? random.int(4, 6) : random.int(3, 5));
  const chosen = new Set(random.sample(dishes, count));
  return dishes.filter((dish) => chosen.has(dish));
}

/** The menu of one place: its sections and items, with ids from the counters. */
export function placeMenu(place: MenuPlace, ids: MenuIdCounters): { sections: MenuSectionRow[]; items: MenuItemRow[] } {
  const random = createRandom(place.id * 6_151 + 29);
  const sections: MenuSectionRow[] = [];
  const items: MenuItemRow[] = [];
  menuSectionKeys(place, random).forEach((key, position) => {
    const source = SECTIONS[key];
    const section: MenuSectionRow = {
      id: ++ids.section,
      placeId: place.id,
      position,
      nameEs: source.es,
      nameEn: source.en,
    };
    sections.push(section);
    pickDishes(random, source.dishes, key).forEach(
      ([nameEs, nameEn, descriptionEs, descriptionEn, pesos, tags], index) => {
        // A little spread between places, so two taquerías do not price alike to the peso.
        const spread = 0.9 + random.next() * 0.2;
        items.push({
          id: ++ids.item,
          sectionId: section.id,
          placeId: place.id,
          position: index,
          nameEs,
          nameEn,
          descriptionEs,
          descriptionEn,
          price: menuPrice(pesos * spread, place.priceRange, place.currency),
          dietaryTags: DRINK_SECTIONS.has(key) ? tags.filter((tag) => DRINK_TAGS.has(tag)) : [...tags],
        });
      },
    );
  });
  return { sections, items };
}

/**
 * Gives the first MENU_PLACES places a menu when no place has one yet (a post-places step like the
 * reservation setups): batched, explicit ids, then the sequences moved past them. Idempotent: a
 * database with menus is left alone. Returns how many places got a menu.
 */
export async function seedMenus(db: Database, options: { log?: (line: string) => void } = {}): Promise<number> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  if ((await db.$count(menuSections)) > 0) return 0;
  const rows = await db
    .select({
      id: places.id,
      categoryId: places.categoryId,
      priceRange: places.priceRange,
      currency: places.currency,
    })
    .from(places)
    .where(lte(places.id, MENU_PLACES))
    .orderBy(asc(places.id));
  if (rows.length === 0) return 0;
  const byPlace = async (table: typeof placeCuisines | typeof placeFoodTypes) => {
    const map = new Map<number, number[]>();
    const links = await db
      .select({ placeId: table.placeId, itemId: table.itemId })
      .from(table)
      .where(lte(table.placeId, MENU_PLACES));
    for (const link of links) map.set(link.placeId, [...(map.get(link.placeId) ?? []), link.itemId]);
    return map;
  };
  const cuisinesOf = await byPlace(placeCuisines);
  const foodTypesOf = await byPlace(placeFoodTypes);
  const categoryOf = new Map(Object.entries(CATEGORY_IDS).map(([key, id]) => [id, key as CategoryKey]));

  const ids: MenuIdCounters = { section: 0, item: 0 };
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += PLACES_PER_BATCH) {
      const menus = rows.slice(start, start + PLACES_PER_BATCH).map((row) =>
        placeMenu(
          {
            id: row.id,
            category: categoryOf.get(row.categoryId) ?? "restaurant",
            cuisineIds: cuisinesOf.get(row.id) ?? [],
            foodTypeIds: foodTypesOf.get(row.id) ?? [],
            priceRange: row.priceRange,
            currency: row.currency,
          },
          ids,
        ),
      );
      await insertRows(
        tx,
        menuSections,
        menus.flatMap((menu) => menu.sections),
      );
      await insertRows(
        tx,
        menuItems,
        menus.flatMap((menu) => menu.items),
      );
    }
    for (const [table, last] of [
      ["menu_sections", ids.section],
      ["menu_items", ids.item],
    ] as const) {
      if (last > 0) await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), ${last})`));
    }
  });
  log(
    `demo seed: menus for ${rows.length} places (${ids.section} sections, ${ids.item} items) in ${Math.round(performance.now() - started)} ms`,
  );
  return rows.length;
}
