import { slugify } from "@sobremesa/contracts";
import { phoneNumber, streetAddress } from "./contact.ts";
import type { GeoCatalogue, GeoCity, GeoColony, GeoState } from "./geo.ts";
import { type HoursRow, openingHours } from "./hours.ts";
import { placeDescription, placeName, shortAreaName } from "./names.ts";
import {
  CITY_PLAN,
  CITY_RADIUS_M,
  COLONY_RADIUS_M,
  COLONY_SHARE,
  COLONY_WEIGHT,
  COUNTRY_IDS,
  COUNTRY_SHARE,
  type CountryCode,
  isLongTailCandidate,
  LONG_TAIL_SHARE,
  UPSCALE_CITIES,
  UPSCALE_COLONIES,
} from "./plan.ts";
import { createRandom, type Random } from "./random.ts";
import {
  AMENITY,
  type AmenityKey,
  CATEGORY_IDS,
  type CategoryKey,
  CUISINE,
  type CuisineKey,
  FOOD,
  type FoodKey,
} from "./taxonomy.ts";

/**
 * Pure, deterministic generation of demo places: the same geo catalogue, count and seed give the
 * same rows, byte for byte. Places are produced in batches so 100,000 of them never sit in memory
 * together with their 1.5 million child rows.
 */

export interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  categoryId: number;
  descriptionEs: string;
  descriptionEn: string;
  priceRange: number;
  score: number;
  reviewCount: number;
  countryId: number;
  stateId: number;
  cityId: number;
  colonyId: number | null;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  timezone: string;
  currency: string;
  imageSeed: number;
  premiumDiscount: number | null;
  isFeatured: boolean;
  createdAt: Date;
}

export interface LinkRow {
  placeId: number;
  itemId: number;
}

export interface PlaceBatch {
  places: PlaceRow[];
  cuisines: LinkRow[];
  foodTypes: LinkRow[];
  amenities: LinkRow[];
  hours: (HoursRow & { placeId: number })[];
}

export const DEFAULT_SEED = 20261121;
/** Seeded places are dated up to two years before this instant (fixed, so output is reproducible). */
const REFERENCE_TIME = Date.UTC(2026, 10, 21, 12, 0, 0);
const DAY_MS = 86_400_000;
const EARTH_M_PER_DEG = 111_320;

const CATEGORY_WEIGHTS: [CategoryKey, number][] = [
  ["restaurant", 65],
  ["bar", 22],
  ["nightclub", 13],
];

const RESTAURANT_CUISINES: Record<CountryCode, [CuisineKey, number][]> = {
  mx: [
    ["mexicana", 20],
    ["mariscos", 8],
    ["italiana", 8],
    ["japonesa", 7],
    ["oaxaquena", 3],
    ["yucateca", 2],
    ["parrilla", 4],
    ["argentina", 3],
    ["espanola", 3],
    ["francesa", 2],
    ["china", 3],
    ["tailandesa", 1],
    ["india", 1],
    ["mediterranea", 2],
    ["vegana", 1.5],
    ["vegetariana", 1],
    ["americana", 4],
    ["libanesa", 1.5],
    ["coreana", 1],
    ["fusion", 4],
    ["cafeteria", 5],
    ["panaderia", 2],
    ["internacional", 4],
    ["peruana", 2],
    ["colombiana", 0.5],
    ["caribena", 0.3],
  ],
  co: [
    ["colombiana", 20],
    ["parrilla", 6],
    ["mariscos", 5],
    ["italiana", 6],
    ["japonesa", 5],
    ["peruana", 4],
    ["argentina", 3],
    ["espanola", 2],
    ["francesa", 2],
    ["china", 2],
    ["tailandesa", 1],
    ["india", 1],
    ["mediterranea", 2],
    ["vegana", 1.5],
    ["vegetariana", 1],
    ["americana", 4],
    ["libanesa", 1.5],
    ["coreana", 0.5],
    ["fusion", 4],
    ["cafeteria", 7],
    ["panaderia", 3],
    ["internacional", 4],
    ["caribena", 1],
    ["mexicana", 3],
  ],
  cr: [
    ["costarricense", 20],
    ["mariscos", 6],
    ["caribena", 2],
    ["italiana", 5],
    ["japonesa", 4],
    ["peruana", 3],
    ["parrilla", 4],
    ["argentina", 2],
    ["espanola", 2],
    ["francesa", 1.5],
    ["china", 3],
    ["tailandesa", 1],
    ["india", 1],
    ["mediterranea", 2],
    ["vegana", 2],
    ["vegetariana", 1.5],
    ["americana", 4],
    ["fusion", 3],
    ["cafeteria", 7],
    ["panaderia", 2],
    ["internacional", 4],
    ["mexicana", 3],
    ["coreana", 0.5],
    ["libanesa", 0.5],
  ],
};

/** Small towns have fewer bars and clubs. */
const TAIL_CATEGORY_WEIGHTS: [CategoryKey, number][] = [
  ["restaurant", 85],
  ["bar", 12],
  ["nightclub", 3],
];

const LOCAL_CUISINE: Record<CountryCode, CuisineKey> = { mx: "mexicana", co: "colombiana", cr: "costarricense" };

/** Regional kitchens are far more common at home; seafood and Caribbean food on the coast. */
function regionalFactor(cuisine: CuisineKey, stateCode: string, country: CountryCode, coastal: boolean): number {
  if (cuisine === "oaxaquena" && stateCode === "OAX") return 8;
  if (cuisine === "yucateca" && country === "mx" && ["YUC", "ROO", "CAM"].includes(stateCode)) return 6;
  if (cuisine === "caribena" && country === "cr" && stateCode === "L") return 6;
  if (cuisine === "caribena" && country === "co" && ["ATL", "BOL", "MAG", "SAP", "LAG"].includes(stateCode)) return 4;
  if (cuisine === "mariscos" && coastal) return 2.5;
  return 1;
}

/** Small towns cook mostly their own food. */
function townFactor(cuisine: CuisineKey, country: CountryCode): number {
  if (cuisine === LOCAL_CUISINE[country]) return 4;
  if (["mariscos", "parrilla", "cafeteria", "panaderia", "oaxaquena", "yucateca", "caribena"].includes(cuisine))
    return 1;
  return 0.25;
}

const SECOND_CUISINE: Record<CuisineKey, CuisineKey[]> = {
  mexicana: ["mariscos", "oaxaquena", "yucateca", "fusion", "internacional"],
  oaxaquena: ["mexicana"],
  yucateca: ["mexicana", "mariscos"],
  italiana: ["mediterranea", "internacional"],
  japonesa: ["fusion", "coreana", "china"],
  argentina: ["parrilla", "italiana"],
  colombiana: ["parrilla", "caribena", "mariscos"],
  costarricense: ["mariscos", "caribena", "internacional"],
  mariscos: ["mexicana", "peruana", "caribena"],
  peruana: ["mariscos", "japonesa"],
  espanola: ["mediterranea"],
  francesa: ["mediterranea", "internacional"],
  china: ["tailandesa", "japonesa"],
  tailandesa: ["china", "fusion"],
  india: ["vegetariana"],
  mediterranea: ["libanesa", "espanola", "italiana"],
  vegana: ["vegetariana"],
  vegetariana: ["vegana", "cafeteria"],
  americana: ["internacional", "parrilla"],
  parrilla: ["argentina", "internacional"],
  libanesa: ["mediterranea"],
  coreana: ["japonesa"],
  fusion: ["internacional", "mexicana"],
  cafeteria: ["panaderia"],
  panaderia: ["cafeteria"],
  internacional: ["fusion", "americana", "italiana"],
  caribena: ["mariscos"],
};

const CUISINE_FOOD: Record<CuisineKey, FoodKey[]> = {
  mexicana: ["tacos", "postres"],
  oaxaquena: ["tacos", "postres"],
  yucateca: ["tacos"],
  italiana: ["pizza", "postres"],
  japonesa: ["sushi", "ramen"],
  argentina: ["cortes"],
  parrilla: ["cortes"],
  colombiana: ["cortes", "postres"],
  costarricense: ["cafe", "mariscos"],
  mariscos: ["mariscos", "ceviche"],
  peruana: ["ceviche", "mariscos"],
  espanola: ["tapas"],
  francesa: ["brunch", "postres"],
  americana: ["hamburguesas", "brunch"],
  coreana: ["ramen"],
  fusion: ["cocteles", "postres"],
  cafeteria: ["cafe", "brunch", "postres"],
  panaderia: ["postres", "cafe", "brunch"],
  internacional: ["brunch", "hamburguesas", "cortes"],
  vegana: ["brunch", "hamburguesas"],
  vegetariana: ["brunch"],
  mediterranea: ["tapas"],
  caribena: ["mariscos", "ceviche"],
  libanesa: ["postres"],
  china: [],
  tailandesa: [],
  india: [],
};

const AMENITY_WEIGHTS: Record<CategoryKey, [AmenityKey, number][]> = {
  restaurant: [
    ["terraza", 5],
    ["petFriendly", 3],
    ["estacionamiento", 4],
    ["valet", 2],
    ["wifi", 5],
    ["accesible", 4],
    ["areaInfantil", 2],
    ["musicaEnVivo", 1.5],
    ["vistaPanoramica", 1],
    ["zonaDeFumar", 1.5],
    ["grupos", 4],
    ["aireAcondicionado", 3],
  ],
  bar: [
    ["terraza", 5],
    ["petFriendly", 2],
    ["estacionamiento", 2],
    ["valet", 1],
    ["wifi", 4],
    ["accesible", 2],
    ["musicaEnVivo", 4],
    ["vistaPanoramica", 1.5],
    ["zonaDeFumar", 4],
    ["grupos", 4],
    ["aireAcondicionado", 2],
  ],
  nightclub: [
    ["valet", 4],
    ["estacionamiento", 2],
    ["musicaEnVivo", 4],
    ["zonaDeFumar", 4],
    ["grupos", 5],
    ["aireAcondicionado", 4],
    ["vistaPanoramica", 1],
    ["accesible", 1],
    ["terraza", 2],
    ["wifi", 1],
  ],
};

const PRICE_WEIGHTS: Record<CategoryKey, [number, number][]> = {
  restaurant: [
    [1, 20],
    [2, 40],
    [3, 28],
    [4, 12],
  ],
  bar: [
    [1, 10],
    [2, 45],
    [3, 35],
    [4, 10],
  ],
  nightclub: [
    [1, 3],
    [2, 32],
    [3, 48],
    [4, 17],
  ],
};

/** Shorter state names for prose ("Veracruz" rather than "Veracruz de Ignacio de la Llave"). */
const STATE_SHORT_NAME: Record<string, string> = {
  "Coahuila de Zaragoza": "Coahuila",
  "Michoacán de Ocampo": "Michoacán",
  "Veracruz de Ignacio de la Llave": "Veracruz",
  "San Andrés, Providencia y Santa Catalina": "San Andrés y Providencia",
};

interface CityTarget {
  /** A long-tail town rather than a planned city: mostly restaurants with local cooking. */
  tail: boolean;
  city: GeoCity;
  state: GeoState;
  radiusM: number;
  colonies: WeightedTable<GeoColony> | undefined;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  batchSize?: number;
}

/** Yields the places 1..count in id order, batchSize at a time. */
export function* generatePlaceBatches(geo: GeoCatalogue, options: GenerateOptions): Generator<PlaceBatch> {
  const count = options.count;
  const batchSize = options.batchSize ?? 1000;
  const random = createRandom(options.seed ?? DEFAULT_SEED);

  const countryById = new Map(geo.countries.map((country) => [country.id, country]));
  const stateById = new Map(geo.states.map((state) => [state.id, state]));
  const cityById = new Map(geo.cities.map((city) => [city.id, city]));
  const coloniesByCity = new Map<number, GeoColony[]>();
  for (const colony of geo.colonies) {
    const list = coloniesByCity.get(colony.cityId) ?? [];
    list.push(colony);
    coloniesByCity.set(colony.cityId, list);
  }

  const target = (city: GeoCity, radiusM: number, tail: boolean): CityTarget => {
    const colonies = coloniesByCity.get(city.id);
    return {
      tail,
      city,
      state: stateById.get(city.stateId)!,
      radiusM,
      colonies: colonies ? new WeightedTable(colonies.map((c) => [c, COLONY_WEIGHT[c.id] ?? 1])) : undefined,
    };
  };

  const plans = new Map<CountryCode, { planned: WeightedTable<CityTarget>; tail: CityTarget[] }>();
  for (const [code] of COUNTRY_SHARE) {
    const plannedIds = new Set(CITY_PLAN[code].map((entry) => entry.id));
    const planned = new WeightedTable(
      CITY_PLAN[code].map((entry) => {
        const city = cityById.get(entry.id);
        if (!city) throw new Error(`seed plan: city ${entry.id} is not in the geo catalogue`);
        return [target(city, entry.radiusM ?? CITY_RADIUS_M, false), entry.weight] as [CityTarget, number];
      }),
    );
    const tail = geo.cities
      .filter(
        (city) => city.countryId === COUNTRY_IDS[code] && !plannedIds.has(city.id) && isLongTailCandidate(city.name),
      )
      .map((city) => target(city, CITY_RADIUS_M, true));
    plans.set(code, { planned, tail });
  }

  // Exact country counts, shuffled so ids interleave the three countries.
  const countries: CountryCode[] = [];
  let assigned = 0;
  COUNTRY_SHARE.forEach(([code, share], index) => {
    const n = index === COUNTRY_SHARE.length - 1 ? count - assigned : Math.round(count * share);
    for (let i = 0; i < n; i++) countries.push(code);
    assigned += n;
  });
  shuffle(random, countries);

  // About 5% featured, and at least 8 per country (or all of a country's places when fewer).
  const featured = new Set<number>();
  for (let i = 0; i < count; i++) if (random.chance(0.05)) featured.add(i);
  for (const [code] of COUNTRY_SHARE) {
    const indexes = countries.flatMap((c, i) => (c === code ? [i] : []));
    const want = Math.min(8, indexes.length);
    let have = indexes.filter((i) => featured.has(i)).length;
    for (const i of indexes) {
      if (have >= want) break;
      if (!featured.has(i)) {
        featured.add(i);
        have++;
      }
    }
  }

  const categories = new WeightedTable(CATEGORY_WEIGHTS);
  const tailCategories = new WeightedTable(TAIL_CATEGORY_WEIGHTS);
  const restaurantCuisineCache = new Map<string, WeightedTable<CuisineKey>>();
  const usedSlugs = new Set<string>();
  const namesByCity = new Map<number, Set<string>>();

  let batch = emptyBatch();
  for (let index = 0; index < count; index++) {
    const id = index + 1;
    const code = countries[index]!;
    const plan = plans.get(code)!;
    const country = countryById.get(COUNTRY_IDS[code])!;
    const spot =
      plan.tail.length > 0 && random.chance(LONG_TAIL_SHARE) ? random.pick(plan.tail) : plan.planned.pick(random);
    const { city, state } = spot;
    const colony = spot.colonies && random.chance(COLONY_SHARE) ? spot.colonies.pick(random) : undefined;
    const center = colony ?? city;
    const [latitude, longitude] = scatter(
      random,
      center.latitude,
      center.longitude,
      colony ? COLONY_RADIUS_M : spot.radiusM,
    );

    const category = (spot.tail ? tailCategories : categories).pick(random);
    const coastal = spot.radiusM < CITY_RADIUS_M;
    let cuisine: CuisineKey;
    if (category === "restaurant") {
      const key = `${code}:${state.code}:${coastal}:${spot.tail}`;
      let table = restaurantCuisineCache.get(key);
      if (!table) {
        const factor = (c: CuisineKey) =>
          regionalFactor(c, state.code, code, coastal) * (spot.tail ? townFactor(c, code) : 1);
        table = new WeightedTable(
          RESTAURANT_CUISINES[code].map(([c, w]) => [c, w * factor(c)] as [CuisineKey, number]),
        );
        restaurantCuisineCache.set(key, table);
      }
      cuisine = table.pick(random);
    } else if (category === "bar") {
      cuisine = random.weighted<CuisineKey>([
        [LOCAL_CUISINE[code], 35],
        ["internacional", 25],
        ["americana", 12],
        ["fusion", 10],
        ["espanola", 8],
        ["mariscos", coastal ? 15 : 5],
      ]);
    } else {
      cuisine = random.weighted<CuisineKey>([
        ["internacional", 50],
        ["fusion", 25],
        ["americana", 10],
        [LOCAL_CUISINE[code], 15],
      ]);
    }

    const areaName = colony ? shortAreaName(colony.name) : city.name;
    const cityNames = namesByCity.get(city.id) ?? new Set<string>();
    namesByCity.set(city.id, cityNames);
    let generated = placeName(random, { category, cuisine, country: code, area: areaName });
    for (let attempt = 0; attempt < 4 && cityNames.has(generated.name); attempt++) {
      generated = placeName(random, { category, cuisine, country: code, area: areaName });
    }
    cityNames.add(generated.name);
    const slug = uniqueSlug(usedSlugs, `${slugify(generated.name)}-${city.slug}`);

    const cuisineIds = [CUISINE[cuisine]];
    if (random.chance(0.35)) {
      const second = random.pick(SECOND_CUISINE[cuisine]);
      if (CUISINE[second] !== cuisineIds[0]) cuisineIds.push(CUISINE[second]);
    }

    const foods = new Set<FoodKey>();
    if (generated.food) foods.add(generated.food);
    const wantFoods =
      category === "restaurant"
        ? random.weighted([
            [0, 20],
            [1, 50],
            [2, 30],
          ])
        : category === "bar"
          ? random.weighted([
              [0, 20],
              [1, 55],
              [2, 25],
            ])
          : random.weighted([
              [0, 20],
              [1, 80],
            ]);
    const foodPool: FoodKey[] =
      category === "restaurant"
        ? CUISINE_FOOD[cuisine]
        : category === "bar"
          ? ["cocteles", "cocteles", "tapas", "hamburguesas", ...(code === "mx" ? (["tacos"] as FoodKey[]) : [])]
          : ["cocteles"];
    // A name such as "Taquería ..." already implies one food type; never more than two in all.
    const wantTotal = Math.max(wantFoods, foods.size);
    for (const food of random.sample(foodPool, 2)) {
      if (foods.size >= wantTotal) break;
      foods.add(food);
    }

    const amenityCount = random.int(2, 5);
    const amenityKeys = weightedSample(random, AMENITY_WEIGHTS[category], amenityCount);

    const upscale = (colony && UPSCALE_COLONIES.has(colony.id)) || UPSCALE_CITIES.has(city.id);
    let price: number;
    const humble = generated.kind && ["Taquería", "Fonda", "Soda típica", "Hamburguesería"].includes(generated.kind[0]);
    if (humble) price = random.chance(0.7) ? 1 : 2;
    else if (category === "restaurant" && (cuisine === "cafeteria" || cuisine === "panaderia"))
      price = random.weighted([
        [1, 45],
        [2, 50],
        [3, 5],
      ]);
    else price = random.weighted(PRICE_WEIGHTS[category]);
    if (upscale && random.chance(0.5)) price = Math.min(4, price + 1);
    if (category === "restaurant" && ["fusion", "francesa", "japonesa"].includes(cuisine) && random.chance(0.35)) {
      price = Math.min(4, price + 1);
    }

    const isFeatured = featured.has(index);
    let score = clamp(round1(4.3 + gaussian(random) * 0.32), 3.5, 5);
    if (isFeatured) score = Math.max(score, round1(4.5 + random.next() * 0.5));
    let reviewCount = Math.floor(Math.exp(random.next() * Math.log(2400))) + random.int(0, 9);
    if (isFeatured) reviewCount += random.int(200, 800);

    const stateName = STATE_SHORT_NAME[state.name] ?? state.name;
    const areaLabel = colony
      ? `${areaName}, ${city.name}`
      : city.slug === state.slug || city.name === stateName
        ? city.name
        : `${city.name}, ${stateName}`;
    const description = placeDescription(random, { category, cuisine, country: code, kind: generated.kind, areaLabel });
    const address = streetAddress(random, {
      country: code,
      colonyId: colony?.id,
      colonyName: colony ? areaName : undefined,
      cityName: city.name,
    });
    const phone = phoneNumber(random, { country: code, cityId: city.id, stateCode: state.code });
    const hours = openingHours(random, category, cuisine, code);
    const premiumDiscount = random.chance(0.3)
      ? random.weighted([
          [10, 35],
          [15, 30],
          [20, 25],
          [25, 10],
        ])
      : null;
    const imageSeed = random.int(1, 2_147_483_646);
    const createdAt = new Date(REFERENCE_TIME - Math.floor(random.next() * 730 * DAY_MS));

    batch.places.push({
      id,
      slug,
      name: generated.name,
      categoryId: CATEGORY_IDS[category],
      descriptionEs: description.es,
      descriptionEn: description.en,
      priceRange: price,
      score,
      reviewCount,
      countryId: country.id,
      stateId: state.id,
      cityId: city.id,
      colonyId: colony?.id ?? null,
      address,
      phone,
      latitude,
      longitude,
      timezone: city.timezone,
      currency: country.currency,
      imageSeed,
      premiumDiscount,
      isFeatured,
      createdAt,
    });
    for (const itemId of cuisineIds) batch.cuisines.push({ placeId: id, itemId });
    for (const food of foods) batch.foodTypes.push({ placeId: id, itemId: FOOD[food] });
    for (const amenity of amenityKeys) batch.amenities.push({ placeId: id, itemId: AMENITY[amenity] });
    for (const row of hours) batch.hours.push({ placeId: id, ...row });

    if (batch.places.length >= batchSize) {
      yield batch;
      batch = emptyBatch();
    }
  }
  if (batch.places.length > 0) yield batch;
}

function emptyBatch(): PlaceBatch {
  return { places: [], cuisines: [], foodTypes: [], amenities: [], hours: [] };
}

/** slug, or slug-2, slug-3, ... whichever is free first. */
export function uniqueSlug(used: Set<string>, slug: string): string {
  let candidate = slug;
  for (let n = 2; used.has(candidate); n++) candidate = `${slug}-${n}`;
  used.add(candidate);
  return candidate;
}

/** A uniform random point within radiusM metres of the centre, rounded to 6 decimals (~0.1 m). */
export function scatter(random: Random, latitude: number, longitude: number, radiusM: number): [number, number] {
  const distance = radiusM * Math.sqrt(random.next());
  const bearing = 2 * Math.PI * random.next();
  const dLat = (distance * Math.cos(bearing)) / EARTH_M_PER_DEG;
  const dLng = (distance * Math.sin(bearing)) / (EARTH_M_PER_DEG * Math.cos((latitude * Math.PI) / 180));
  return [round6(latitude + dLat), round6(longitude + dLng)];
}

/** Great-circle distance in metres (haversine). */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Picks by weight with a cumulative table and binary search (the plan has ~80 cities). */
class WeightedTable<T> {
  readonly #items: T[];
  readonly #cumulative: number[];
  readonly #total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    this.#items = [];
    this.#cumulative = [];
    let total = 0;
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      total += weight;
      this.#items.push(item);
      this.#cumulative.push(total);
    }
    if (this.#items.length === 0) throw new Error("weighted table without positive weights");
    this.#total = total;
  }

  pick(random: Random): T {
    const roll = random.next() * this.#total;
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.#cumulative[mid]! > roll) high = mid;
      else low = mid + 1;
    }
    return this.#items[low]!;
  }
}

function weightedSample<T>(random: Random, entries: readonly [T, number][], count: number): T[] {
  const pool = [...entries];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const item = random.weighted(pool);
    out.push(item);
    pool.splice(
      pool.findIndex(([candidate]) => candidate === item),
      1,
    );
  }
  return out;
}

function shuffle<T>(random: Random, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

function gaussian(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
