import { describe, expect, it } from "vitest";
import { distanceM, generatePlaceBatches, type PlaceBatch, scatter, uniqueSlug } from "./generate.ts";
import { loadGeo } from "./geo.ts";
import {
  CITY_PLAN,
  CITY_RADIUS_M,
  COLONY_RADIUS_M,
  COLONY_WEIGHT,
  isLongTailCandidate,
  UPSCALE_COLONIES,
} from "./plan.ts";
import { createRandom } from "./random.ts";
import { amenityRows, cuisineRows, foodTypeRows } from "./taxonomy.ts";

const geo = loadGeo();

function generate(count: number, seed?: number, batchSize?: number): PlaceBatch {
  const all: PlaceBatch = { places: [], cuisines: [], foodTypes: [], amenities: [], hours: [] };
  for (const batch of generatePlaceBatches(geo, {
    count,
    ...(seed === undefined ? {} : { seed }),
    ...(batchSize ? { batchSize } : {}),
  })) {
    all.places.push(...batch.places);
    all.cuisines.push(...batch.cuisines);
    all.foodTypes.push(...batch.foodTypes);
    all.amenities.push(...batch.amenities);
    all.hours.push(...batch.hours);
  }
  return all;
}

describe("generatePlaceBatches", () => {
  const data = generate(2000);
  const byPlace = <T extends { placeId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.placeId, [...(map.get(row.placeId) ?? []), row]);
    return map;
  };

  it("is deterministic for a seed, whatever the batch size", () => {
    expect(generate(300, 7, 64)).toEqual(generate(300, 7, 1000));
    expect(JSON.stringify(generate(300))).toBe(JSON.stringify(generate(300, 20261121)));
    expect(generate(50, 8).places.map((p) => p.slug)).not.toEqual(generate(50, 7).places.map((p) => p.slug));
  });

  it("numbers places 1..n and splits them 65/25/10 across mx, co and cr", () => {
    expect(data.places.map((p) => p.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    const perCountry = (id: number) => data.places.filter((p) => p.countryId === id).length;
    expect([perCountry(142), perCountry(48), perCountry(53)]).toEqual([1300, 500, 200]);
    // ids interleave the countries
    expect(new Set(data.places.slice(0, 30).map((p) => p.countryId)).size).toBe(3);
  });

  it("gives unique slugs built from the name and the city", () => {
    const cities = new Map(geo.cities.map((c) => [c.id, c]));
    expect(new Set(data.places.map((p) => p.slug)).size).toBe(data.places.length);
    for (const place of data.places) {
      expect(place.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(place.slug).toContain(cities.get(place.cityId)!.slug);
    }
    const taken = new Set<string>();
    expect([uniqueSlug(taken, "a"), uniqueSlug(taken, "a"), uniqueSlug(taken, "a")]).toEqual(["a", "a-2", "a-3"]);
  });

  it("puts places in real cities, mostly the planned ones, and most of a colony city's places in its colonies", () => {
    const cities = new Map(geo.cities.map((c) => [c.id, c]));
    const planned = new Set(Object.values(CITY_PLAN).flatMap((plan) => plan.map((c) => c.id)));
    for (const place of data.places) {
      const city = cities.get(place.cityId)!;
      expect(city.stateId).toBe(place.stateId);
      expect(city.countryId).toBe(place.countryId);
      expect(place.timezone).toBe(city.timezone);
    }
    const inPlan = data.places.filter((p) => planned.has(p.cityId)).length;
    expect(inPlan / data.places.length).toBeGreaterThan(0.88);
    const cdmx = data.places.filter((p) => p.cityId === 72102);
    expect(cdmx.length).toBeGreaterThan(150);
    const inColony = cdmx.filter((p) => p.colonyId !== null).length / cdmx.length;
    expect(inColony).toBeGreaterThan(0.75);
    expect(inColony).toBeLessThan(0.95);
  });

  it("scatters coordinates within 600 m of the colony or 2 km of the city", () => {
    const cities = new Map(geo.cities.map((c) => [c.id, c]));
    const colonies = new Map(geo.colonies.map((c) => [c.id, c]));
    for (const place of data.places) {
      const center = place.colonyId ? colonies.get(place.colonyId)! : cities.get(place.cityId)!;
      const radius = place.colonyId ? COLONY_RADIUS_M : CITY_RADIUS_M;
      expect(distanceM(place.latitude, place.longitude, center.latitude, center.longitude)).toBeLessThanOrEqual(
        radius + 1,
      );
    }
    const random = createRandom(1);
    const far = Math.max(
      ...Array.from({ length: 5000 }, () => distanceM(19.4, -99.1, ...scatter(random, 19.4, -99.1, 600))),
    );
    expect(far).toBeGreaterThan(550);
    expect(far).toBeLessThanOrEqual(601);
  });

  it("links every place to 1-2 cuisines, 0-2 food types, 2-5 amenities and opening hours", () => {
    const cuisines = byPlace(data.cuisines);
    const foods = byPlace(data.foodTypes);
    const amenities = byPlace(data.amenities);
    const hours = byPlace(data.hours);
    const ids = {
      cuisine: new Set(cuisineRows.map((r) => r.id)),
      food: new Set(foodTypeRows.map((r) => r.id)),
      amenity: new Set(amenityRows.map((r) => r.id)),
    };
    for (const place of data.places) {
      const c = cuisines.get(place.id) ?? [];
      const f = foods.get(place.id) ?? [];
      const a = amenities.get(place.id) ?? [];
      expect(c.length).toBeGreaterThanOrEqual(1);
      expect(c.length).toBeLessThanOrEqual(2);
      expect(f.length).toBeLessThanOrEqual(2);
      expect(a.length).toBeGreaterThanOrEqual(2);
      expect(a.length).toBeLessThanOrEqual(5);
      for (const [rows, valid] of [
        [c, ids.cuisine],
        [f, ids.food],
        [a, ids.amenity],
      ] as const) {
        expect(new Set(rows.map((r) => r.itemId)).size).toBe(rows.length);
        for (const row of rows) expect(valid.has(row.itemId)).toBe(true);
      }
      expect((hours.get(place.id) ?? []).length).toBeGreaterThan(0);
    }
  });

  it("keeps prices, scores, discounts and featured flags in their ranges and proportions", () => {
    const n = data.places.length;
    for (const place of data.places) {
      expect([1, 2, 3, 4]).toContain(place.priceRange);
      expect(place.score).toBeGreaterThanOrEqual(3.5);
      expect(place.score).toBeLessThanOrEqual(5);
      expect(Math.round(place.score * 10)).toBeCloseTo(place.score * 10, 9);
      expect(place.reviewCount).toBeGreaterThanOrEqual(1);
      expect([null, 10, 15, 20, 25]).toContain(place.premiumDiscount);
      expect(place.imageSeed).toBeGreaterThan(0);
      expect(place.currency).toBe({ 142: "MXN", 48: "COP", 53: "CRC" }[place.countryId]);
      expect(place.descriptionEs).toMatch(/\.$/);
      expect(place.descriptionEn).toMatch(/\.$/);
    }
    const premium = data.places.filter((p) => p.premiumDiscount !== null).length / n;
    expect(premium).toBeGreaterThan(0.25);
    expect(premium).toBeLessThan(0.35);
    const featured = data.places.filter((p) => p.isFeatured).length / n;
    expect(featured).toBeGreaterThan(0.03);
    expect(featured).toBeLessThan(0.08);
    // bars and nightclubs skew to 2-3
    const nightlife = data.places.filter((p) => p.categoryId !== 1);
    expect(nightlife.filter((p) => p.priceRange === 2 || p.priceRange === 3).length / nightlife.length).toBeGreaterThan(
      0.7,
    );
    // upscale colonies cost more than the rest
    const mean = (rows: { priceRange: number }[]) => rows.reduce((s, p) => s + p.priceRange, 0) / rows.length;
    const upscale = data.places.filter((p) => p.colonyId !== null && UPSCALE_COLONIES.has(p.colonyId));
    expect(mean(upscale)).toBeGreaterThan(mean(data.places));
  });

  it("features at least 8 places per country, even in a small seed", () => {
    const small = generate(120);
    for (const country of [142, 48, 53]) {
      expect(small.places.filter((p) => p.countryId === country && p.isFeatured).length).toBeGreaterThanOrEqual(8);
    }
  });

  it("refers only to cities and colonies of the catalogue", () => {
    const cityIds = new Set(geo.cities.map((c) => c.id));
    for (const plan of Object.values(CITY_PLAN))
      for (const entry of plan) expect(cityIds.has(entry.id), `${entry.id}`).toBe(true);
    const colonyIds = new Set(geo.colonies.map((c) => c.id));
    for (const id of Object.keys(COLONY_WEIGHT)) expect(colonyIds.has(Number(id))).toBe(true);
    for (const id of UPSCALE_COLONIES) expect(colonyIds.has(id)).toBe(true);
  });

  it("dates places within the two years before the reference day", () => {
    for (const place of data.places) {
      expect(place.createdAt.getTime()).toBeLessThanOrEqual(Date.UTC(2026, 10, 21, 12));
      expect(place.createdAt.getTime()).toBeGreaterThan(Date.UTC(2024, 10, 20));
    }
  });

  it("leaves housing estates, ejidos and prisons out of the long tail", () => {
    for (const name of ["Tezoatlán de Segura y Luna", "Bucerías", "San Juan de Abajo", "Salento"]) {
      expect(isLongTailCandidate(name), name).toBe(true);
    }
    for (const name of [
      "Unidad Grajales INFONAVIT",
      "Ejido Benito Juárez",
      "Cartagena [Fraccionamiento]",
      "Ninguno [CERESO]",
      "Colonia Nativitas",
      "Col. Bosques de las Lomas",
      "Corral del Risco (Punta de Mita)",
      "Fraccionamiento Las Palmas",
    ]) {
      expect(isLongTailCandidate(name), name).toBe(false);
    }
  });

  it("handles zero places", () => {
    expect(generate(0).places).toEqual([]);
  });
});
