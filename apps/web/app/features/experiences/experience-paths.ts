import {
  type ExperienceCategory,
  experienceCategories,
  experienceCategorySlugs,
  type Language,
  pathFor,
} from "@sobremesa/contracts";

/**
 * The things-to-do listing's URLs: /planes-que-hacer/{country}[/{state}[/{city}]][/{category}]/
 * (/en/things-to-do/...), dates and a maximum price in the query. Pure: the loader, the links and
 * the filter form all go through here, so what a link writes is what the loader reads.
 */

export const LISTING_COUNTRIES = ["mx", "co", "cr"] as const;
export type ListingCountry = (typeof LISTING_COUNTRIES)[number];

export interface ListingLocation {
  country: ListingCountry;
  state?: string | undefined;
  city?: string | undefined;
  category?: ExperienceCategory | undefined;
}

export type ParsedListingPath =
  | {
      ok: true;
      location: ListingLocation /** The category was spelled in the other language: 301 to ours. */;
      respell: boolean;
    }
  | { ok: false };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function categoryOfSlug(slug: string, language: Language): { category: ExperienceCategory; ours: boolean } | null {
  for (const category of experienceCategories) {
    if (experienceCategorySlugs[language][category] === slug) return { category, ours: true };
  }
  const other: Language = language === "es" ? "en" : "es";
  for (const category of experienceCategories) {
    if (experienceCategorySlugs[other][category] === slug) return { category, ours: false };
  }
  return null;
}

/**
 * The segments after /planes-que-hacer/ (or /en/things-to-do/): a served country, then up to two
 * location slugs (state, then city or colony) and at most one category slug, last. Anything else
 * (an unknown country, a fourth place segment, a category before a place, a malformed slug) is
 * not a listing: the caller answers the spec's 404.
 */
export function parseListingSegments(segments: readonly string[], language: Language): ParsedListingPath {
  const [country, ...rest] = segments;
  if (!country || !(LISTING_COUNTRIES as readonly string[]).includes(country)) return { ok: false };
  if (rest.length > 3 || rest.some((segment) => !SLUG.test(segment))) return { ok: false };
  const last = rest.at(-1);
  const found = last === undefined ? null : categoryOfSlug(last, language);
  const places = found ? rest.slice(0, -1) : rest;
  if (places.length > 2) return { ok: false };
  // A category is only ever the last segment: "/mx/conciertos/cdmx/" is no listing.
  if (places.some((segment) => categoryOfSlug(segment, language))) return { ok: false };
  return {
    ok: true,
    location: {
      country: country as ListingCountry,
      state: places[0],
      city: places[1],
      category: found?.category,
    },
    respell: found !== null && !found.ours,
  };
}

/** The listing segments of a pathname: "/en/things-to-do/mx/tours/" -> ["mx", "tours"]. */
export function listingSegmentsOf(pathname: string): string[] {
  const parts = pathname.split("/").filter(Boolean);
  const start = parts[0] === "en" ? 2 : 1;
  return parts.slice(start).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
}

/** The listing path of a location in one language (the route table's paths, trailing slash). */
export function listingPathOf(location: ListingLocation, language: Language): string {
  const parts = [
    location.state,
    location.city,
    location.category && experienceCategorySlugs[language][location.category],
  ].filter((part): part is string => Boolean(part));
  const countryCode = location.country;
  if (parts.length === 0) return pathFor("experiences-country", language, { countryCode });
  if (parts.length === 1) return pathFor("experiences-state", language, { countryCode, stateOrSlug: parts[0]! });
  if (parts.length === 2)
    return pathFor("experiences-city", language, {
      countryCode,
      stateOrSlug: parts[0]!,
      cityOrColonyOrSlug: parts[1]!,
    });
  return pathFor("experiences-filter", language, {
    countryCode,
    stateOrSlug: parts[0]!,
    cityOrColonyOrSlug: parts[1]!,
    slug: parts[2]!,
  });
}

/** The query's names per language (the Spanish page speaks Spanish in its URLs too). */
export const LISTING_QUERY_KEYS = {
  es: { from: "desde", to: "hasta", priceMax: "precio-max", page: "pagina" },
  en: { from: "from", to: "to", priceMax: "price-max", page: "page" },
} as const;

export interface ListingFilters {
  from?: string | undefined;
  to?: string | undefined;
  /** Whole units of the country's currency, as the visitor types it ("500" pesos). */
  priceMax?: number | undefined;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string | null): string | undefined {
  if (!value || !DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}

/**
 * The filters of a listing's query, in the page's language. Wrong values are dropped rather than
 * refused (a hand-edited link still lists something); dates in the wrong order are swapped.
 */
export function parseListingFilters(search: URLSearchParams, language: Language): ListingFilters {
  const keys = LISTING_QUERY_KEYS[language];
  let from = validDate(search.get(keys.from));
  let to = validDate(search.get(keys.to));
  if (from && to && to < from) [from, to] = [to, from];
  const rawPrice = search.get(keys.priceMax)?.trim() ?? "";
  const price = /^\d{1,9}$/.test(rawPrice) ? Number(rawPrice) : Number.NaN;
  const rawPage = search.get(keys.page)?.trim() ?? "";
  const page = /^\d{1,3}$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    from,
    to,
    priceMax: Number.isFinite(price) && price > 0 ? price : undefined,
    page: Math.min(100, Math.max(1, page)),
  };
}

/** A listing URL: the path of the location and the filters in the query (page 1 and empty values left out). */
export function listingHrefOf(location: ListingLocation, filters: Partial<ListingFilters>, language: Language): string {
  const keys = LISTING_QUERY_KEYS[language];
  const query = new URLSearchParams();
  if (filters.from) query.set(keys.from, filters.from);
  if (filters.to) query.set(keys.to, filters.to);
  if (filters.priceMax) query.set(keys.priceMax, String(filters.priceMax));
  if (filters.page && filters.page > 1) query.set(keys.page, String(filters.page));
  const text = query.toString();
  return `${listingPathOf(location, language)}${text ? `?${text}` : ""}`;
}

/** Whether any query filter narrows the list (such pages stay out of search results). */
export function hasQueryFilters(filters: ListingFilters): boolean {
  return Boolean(filters.from || filters.to || filters.priceMax);
}

/** The detail and buy pages' session parameter: ?sesion= (es) / ?session= (en). */
export const SESSION_QUERY_KEY = { es: "sesion", en: "session" } as const;
/** The thank-you page's order parameter: ?pedido= (es) / ?order= (en). */
export const ORDER_QUERY_KEY = { es: "pedido", en: "order" } as const;

export function experiencePath(language: Language, slug: string): string {
  return pathFor("experience", language, { slug });
}

export function buyPath(language: Language, slug: string, sessionId?: number | null): string {
  const path = pathFor("experience-buy", language, { slug });
  return sessionId ? `${path}?${SESSION_QUERY_KEY[language]}=${sessionId}` : path;
}

export function thanksPath(language: Language, code: string): string {
  return `${pathFor("experiences-thanks", language)}?${ORDER_QUERY_KEY[language]}=${encodeURIComponent(code)}`;
}

export function orderPath(language: Language, code: string, email?: string): string {
  const path = pathFor("order", language, { code });
  return email ? `${path}?email=${encodeURIComponent(email)}` : path;
}

/** A positive integer id from the query (`?sesion=12`), else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** Order codes as the contract writes them (EXP-7KQ2MX), upper-cased, else null. */
export function orderCodeParam(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^EXP-[A-Z0-9]{6}$/.test(code) ? code : null;
}
