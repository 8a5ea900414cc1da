import { describe, expect, it } from "vitest";
import { createFacetIndex, type FacetColumns, type LinkClass, linkClasses } from "./facet-index.ts";
import { type NormalizedFilters, normalizeFilters, withoutClass } from "./listing-arguments.ts";

/** A deterministic PRNG, so a failure replays. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Place {
  id: number;
  country: number;
  state: number;
  city: number;
  colony: number;
  category: number;
  price: number;
  score10: number;
  premium: number;
  links: Record<LinkClass, number[]>;
}

function generate(count: number, next: () => number): Place[] {
  const pick = (n: number) => 1 + Math.floor(next() * n);
  const places: Place[] = [];
  for (let i = 0; i < count; i++) {
    const country = pick(2);
    const state = country * 10 + pick(3);
    const city = state * 10 + pick(3);
    const some = (n: number, max: number) => [
      ...new Set(Array.from({ length: Math.floor(next() * (n + 1)) }, () => pick(max))),
    ];
    places.push({
      // Ids with gaps, as after deletions.
      id: i * 3 + 1,
      country,
      state,
      city,
      colony: next() < 0.4 ? city * 10 + pick(2) : 0,
      category: pick(3),
      price: pick(4),
      score10: 30 + Math.floor(next() * 21),
      premium: next() < 0.3 ? 1 : 0,
      links: { cuisine: some(2, 8), "food-type": some(2, 5), amenity: some(4, 6) },
    });
  }
  return places;
}

function columns(places: Place[]): FacetColumns {
  const links = {} as FacetColumns["links"];
  for (const linkClass of linkClasses) {
    // Shuffled link rows: the index must not rely on their order.
    const rows = places.flatMap((place) => place.links[linkClass].map((item) => [place.id, item] as const)).reverse();
    links[linkClass] = { places: rows.map(([id]) => id), items: rows.map(([, item]) => item) };
  }
  return {
    ids: places.map((place) => place.id),
    country: places.map((place) => place.country),
    state: places.map((place) => place.state),
    city: places.map((place) => place.city),
    colony: places.map((place) => place.colony),
    category: places.map((place) => place.category),
    price: places.map((place) => place.price),
    score10: places.map((place) => place.score10),
    premium: places.map((place) => place.premium),
    links,
  };
}

/** The obvious, slow definition the index must agree with. */
function matches(place: Place, filters: NormalizedFilters): boolean {
  if (filters.colonyId !== undefined) {
    if (place.colony !== filters.colonyId) return false;
  } else if (filters.cityId !== undefined) {
    if (place.city !== filters.cityId) return false;
  } else if (filters.stateId !== undefined) {
    if (place.state !== filters.stateId) return false;
  } else if (filters.countryId !== undefined && place.country !== filters.countryId) return false;
  if (filters.categoryIds.length > 0 && !filters.categoryIds.includes(place.category)) return false;
  if (filters.priceRanges.length > 0 && !filters.priceRanges.includes(place.price)) return false;
  if (filters.minScore !== undefined && place.score10 / 10 < filters.minScore) return false;
  if (filters.premiumOnly && place.premium !== 1) return false;
  const any = (mine: number[], wanted: number[]) => wanted.length === 0 || mine.some((item) => wanted.includes(item));
  return (
    any(place.links.cuisine, filters.cuisineIds) &&
    any(place.links["food-type"], filters.foodTypeIds) &&
    any(place.links.amenity, filters.amenityIds)
  );
}

function expected(places: Place[], filters: NormalizedFilters, key: (place: Place) => number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const place of places.filter((candidate) => matches(candidate, filters))) {
    for (const value of key(place)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

const sorted = (counts: Map<number, number>) => [...counts].sort((a, b) => a[0] - b[0]);

describe("the in-memory facet index", () => {
  const next = random(20261121);
  const places = generate(600, next);
  const index = createFacetIndex(columns(places));

  function randomFilters(): NormalizedFilters {
    const maybe = <T>(value: T, chance = 0.5) => (next() < chance ? value : undefined);
    const some = (max: number) => (next() < 0.5 ? [] : [1 + Math.floor(next() * max), 1 + Math.floor(next() * max)]);
    const place = places[Math.floor(next() * places.length)]!;
    const level = Math.floor(next() * 5);
    return normalizeFilters({
      ...(level === 1 ? { countryId: place.country } : {}),
      ...(level === 2 ? { stateId: place.state } : {}),
      ...(level === 3 ? { cityId: place.city } : {}),
      ...(level === 4 && place.colony ? { colonyId: place.colony } : {}),
      categoryIds: some(3),
      priceRanges: some(4),
      cuisineIds: some(8),
      foodTypeIds: some(5),
      amenityIds: some(6),
      ...(maybe(true, 0.3) ? { minScore: 3 + Math.floor(next() * 20) / 10 } : {}),
      ...(maybe(true, 0.2) ? { premiumOnly: true } : {}),
    });
  }

  it("counts every class exactly as the definition, over 300 random filter sets", () => {
    for (let round = 0; round < 300; round++) {
      const filters = randomFilters();
      for (const type of ["category", "price-range", ...linkClasses] as const) {
        const facetFilters = withoutClass(filters, type);
        const key =
          type === "category"
            ? (place: Place) => [place.category]
            : type === "price-range"
              ? (place: Place) => [place.price]
              : (place: Place) => place.links[type];
        expect(sorted(index.facet(type, facetFilters)), `${type} ${JSON.stringify(filters)}`).toEqual(
          sorted(expected(places, facetFilters, key)),
        );
      }
      expect(index.count(filters)).toBe(places.filter((place) => matches(place, filters)).length);
      const scoreFilters = withoutClass(filters, "score");
      expect(index.scoreFacet(scoreFilters, [4.5, 4, 3.5, 3])).toEqual(
        [4.5, 4, 3.5, 3].map(
          (minimum) => places.filter((p) => matches(p, { ...scoreFilters, minScore: minimum })).length,
        ),
      );
      const locationFilters = withoutClass(filters, "location");
      for (const level of ["country", "state", "city", "colony"] as const) {
        expect(sorted(index.locationFacet(level, locationFilters))).toEqual(
          sorted(expected(places, locationFilters, (place) => (place[level] ? [place[level]] : []))),
        );
      }
    }
  });

  it("keeps only the ids asked for, and knows which filters it cannot answer", () => {
    const all = index.facet("cuisine", normalizeFilters({}));
    expect([...index.facet("cuisine", normalizeFilters({}), [3, 99]).keys()]).toEqual([3]);
    expect(index.facet("cuisine", normalizeFilters({}), [3]).get(3)).toBe(all.get(3));
    expect(index.supports(normalizeFilters({ cityId: 1, amenityIds: [2] }))).toBe(true);
    expect(index.supports(normalizeFilters({ text: "café" }))).toBe(false);
    expect(index.supports(normalizeFilters({ near: { latitude: 19, longitude: -99, radiusMeters: 500 } }))).toBe(false);
    expect(index.facet("category", normalizeFilters({ cityId: 123_456 })).size).toBe(0);
    expect(index.size).toBe(600);
  });
});
