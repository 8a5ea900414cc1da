import {
  hasNoControlCharacters,
  type Language,
  type ListingSort,
  listingSorts,
  MAX_PAGE,
  NEAR_ME_SLUGS,
  PLUS_SLUG,
  PREMIUM_SLUG,
  scoreItemId,
  scoreThresholds,
} from "@sobremesa/contracts";
import type { SelectedFilter } from "./filter-types";
import { type WhenQuery, withWhen } from "./when-query";

/**
 * Filters live in the URL, so a filtered listing can be shared and crawled.
 *
 * Path: the location (/{cc}/{state}/{city or colony}/), then one slug per class that has exactly
 * one value, in the order the slug resolution makes canonical (category, cuisine, food type,
 * amenity), while the four segments a listing path may have last; then the reserved slugs
 * (premium, cerca-de-mi / near-me, plus). For example /mx/jalisco/guadalajara/bares/ or
 * /en/mx/bars/mexican/.
 *
 * Query (ids, comma separated, ascending): what the path cannot hold. Names per language (es / en):
 *   categoria / category        category (only when the path has no room left)
 *   tipo-cocina / cuisine       cuisines (tipo-cocina is also the old link format the slug resolution reads)
 *   tipo-comida / food-type     food types
 *   amenidades / amenities      amenities
 *   precio / price              price ranges 1-4
 *   calificacion / rating       minimum score: 4.5, 4, 3.5 or 3
 *   orden / sort                sort: score, price, distance or time (relevance is the default, left
 *                               out); the Spanish puntuacion / calificacion, precio, distancia, hora
 *                               are read too
 *   con-mesa / with-table       1: only places with a table near the asked time
 *   q                           text the visitor searched for
 *   lat, lng                    the visitor's position (distance sort, near me)
 *   page                        page number (left out for 1)
 *   fecha, hora, personas       "when and how many?", the booking page's names in both languages
 *                               (see when-query.ts; defaults left out)
 * Either language's names are read on every page; links are written in the page's language, and
 * the listing answers the other language's names with a 301 to its own (translatedListingQuery).
 */
export const LISTING_QUERY_KEYS = {
  es: {
    category: "categoria",
    cuisine: "tipo-cocina",
    "food-type": "tipo-comida",
    amenity: "amenidades",
    "price-range": "precio",
    score: "calificacion",
    sort: "orden",
    text: "q",
    latitude: "lat",
    longitude: "lng",
    page: "page",
    withTable: "con-mesa",
  },
  en: {
    category: "category",
    cuisine: "cuisine",
    "food-type": "food-type",
    amenity: "amenities",
    "price-range": "price",
    score: "rating",
    sort: "sort",
    text: "q",
    latitude: "lat",
    longitude: "lng",
    page: "page",
    withTable: "with-table",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ListingQueryKey = keyof (typeof LISTING_QUERY_KEYS)["es"];

const otherLanguage = (language: Language): Language => (language === "es" ? "en" : "es");

/**
 * The query with the other language's parameter names renamed to this language's, or null when
 * it has none ("?precio=2&orden=score" on an English page -> "?price=2&sort=score").
 */
export function translatedListingQuery(search: URLSearchParams, language: Language): URLSearchParams | null {
  const own = LISTING_QUERY_KEYS[language];
  const foreign = LISTING_QUERY_KEYS[otherLanguage(language)];
  const renames = new Map<string, string>();
  for (const key of Object.keys(own) as ListingQueryKey[]) {
    if (foreign[key] !== own[key] && search.has(foreign[key])) renames.set(foreign[key], own[key]);
  }
  if (renames.size === 0) return null;
  const translated = new URLSearchParams();
  for (const [name, value] of search) translated.append(renames.get(name) ?? name, value);
  return translated;
}

/** Classes a listing path segment can name, in canonical order. */
export const SLUG_CLASSES = ["category", "cuisine", "food-type", "amenity"] as const;
export type SlugClass = (typeof SLUG_CLASSES)[number];

/** A listing path holds at most four segments (ADR 005). */
export const MAX_PATH_SEGMENTS = 4;
const MAX_IDS = 50;
const MAX_ID = 2_147_483_647;

export interface Position {
  latitude: number;
  longitude: number;
}

/** What a listing URL's query says, validated: anything malformed is left out, never an error. */
export interface ListingQuery {
  categoryIds: number[];
  cuisineIds: number[];
  foodTypeIds: number[];
  amenityIds: number[];
  priceRanges: number[];
  minScore?: number;
  sort: ListingSort;
  page: number;
  text?: string;
  position?: Position;
  /** Only places with a bookable time near the asked one. */
  withTable: boolean;
}

/** Each parameter's values under both languages' names. */
function values(search: URLSearchParams, key: ListingQueryKey): string[] {
  return [...new Set([LISTING_QUERY_KEYS.es[key], LISTING_QUERY_KEYS.en[key]])]
    .flatMap((name) => search.getAll(name))
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** A parameter's first value under either language's name. */
function value(search: URLSearchParams, key: ListingQueryKey): string | null {
  return search.get(LISTING_QUERY_KEYS.es[key]) ?? search.get(LISTING_QUERY_KEYS.en[key]);
}

function idList(search: URLSearchParams, key: ListingQueryKey, valid: (id: number) => boolean = () => true): number[] {
  const ids = values(search, key)
    .filter((value) => /^\d{1,10}$/.test(value))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_ID && valid(id));
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);
}

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || !/^-?\d{1,3}(\.\d{1,10})?$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Math.abs(number) <= limit ? number : undefined;
}

/** Spanish spellings of the sorts, read as well (links written by hand, older shares). */
const SORT_ALIASES: Record<string, ListingSort> = {
  relevancia: "relevance",
  puntuacion: "score",
  calificacion: "score",
  precio: "price",
  distancia: "distance",
  hora: "time",
};

function sortOf(value: string | null): ListingSort {
  if (value === null) return "relevance";
  if ((listingSorts as readonly string[]).includes(value)) return value as ListingSort;
  return SORT_ALIASES[value] ?? "relevance";
}

/**
 * Whether the searched text holds control characters (a NUL byte, say): no keyboard types them and
 * the database cannot store them, so the page answers 400 saying so rather than searching.
 */
export function hasUnsearchableText(search: URLSearchParams): boolean {
  const text = value(search, "text");
  return text !== null && !hasNoControlCharacters(text);
}

export function parseListingQuery(search: URLSearchParams): ListingQuery {
  const score = Number(value(search, "score"));
  const sort = value(search, "sort");
  const page = value(search, "page") ?? "";
  const text = value(search, "text")?.trim().slice(0, 80);
  const latitude = coordinate(value(search, "latitude"), 90);
  const longitude = coordinate(value(search, "longitude"), 180);
  return {
    categoryIds: idList(search, "category"),
    cuisineIds: idList(search, "cuisine"),
    foodTypeIds: idList(search, "food-type"),
    amenityIds: idList(search, "amenity"),
    priceRanges: idList(search, "price-range", (id) => id <= 4),
    ...((scoreThresholds as readonly number[]).includes(score) ? { minScore: score } : {}),
    sort: sortOf(sort),
    page: /^\d{1,4}$/.test(page) ? Math.min(MAX_PAGE, Math.max(1, Number(page))) : 1,
    ...(text ? { text } : {}),
    ...(latitude !== undefined && longitude !== undefined ? { position: { latitude, longitude } } : {}),
    withTable: value(search, "withTable") === "1",
  };
}

/** Everything a listing URL is built from. */
export interface ListingTarget {
  language: Language;
  countryCode: string;
  /** Membership pages keep their reserved slug whatever the filters. */
  premium?: boolean;
  plus?: boolean;
  /** The active selection (entries with value false are left out). */
  active: readonly SelectedFilter[];
  sort?: ListingSort;
  page?: number;
  text?: string;
  position?: Position;
  /** The "when and how many?" choice, kept when filters change. */
  when?: WhenQuery;
  /** Only places with a table near that time (kept when filters change). */
  withTable?: boolean;
}

const round = (value: number) => String(Math.round(value * 1e5) / 1e5);

/** The location segments of the selection: its location entry's, else the country alone. */
export function locationSegments(active: readonly SelectedFilter[], countryCode: string): string[] {
  const location = active.find((entry) => entry.class === "location" && entry.value);
  if (!location || location.isNearMe) return [countryCode];
  const segments = location.item.segments;
  return segments && segments.length > 0 ? [...segments] : [countryCode];
}

/**
 * Asks a listing's loader for every option of its filter lists, which the page sends only the first
 * of (the panel's "show more" loads the rest). Not a listing address: links never carry it.
 */
export const EVERY_OPTION_PARAM = "todas-las-opciones";

/** The listing URL of a selection, as described above. Always with the trailing slash. */
export function listingHref(target: ListingTarget): string {
  const active = target.active.filter((entry) => entry.value);
  const segments = locationSegments(active, target.countryCode);
  const nearMe = active.some((entry) => entry.class === "location" && entry.isNearMe);
  const reserved = [
    ...(target.premium ? [PREMIUM_SLUG] : []),
    ...(nearMe ? [NEAR_ME_SLUGS[target.language]] : []),
    ...(target.plus ? [PLUS_SLUG] : []),
  ];
  const keys = LISTING_QUERY_KEYS[target.language];
  let room = MAX_PATH_SEGMENTS - segments.length - reserved.length;
  const query = new URLSearchParams();
  if (target.text) query.set(keys.text, target.text);
  for (const filterClass of SLUG_CLASSES) {
    const entries = active.filter((entry) => entry.class === filterClass);
    const slug = entries[0]?.item.slug;
    if (entries.length === 1 && slug && room > 0) {
      segments.push(slug);
      room--;
    } else if (entries.length > 0) {
      const ids = [...new Set(entries.map((entry) => entry.id))].sort((a, b) => a - b);
      query.set(keys[filterClass], ids.join(","));
    }
  }
  const prices = [...new Set(active.filter((entry) => entry.class === "price-range").map((entry) => entry.id))];
  if (prices.length > 0) query.set(keys["price-range"], prices.sort((a, b) => a - b).join(","));
  const scores = active.filter((entry) => entry.class === "score").map((entry) => entry.id / 10);
  if (scores.length > 0) query.set(keys.score, String(Math.min(...scores)));
  if (target.sort && target.sort !== "relevance") query.set(keys.sort, target.sort);
  if (target.position) {
    query.set(keys.latitude, round(target.position.latitude));
    query.set(keys.longitude, round(target.position.longitude));
  }
  if (target.withTable) query.set(keys.withTable, "1");
  if (target.page && target.page > 1) query.set(keys.page, String(target.page));
  const prefix = target.language === "en" ? "/en" : "";
  const path = `${prefix}/${[...segments, ...reserved].map(encodeURIComponent).join("/")}/`;
  const text = query.toString().replaceAll("%2C", ",");
  const href = text ? `${path}?${text}` : path;
  return target.when ? withWhen(href, target.when) : href;
}

/** The score filter item of a minimum score (4.5 -> 45), as the facets number them. */
export const scoreId = scoreItemId;
