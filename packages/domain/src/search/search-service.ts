import {
  DEFAULT_COUNTRY_ID,
  type FacetClass,
  type Language,
  LOCATION_SEARCH_LIMITS,
  type LocationType,
  NEAR_ME_RADIUS_M,
  pathFor,
  priceRanges,
  type SlugFilterClass,
  scoreItemId,
  scoreThresholds,
} from "@sobremesa/contracts";
import { createTtlCache } from "../cache/index.ts";
import type { CategoryKey } from "../catalog/index.ts";
import { createFacetIndex, type FacetIndex, type LinkClass, type LocationLevel } from "./facet-index.ts";
import { createIpCountryLocator, type IpCountryLocator } from "./ip-country.ts";
import { createIpLocator, type IpRange } from "./ip-geolocation.ts";
import {
  type ListingArguments,
  listingArguments,
  locationLevel,
  type NormalizedFilters,
  normalizeFilters,
  pageCount,
  parseWith,
  withoutClass,
} from "./listing-arguments.ts";
import {
  buildPath,
  type FilterEntry,
  type ListingCatalogue,
  type ListingKind,
  type ListingResolution,
  listingKinds,
  parseListingPath,
  type Resolution,
  resolveListingSegments,
} from "./listing-path.ts";
import {
  headerColor,
  listingSchema,
  listingSeo,
  OG_IMAGE,
  placeProfileSchema,
  placeSchema,
  SCHEMA_ITEMS,
  type SeoData,
} from "./page-seo.ts";
import type { CountryRow, PlaceRow, SearchRepository, TaxonomyRow } from "./search-repository.ts";
import {
  type DietaryTag,
  dietaryTags,
  type FacetQuery,
  type FilterItem,
  type FilterItemQuery,
  type FilterItemWithQuantity,
  type FilterQuantity,
  facetQuerySchema,
  filterItemQuerySchema,
  type GeolocateQuery,
  type Geolocation,
  geolocateQuerySchema,
  type ListingFilters,
  type LocationResult,
  type NearbyQuery,
  nearbyQuerySchema,
  type PlaceDetails,
  type PlaceDetailsQuery,
  type PlaceMenu,
  type PlaceMenuQuery,
  type PlacePage,
  type PlacePageQuery,
  type PlaceProfile,
  type PlaceProfileQuery,
  type PlaceResult,
  type PlaceSummary,
  type PlaceSummaryQuery,
  type PlaceTaxon,
  type Position,
  placeDetailsQuerySchema,
  placeMenuQuerySchema,
  placePageQuerySchema,
  placeProfileQuerySchema,
  placeSummaryQuerySchema,
  type SearchPlacesQuery,
  type SearchPlacesResult,
} from "./search-schemas.ts";
import { filterSuggestions, SUGGESTION_LIMIT, type Suggestions } from "./suggestions.ts";

/** A colony is "where you are" within this distance of its centre; a city with places within 50 km. */
const COLONY_REACH_M = 1_500;
const LISTED_CITY_REACH_M = 50_000;
const ANY_CITY_REACH_M = 100_000;

interface Reference {
  countries: CountryRow[];
  taxonomy: TaxonomyRow[];
  bySlug: Map<string, FilterEntry[]>;
  byClassAndId: Map<string, FilterEntry>;
}

export interface ListingPageInput {
  /** The listing path (/mx/jalisco/bares/, /en/mx/bars/); or segments and language. */
  path?: string;
  segments?: string[];
  language?: Language;
  listing?: ListingKind;
  /** Cuisine ids of the old ?tipo-cocina= query filter. */
  cuisineIds?: number[];
  /** The visitor's position (near-me pages); without one, near me uses the IP's city. */
  position?: Position;
  ip?: string;
  /** Origin for absolute URLs (canonical, Open Graph, JSON-LD). */
  siteUrl: string;
}

export interface ListingPage {
  kind: "listing";
  resolution: ListingResolution;
  seo: SeoData;
  schema: Record<string, unknown>;
  color: string;
  total: number;
  /** The first results (relevance order), as the JSON-LD describes them. */
  results: PlaceResult[];
  /** The near-me position used, else the centre of the location. */
  position: Position;
}

export type ListingPageAnswer = ListingPage | Exclude<Resolution, ListingResolution>;

function toEntry(row: TaxonomyRow): FilterEntry {
  return {
    class: row.class,
    id: row.id,
    slug: { es: row.slug_es, en: row.slug_en },
    name: { es: row.name_es, en: row.name_en },
  };
}

function toPlaceResult(row: PlaceRow, cuisineName: (id: number | null) => string | null): PlaceResult {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category as CategoryKey,
    cuisine: cuisineName(row.cuisine_id),
    area: row.area,
    city: row.city,
    priceRange: row.price_range,
    score: Number(row.score),
    reviewCount: row.review_count,
    currency: row.currency,
    imageSeed: row.image_seed,
    premiumDiscount: row.premium_discount,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceMeters: row.distance === null ? null : Math.round(row.distance),
  };
}

/** The listing filters a resolved listing path stands for (the web adds sort and page). */
export function listingFiltersOf(resolution: ListingResolution, position?: Position): ListingFilters {
  const idsOf = (filterClass: SlugFilterClass) =>
    resolution.filters.filter((filter) => filter.class === filterClass).map((filter) => filter.id);
  return {
    countryId: resolution.countryId,
    ...(resolution.stateId !== null ? { stateId: resolution.stateId } : {}),
    ...(resolution.areaType === "city" && resolution.cityId !== null ? { cityId: resolution.cityId } : {}),
    ...(resolution.colonyId !== null ? { colonyId: resolution.colonyId } : {}),
    categoryIds: idsOf("category"),
    cuisineIds: idsOf("cuisine"),
    foodTypeIds: idsOf("food-type"),
    amenityIds: idsOf("amenity"),
    premiumOnly: resolution.premium || resolution.plus,
    ...(resolution.nearMe && position ? { near: { ...position, radiusMeters: NEAR_ME_RADIUS_M } } : {}),
  };
}

/** Index names a plan (EXPLAIN FORMAT JSON) reads, with the node type that reads each. */
export function indexesInPlan(plan: unknown): { nodeType: string; indexName: string }[] {
  const found: { nodeType: string; indexName: string }[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (typeof record["Index Name"] === "string") {
      found.push({ nodeType: String(record["Node Type"]), indexName: record["Index Name"] });
    }
    for (const value of Object.values(record)) if (typeof value === "object") visit(value);
  };
  visit(plan);
  return found;
}

/** Where facet counts come from: the in-memory index (synchronous) or SQL. */
interface FacetSource {
  facet(
    type: "category" | "price-range" | LinkClass,
    filters: NormalizedFilters,
    ids?: readonly number[],
  ): Map<number, number> | Promise<Map<number, number>>;
  scoreFacet(filters: NormalizedFilters, thresholds: readonly number[]): number[] | Promise<number[]>;
  locationFacet(level: LocationLevel, filters: NormalizedFilters): Map<number, number> | Promise<Map<number, number>>;
}

export interface SearchServiceOptions {
  /** How long countries and taxonomies stay cached. */
  cacheTtlMs: number;
  ipRanges?: readonly IpRange[];
  /** The country of an IP the table above does not hold (default: the GeoLite2 country database). */
  ipCountry?: IpCountryLocator;
  /** Count facets from the in-memory index (default); false counts every facet in SQL. */
  facetIndex?: boolean;
  /** How often the facet index and the listing cache ask whether the catalogue changed (default 5 s). */
  facetIndexCheckMs?: number;
  /**
   * How long a listing page (filters, sort, page, language; not searches from a position) is served
   * from memory (default 5 minutes, 0 for never). A change to the catalogue starts a fresh cache
   * within facetIndexCheckMs whatever this says; it bounds only what the counter does not see.
   */
  listingCacheMs?: number;
  /** At most this many listing pages are kept (default 5,000, about 60 MB; the least recently used go first). */
  listingCacheEntries?: number;
  /**
   * The database runs our queries side by side (a PostgreSQL pool, the default): a text search then
   * reads its page and its count at once. On one connection (PGlite) counting in the page's own
   * pass is cheaper than two passes in a row.
   */
  concurrentQueries?: boolean;
}

/**
 * The catalogue's change counter, read at most every checkMs: one query however many things derive
 * from it. Callers get the last reading meanwhile (stale by seconds at most) and never wait for a
 * check once one has answered; a failed check keeps the last reading.
 */
function catalogVersionWatch(repository: SearchRepository, checkMs: number): () => Promise<string> {
  let known: { version: string; checkedAt: number } | undefined;
  let checking: Promise<string> | undefined;
  return () => {
    if (known && Date.now() - known.checkedAt < checkMs) return Promise.resolve(known.version);
    if (!checking) {
      checking = repository
        .catalogVersion()
        .then((version) => {
          known = { version, checkedAt: Date.now() };
          return version;
        })
        .finally(() => {
          checking = undefined;
        });
    }
    if (!known) return checking;
    checking.catch(() => {});
    return Promise.resolve(known.version);
  };
}

/**
 * Holds something derived from the catalogue (the facet index, the cache of listing pages): built on
 * first use, and again once the catalogue's version has moved. Callers get the current one meanwhile,
 * never wait for a rebuild once one exists; a failed build keeps what we have.
 */
function catalogDerived<T>(version: () => Promise<string>, build: () => Promise<T> | T) {
  let current: { value: T; version: string } | undefined;
  let building: Promise<T> | undefined;

  return {
    async get(): Promise<T> {
      const now = await version();
      if (current?.version === now) return current.value;
      if (!building) {
        building = (async () => {
          const value = await build();
          current = { value, version: now };
          return value;
        })().finally(() => {
          building = undefined;
        });
      }
      if (!current) return building;
      building.catch(() => {});
      return current.value;
    },
    /** Forgets it: the next use rebuilds it (after a bulk catalogue change, in tests). */
    reset() {
      current = undefined;
    },
  };
}

export function createSearchService(repository: SearchRepository, options: SearchServiceOptions) {
  const referenceCache = createTtlCache<Reference>({ ttlMs: options.cacheTtlMs, maxEntries: 1 });
  const locateIp = createIpLocator(options.ipRanges);
  const ipCountry = options.ipCountry ?? createIpCountryLocator();
  const catalogVersion = catalogVersionWatch(repository, options.facetIndexCheckMs ?? 5_000);
  const useFacetIndex = options.facetIndex ?? true;
  const listingCacheMs = options.listingCacheMs ?? 300_000;
  const cached = <T>() =>
    createTtlCache<T>({ ttlMs: listingCacheMs, maxEntries: options.listingCacheEntries ?? 5_000 });
  // What one version of the catalogue gives: its facet index, and the listing pages and filter counts
  // answered from it. They move together once the new index is built, so a cached answer never mixes
  // a fresh page with a stale count; a changed place shows within facetIndexCheckMs and the build.
  const derived = catalogDerived(catalogVersion, async () => ({
    index: useFacetIndex ? createFacetIndex(await repository.facetColumns()) : undefined,
    listings: cached<SearchPlacesResult>(),
    counts: cached<FilterQuantity[]>(),
    resolutions: cached<Resolution>(),
  }));

  async function cuisineNames(language: Language): Promise<(id: number | null) => string | null> {
    const { byClassAndId } = await reference();
    return (id) => (id === null ? null : (byClassAndId.get(`cuisine:${id}`)?.name[language] ?? null));
  }

  async function loadReference(): Promise<Reference> {
    const [countries, taxonomy] = await Promise.all([repository.countries(), repository.taxonomy()]);
    const bySlug = new Map<string, FilterEntry[]>();
    const byClassAndId = new Map<string, FilterEntry>();
    for (const row of taxonomy) {
      const entry = toEntry(row);
      byClassAndId.set(`${row.class}:${row.id}`, entry);
      for (const slug of new Set([row.slug_es, row.slug_en])) bySlug.set(slug, [...(bySlug.get(slug) ?? []), entry]);
    }
    return { countries, taxonomy, bySlug, byClassAndId };
  }
  const reference = () => referenceCache.get("reference", loadReference);

  const catalogue: ListingCatalogue = {
    async country(code) {
      const row = (await reference()).countries.find((country) => country.code === code);
      return row && { id: row.id, code: row.code, name: { es: row.name_es, en: row.name_en }, ...coordinates(row) };
    },
    async state(countryId, slug) {
      return repository.state(countryId, slug);
    },
    async areas(stateId, slug) {
      const rows = await repository.areas(stateId, slug);
      return rows.map((row) => ({
        type: row.type,
        id: row.id,
        cityId: row.city_id,
        slug: row.slug,
        name: row.name,
        ...coordinates(row),
      }));
    },
    async filters(slug) {
      return (await reference()).bySlug.get(slug) ?? [];
    },
    async filterById(filterClass, id) {
      return (await reference()).byClassAndId.get(`${filterClass}:${id}`);
    },
    async item(listing, slug) {
      // Things to do have no table yet: their item slugs resolve to nothing until they do.
      if (listing !== "places") return undefined;
      const row = await repository.placeBySlug(slug);
      return row && { id: row.id, slug: row.slug, cityId: row.city_id, colonyId: row.colony_id };
    },
  };

  async function resolveListingPath(input: {
    path?: string;
    segments?: string[];
    language?: Language;
    listing?: ListingKind;
    cuisineIds?: number[];
  }): Promise<Resolution> {
    let segments = input.segments;
    let language = input.language ?? "es";
    let listing = input.listing ?? "places";
    if (input.path !== undefined) {
      const parsed = parseListingPath(input.path);
      if (!parsed) return { kind: "not-found", reason: `"${input.path}" is no listing path` };
      ({ segments, language, listing } = parsed);
    }
    if (!segments) return { kind: "not-found", reason: "no path" };
    const resolveInput = {
      segments: segments.map((segment) => segment.toLowerCase()),
      language,
      listing,
      cuisineIds: input.cuisineIds ?? [],
    };
    const resolve = () => resolveListingSegments(resolveInput, catalogue);
    // A path's meaning (its slugs looked up in states, areas and places) is kept like its listing
    // pages: every page and page-data request of a listing asks it again.
    if (listingCacheMs <= 0) return resolve();
    return (await derived.get()).resolutions.get(JSON.stringify(resolveInput), resolve);
  }

  /** Text searches visit every match to rank it; on one connection they count in that same pass. */
  const singlePass = (args: ListingArguments) =>
    Boolean(args.filters.text) && options.concurrentQueries === false && args.sort !== "distance";

  async function runSearch(args: ListingArguments, index: FacetIndex | undefined): Promise<SearchPlacesResult> {
    let rows: PlaceRow[];
    let total: number;
    if (args.sort === "distance") {
      // Nearest first: the GiST scan stops once a page is found, but only if the radius holds a
      // page; counting first says whether it does (else the few matches are sorted directly).
      total = await repository.count(args.filters);
      const knn = args.filters.near !== undefined && total >= args.offset + args.limit;
      rows = total > args.offset ? await repository.page(args, { box: !knn }) : [];
    } else if (singlePass(args)) {
      // Past the end there is no row to carry the total: count apart.
      rows = await repository.page(args, { withTotal: true });
      total = rows[0]?.total ?? (args.offset === 0 ? 0 : await repository.count(args.filters));
    } else {
      // The total of a listing without text or near me is counted from the facet index, like its facets.
      const counted =
        index && !args.filters.text && !args.filters.near
          ? Promise.resolve(index.count(args.filters))
          : repository.count(args.filters);
      [rows, total] = await Promise.all([repository.page(args), counted]);
    }
    const cuisineName = await cuisineNames(args.language);
    return {
      items: rows.map((row) => toPlaceResult(row, cuisineName)),
      total,
      page: args.page,
      pageSize: args.pageSize,
      pages: pageCount(total, args.pageSize),
      sort: args.sort,
    };
  }

  async function searchPlaces(query: SearchPlacesQuery): Promise<SearchPlacesResult> {
    const args = listingArguments(query);
    // Searches from a position (near me, distance) are each their own: caching them would only evict others.
    const { index, listings } = await derived.get();
    if (listingCacheMs <= 0 || args.position) return runSearch(args, index);
    return listings.get(JSON.stringify(args), () => runSearch(args, index));
  }

  async function counts(
    type: FacetClass,
    filters: NormalizedFilters,
    ids: number[] | undefined,
  ): Promise<FilterQuantity[]> {
    const facetFilters = withoutClass(filters, type);
    const snapshot = await derived.get();
    // The in-memory index answers every filter but text and near me, which need the database's indexes.
    const source: FacetSource =
      snapshot.index && !facetFilters.text && !facetFilters.near ? snapshot.index : repository;
    // Counts near a position are each their own, like such searches.
    if (listingCacheMs <= 0 || facetFilters.near) return countsNow(type, facetFilters, ids, source);
    return snapshot.counts.get(JSON.stringify([type, facetFilters, ids ?? null]), () =>
      countsNow(type, facetFilters, ids, source),
    );
  }

  async function countsNow(
    type: FacetClass,
    facetFilters: NormalizedFilters,
    ids: number[] | undefined,
    source: FacetSource,
  ): Promise<FilterQuantity[]> {
    const zeroFilled = (itemIds: readonly number[], found: Map<number, number>) =>
      itemIds.map((id) => ({ id, quantity: found.get(id) ?? 0 }));
    switch (type) {
      case "category":
      case "cuisine":
      case "food-type":
      case "amenity": {
        const found = await source.facet(type, facetFilters, ids);
        const all = (await reference()).taxonomy.filter((row) => row.class === type).map((row) => row.id);
        return zeroFilled(ids ?? all, found);
      }
      case "price-range":
        return zeroFilled(ids ?? priceRanges, await source.facet("price-range", facetFilters, ids));
      case "score": {
        const itemIds = ids ?? scoreThresholds.map(scoreItemId);
        const quantities = await source.scoreFacet(
          facetFilters,
          itemIds.map((id) => id / 10),
        );
        return itemIds.map((id, index) => ({ id, quantity: quantities[index] ?? 0 }));
      }
      case "location": {
        const level = locationLevel(facetFilters);
        const groups: [LocationType, Map<number, number>][] =
          level === "area"
            ? [
                ["city", await source.locationFacet("city", facetFilters)],
                ["colony", await source.locationFacet("colony", facetFilters)],
              ]
            : [[level === "state" ? "state" : "country", await source.locationFacet(level, facetFilters)]];
        const result: FilterQuantity[] = [];
        for (const [locationType, found] of groups) {
          const itemIds = ids ?? [...found.keys()];
          for (const id of itemIds) result.push({ id, quantity: found.get(id) ?? 0, locationType });
        }
        return result.sort((a, b) => b.quantity - a.quantity || a.id - b.id);
      }
    }
  }

  /**
   * Whether every location the filters name exists: an unknown one has no filter items, like an
   * unknown place, rather than every item of the taxonomy.
   */
  async function locationsExist(filters: NormalizedFilters): Promise<boolean> {
    const named: ["country" | "state" | "city" | "colony", number | undefined][] = [
      ["country", filters.countryId],
      ["state", filters.stateId],
      ["city", filters.cityId],
      ["colony", filters.colonyId],
    ];
    for (const [table, id] of named) {
      if (id === undefined) continue;
      const known =
        table === "country"
          ? (await reference()).countries.some((country) => country.id === id)
          : (await repository.location(table, id)) !== undefined;
      if (!known) return false;
    }
    return true;
  }

  async function quantityFilterItems(query: FacetQuery): Promise<FilterQuantity[]> {
    const parsed = parseWith(facetQuerySchema, query);
    return counts(parsed.type, normalizeFilters(parsed.filters), parsed.ids);
  }

  const scoreName = (id: number) => `${(id / 10).toFixed(1)}+`;

  async function filterItems(query: FacetQuery): Promise<FilterItemWithQuantity[]> {
    const parsed = parseWith(facetQuerySchema, query);
    const { language, type } = parsed;
    const filters = normalizeFilters(parsed.filters);
    if (!(await locationsExist(filters))) return [];
    const quantities = await counts(type, filters, parsed.ids);
    switch (type) {
      case "category":
      case "cuisine":
      case "food-type":
      case "amenity": {
        const entries = (await reference()).byClassAndId;
        const items = quantities.flatMap(({ id, quantity }) => {
          const entry = entries.get(`${type}:${id}`);
          return entry ? [{ id, type, name: entry.name[language], slug: entry.slug[language], quantity }] : [];
        });
        if (type === "category") return items;
        return items.sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, language));
      }
      case "price-range":
        return quantities.map(({ id, quantity }) => ({ id, type, name: "$".repeat(id), slug: null, quantity }));
      case "score":
        return quantities.map(({ id, quantity }) => ({ id, type, name: scoreName(id), slug: null, quantity }));
      case "location": {
        const facetFilters = withoutClass(filters, "location");
        const level = locationLevel(facetFilters);
        if (level === "country") {
          const countries = (await reference()).countries;
          return quantities.flatMap(({ id, quantity }) => {
            const country = countries.find((row) => row.id === id);
            return country
              ? [
                  {
                    id,
                    type,
                    name: language === "es" ? country.name_es : country.name_en,
                    slug: country.code,
                    locationType: "country" as const,
                    parentId: null,
                    quantity,
                  },
                ]
              : [];
          });
        }
        if (level === "state") {
          const states = await repository.statesOf(
            facetFilters.countryId!,
            quantities.map((item) => item.id),
          );
          const byId = new Map(states.map((state) => [state.id, state]));
          return quantities.flatMap(({ id, quantity }) => {
            const state = byId.get(id);
            return state
              ? [
                  {
                    id,
                    type,
                    name: state.name,
                    slug: state.slug,
                    locationType: "state" as const,
                    parentId: state.country_id,
                    quantity,
                  },
                ]
              : [];
          });
        }
        const areas = await repository.areasByIds(
          quantities.filter((item) => item.locationType === "city").map((item) => item.id),
          quantities.filter((item) => item.locationType === "colony").map((item) => item.id),
        );
        const cities = new Map(areas.cities.map((city) => [city.id, city]));
        const colonies = new Map(areas.colonies.map((colony) => [colony.id, colony]));
        return quantities.flatMap(({ id, quantity, locationType }): FilterItemWithQuantity[] => {
          if (locationType === "city") {
            const city = cities.get(id);
            return city && city.state_id === facetFilters.stateId
              ? [{ id, type, name: city.name, slug: city.slug, locationType, parentId: city.state_id, quantity }]
              : [];
          }
          const colony = colonies.get(id);
          return colony
            ? [
                {
                  id,
                  type,
                  name: colony.name,
                  slug: colony.slug,
                  locationType: "colony" as const,
                  parentId: colony.city_id,
                  quantity,
                },
              ]
            : [];
        });
      }
    }
  }

  async function filterItem(query: FilterItemQuery): Promise<FilterItem | null> {
    const { type, id, language, locationType } = parseWith(filterItemQuerySchema, query);
    switch (type) {
      case "category":
      case "cuisine":
      case "food-type":
      case "amenity": {
        const entry = (await reference()).byClassAndId.get(`${type}:${id}`);
        return entry ? { id, type, name: entry.name[language], slug: entry.slug[language] } : null;
      }
      case "price-range":
        return (priceRanges as readonly number[]).includes(id) ? { id, type, name: "$".repeat(id), slug: null } : null;
      case "score":
        return scoreThresholds.map(scoreItemId).includes(id) ? { id, type, name: scoreName(id), slug: null } : null;
      case "place": {
        const place = await repository.placeById(id);
        return place ? { id, type, name: place.name, slug: place.slug } : null;
      }
      case "location": {
        // Ids are unique per table only: say which with locationType; without it the first table that has the id wins.
        const order: LocationType[] = locationType ? [locationType] : ["state", "city", "colony", "country"];
        for (const table of order) {
          const row = await repository.location(table, id);
          if (row) {
            return {
              id,
              type,
              name: language === "es" ? row.name_es : row.name_en,
              slug: row.slug,
              locationType: table,
              parentId: row.parent_id,
            };
          }
        }
        return null;
      }
    }
  }

  async function searchLocations(text: string, language: Language = "es"): Promise<LocationResult[]> {
    const term = text.trim().slice(0, 80);
    if (term.length < 2) return [];
    const rows = await repository.locations(term, LOCATION_SEARCH_LIMITS);
    return rows.map((row) => ({
      type: row.type,
      id: row.id,
      countryId: row.country_id,
      stateId: row.state_id,
      cityId: row.city_id,
      colonyId: row.colony_id,
      name: row.type === "country" ? (language === "es" ? row.country_name_es : row.country_name_en) : row.name,
      countryName: language === "es" ? row.country_name_es : row.country_name_en,
      stateName: row.state_name,
      cityName: row.type === "colony" ? row.city_name : null,
      path: buildPath(
        "places",
        language,
        [row.country_code, row.state_slug, row.area_slug].filter((part): part is string => Boolean(part)),
      ),
    }));
  }

  /** What the search box suggests beside locations; under two characters, nothing. */
  async function searchSuggestions(text: string, language: Language, countryCode: string): Promise<Suggestions> {
    const term = text.trim().slice(0, 80);
    if (term.length < 2) return { places: [], cuisines: [], categories: [] };
    const [rows, { byClassAndId }] = await Promise.all([
      repository.placeSuggestions(term, SUGGESTION_LIMIT),
      reference(),
    ]);
    const itemPath = listingKinds.places.itemPath[language];
    return {
      places: rows.map((row) => ({
        id: row.id,
        name: row.name,
        context: `${row.city_name}, ${row.state_name}`,
        path: itemPath(row.slug),
      })),
      ...filterSuggestions([...byClassAndId.values()], term, language, (slug) =>
        buildPath("places", language, [countryCode, slug]),
      ),
    };
  }

  async function nearby(query: NearbyQuery): Promise<PlaceResult[]> {
    const parsed = parseWith(nearbyQuerySchema, query);
    const rows = await repository.nearby(
      { latitude: parsed.latitude, longitude: parsed.longitude },
      parsed.radiusMeters,
      parsed.limit,
      parsed.categoryIds ?? [],
    );
    const cuisineName = await cuisineNames(parsed.language);
    return rows.map((row) => toPlaceResult(row, cuisineName));
  }

  async function geolocate(query: GeolocateQuery): Promise<Geolocation> {
    const { ip, position, language } = parseWith(geolocateQuerySchema, query);
    const { countries } = await reference();
    const countryOf = (id: number) => countries.find((country) => country.id === id) ?? countries[0]!;

    const answer = async (
      source: Geolocation["source"],
      place: Awaited<ReturnType<SearchRepository["cityPlace"]>>,
      cityKnown: boolean,
      at: Position | undefined,
    ): Promise<Geolocation | undefined> => {
      if (!place) return undefined;
      const country = countryOf(place.country_id);
      const area = cityKnown ? (place.colony_slug ?? place.city_slug) : null;
      return {
        countryId: place.country_id,
        stateId: place.state_id,
        cityId: cityKnown ? place.city_id : null,
        colonyId: cityKnown ? place.colony_id : null,
        latitude: at?.latitude ?? place.latitude,
        longitude: at?.longitude ?? place.longitude,
        countryName: country.code,
        stateName: place.state_slug,
        cityOrColonyName: area,
        names: {
          country: language === "es" ? country.name_es : country.name_en,
          state: place.state_name,
          cityOrColony: cityKnown ? (place.colony_name ?? place.city_name) : null,
        },
        source,
        path: buildPath("places", language, [country.code, place.state_slug, ...(area ? [area] : [])]),
      };
    };

    // A whole country: where the visitor's position or IP says nothing closer.
    const countryAnswer = (country: (typeof countries)[number], source: Geolocation["source"]): Geolocation => ({
      countryId: country.id,
      stateId: null,
      cityId: null,
      colonyId: null,
      latitude: position?.latitude ?? country.latitude,
      longitude: position?.longitude ?? country.longitude,
      countryName: country.code,
      stateName: null,
      cityOrColonyName: null,
      names: { country: language === "es" ? country.name_es : country.name_en, state: null, cityOrColony: null },
      source,
      path: buildPath("places", language, [country.code]),
    });

    if (position) {
      const near = await repository.nearestLocations(position);
      let found: Geolocation | undefined;
      if (near.colony && near.colony.distance <= COLONY_REACH_M) {
        found = await answer(
          "coordinates",
          await repository.cityPlace(near.colony.city_id, near.colony.id),
          true,
          position,
        );
      } else if (near.listedCity && near.listedCity.distance <= LISTED_CITY_REACH_M) {
        found = await answer("coordinates", await repository.cityPlace(near.listedCity.id), true, position);
      } else if (near.anyCity && near.anyCity.distance <= ANY_CITY_REACH_M) {
        found = await answer("coordinates", await repository.cityPlace(near.anyCity.id), false, position);
      }
      if (found) return found;
    } else if (ip) {
      const range = locateIp(ip);
      const found =
        range && (await answer("ip", await repository.cityPlace(range.cityId, range.colonyId), true, undefined));
      if (found) return found;
      // Otherwise the IP's country, when it is one we serve: its listing, with no city guessed.
      const code = await ipCountry.country(ip);
      const served = code === undefined ? undefined : countries.find((country) => country.code === code);
      if (served) return countryAnswer(served, "ip");
    }
    return countryAnswer(countryOf(DEFAULT_COUNTRY_ID), "default");
  }

  async function listingPage(input: ListingPageInput): Promise<ListingPageAnswer> {
    const resolution = await resolveListingPath(input);
    if (resolution.kind !== "listing") return resolution;
    const language = resolution.language;
    let position = input.position;
    if (resolution.nearMe && !position) {
      const located = await geolocate({ ...(input.ip ? { ip: input.ip } : {}), language });
      // A whole country (the default, or an IP's) is no position: the page then lists its location instead.
      if (located.stateId !== null && located.latitude !== null && located.longitude !== null) {
        position = { latitude: located.latitude, longitude: located.longitude };
      }
    }
    const result =
      resolution.listing === "places"
        ? await searchPlaces({
            ...listingFiltersOf(resolution, position),
            ...(position ? { position } : {}),
            language,
            pageSize: SCHEMA_ITEMS,
          })
        : { items: [], total: 0 };
    const placePath = listingKinds.places.itemPath[language];
    return {
      kind: "listing",
      resolution,
      seo: listingSeo({ resolution, total: result.total, siteUrl: input.siteUrl, language }),
      schema: listingSchema({
        resolution,
        results: result.items,
        total: result.total,
        siteUrl: input.siteUrl,
        language,
        placePath,
      }),
      color: headerColor(resolution),
      total: result.total,
      results: result.items,
      position: position ?? resolution.center,
    };
  }

  /** One place by id as a listing card plus where it is (names and slugs); null when there is none. */
  async function placeSummary(query: PlaceSummaryQuery): Promise<PlaceSummary | null> {
    const { id, language } = parseWith(placeSummaryQuerySchema, query);
    const row = await repository.placeSummary(id);
    if (!row) return null;
    const { distanceMeters: _distance, ...card } = toPlaceResult(row, await cuisineNames(language));
    return {
      ...card,
      address: row.address,
      countryCode: row.country_code,
      countryName: language === "es" ? row.country_name_es : row.country_name_en,
      stateName: row.state_name,
      stateSlug: row.state_slug,
      citySlug: row.city_slug,
      colonyName: row.colony_name,
      colonySlug: row.colony_slug,
    };
  }

  /** A place with its JSON-LD and share image, for the pages about it (the Premium page of a place). */
  async function placePage(query: PlacePageQuery): Promise<PlacePage | null> {
    const { id, language, siteUrl } = parseWith(placePageQuerySchema, query);
    const place = await placeSummary({ id, language });
    if (!place) return null;
    const origin = siteUrl.replace(/\/+$/, "");
    return {
      place,
      schema: {
        "@context": "https://schema.org",
        ...placeSchema(place, {
          siteUrl: origin,
          countryCode: place.countryCode,
          placePath: listingKinds.places.itemPath[language],
        }),
      },
      image: { url: `${origin}${OG_IMAGE.path(place.category)}`, width: OG_IMAGE.width, height: OG_IMAGE.height },
    };
  }

  /**
   * One place by its profile slug, in a language: the summary (same SQL as placeSummary) with the
   * category's name, its cuisines, food types and amenities named, description, phone, zone, opening
   * hours and booking policy. Null when no place has the slug (the page answers 404).
   */
  async function placeDetails(query: PlaceDetailsQuery): Promise<PlaceDetails | null> {
    const parsed = placeDetailsQuerySchema.safeParse(query);
    // A slug no place could have (capitals are lowered, anything else is refused) is simply unknown.
    if (!parsed.success) return null;
    const { slug, language } = parsed.data;
    const row = await repository.placeDetails(slug);
    if (!row) return null;
    const [{ byClassAndId }, hours, cuisineName] = await Promise.all([
      reference(),
      repository.placeHours(row.id),
      cuisineNames(language),
    ]);
    const taxa = (filterClass: SlugFilterClass, ids: readonly number[] | null): PlaceTaxon[] =>
      (ids ?? []).flatMap((itemId) => {
        const entry = byClassAndId.get(`${filterClass}:${Number(itemId)}`);
        return entry ? [{ id: entry.id, slug: entry.slug[language], name: entry.name[language] }] : [];
      });
    const { distanceMeters: _distance, ...card } = toPlaceResult(row, cuisineName);
    return {
      ...card,
      address: row.address,
      countryCode: row.country_code,
      countryName: language === "es" ? row.country_name_es : row.country_name_en,
      stateName: row.state_name,
      stateSlug: row.state_slug,
      citySlug: row.city_slug,
      colonyName: row.colony_name,
      colonySlug: row.colony_slug,
      categoryName: byClassAndId.get(`category:${row.category_id}`)?.name[language] ?? row.category,
      cuisines: taxa("cuisine", row.cuisine_ids),
      foodTypes: taxa("food-type", row.food_type_ids),
      amenities: taxa("amenity", row.amenity_ids),
      description: language === "es" ? row.description_es : row.description_en,
      phone: row.phone,
      timezone: row.timezone,
      hours: hours.map((hour) => ({ weekday: Number(hour.weekday), opensAt: hour.opens_at, closesAt: hour.closes_at })),
      policy:
        row.cancel_until_hours === null
          ? null
          : {
              cancelUntilHours: Number(row.cancel_until_hours),
              depositPerGuest: row.deposit_per_guest === null ? null : Number(row.deposit_per_guest),
              maxPartySize: Number(row.max_party_size),
              daysAhead: Number(row.days_ahead),
            },
    };
  }

  /** A place's menu in a language: sections in order with their items; none when it has no menu. */
  async function placeMenu(query: PlaceMenuQuery): Promise<PlaceMenu> {
    const { placeId, language } = parseWith(placeMenuQuerySchema, query);
    const rows = await repository.placeMenu(placeId);
    const sections: PlaceMenu["sections"] = [];
    for (const row of rows) {
      let section = sections.at(-1);
      if (!section || section.id !== Number(row.section_id)) {
        section = {
          id: Number(row.section_id),
          name: language === "es" ? row.section_name_es : row.section_name_en,
          items: [],
        };
        sections.push(section);
      }
      section.items.push({
        id: Number(row.id),
        name: language === "es" ? row.name_es : row.name_en,
        description: language === "es" ? row.description_es : row.description_en,
        price: Number(row.price),
        dietaryTags: (row.dietary_tags ?? []).filter((tag): tag is DietaryTag =>
          (dietaryTags as readonly string[]).includes(tag),
        ),
      });
    }
    return { placeId, sections };
  }

  /** A place's profile: details, menu, JSON-LD (with hours and menu) and share image; null for an unknown slug. */
  async function placeProfile(query: PlaceProfileQuery): Promise<PlaceProfile | null> {
    // The slug is checked by placeDetails: one no place could have is "not found", not an error.
    const { language, siteUrl } = parseWith(placeProfileQuerySchema.omit({ slug: true }), query);
    const place = await placeDetails({ slug: query.slug, language });
    if (!place) return null;
    const menu = await placeMenu({ placeId: place.id, language: language });
    const origin = siteUrl.replace(/\/+$/, "");
    const image = { url: `${origin}${OG_IMAGE.path(place.category)}`, width: OG_IMAGE.width, height: OG_IMAGE.height };
    return {
      place,
      menu,
      schema: placeProfileSchema(
        { ...place, cuisines: place.cuisines.map((cuisine) => cuisine.name) },
        {
          siteUrl: origin,
          countryCode: place.countryCode,
          placePath: listingKinds.places.itemPath[language],
          ...(menu.sections.length > 0 ? { menuPath: pathFor("place-menu", language, { slug: place.slug }) } : {}),
        },
      ),
      image,
    };
  }

  /** EXPLAIN of the exact SQL each discovery query runs (tests and the benchmark read it). */
  const plans = {
    listingPage: (query: SearchPlacesQuery, options?: { discourageSeqScan?: boolean }) => {
      const args = listingArguments(query);
      return repository.explain(repository.builders.page(args, { withTotal: singlePass(args) }), options);
    },
    listingPageIds: (query: SearchPlacesQuery, options?: { discourageSeqScan?: boolean }) => {
      const args = listingArguments(query);
      return repository.explain(repository.builders.pageIds(args, { withTotal: singlePass(args) }), options);
    },
    listingCount: (query: SearchPlacesQuery, options?: { discourageSeqScan?: boolean }) =>
      repository.explain(repository.builders.count(listingArguments(query).filters), options),
    facet: (query: FacetQuery, options?: { discourageSeqScan?: boolean }) => {
      const parsed = parseWith(facetQuerySchema, query);
      const filters = withoutClass(normalizeFilters(parsed.filters), parsed.type);
      const type = parsed.type;
      if (type === "score")
        return repository.explain(repository.builders.scoreFacet(filters, scoreThresholds), options);
      if (type === "location") {
        const level = locationLevel(filters);
        return repository.explain(
          repository.builders.locationFacet(level === "area" ? "city" : level, filters),
          options,
        );
      }
      return repository.explain(repository.builders.facet(type, filters, parsed.ids), options);
    },
    locations: (text: string, options?: { discourageSeqScan?: boolean }) =>
      repository.explain(repository.builders.locations(text, LOCATION_SEARCH_LIMITS), options),
    nearby: (query: NearbyQuery, options?: { discourageSeqScan?: boolean }) => {
      const parsed = parseWith(nearbyQuerySchema, query);
      return repository.explain(
        repository.builders.nearby(
          { latitude: parsed.latitude, longitude: parsed.longitude },
          parsed.radiusMeters,
          parsed.limit,
          parsed.categoryIds ?? [],
        ),
        options,
      );
    },
  };

  return {
    /** Builds the facet index now (at start-up) instead of on the first facet count. */
    async warmUp(): Promise<void> {
      await reference();
      await derived.get();
      await ipCountry.warm();
    },
    /** Drops cached reference data and the facet index (after bulk catalogue changes). */
    reset(): void {
      referenceCache.clear();
      derived.reset();
    },
    resolveListingPath,
    searchPlaces,
    quantityFilterItems,
    filterItems,
    filterItem,
    searchLocations,
    searchSuggestions,
    nearby,
    geolocate,
    listingPage,
    placeSummary,
    placePage,
    placeDetails,
    placeMenu,
    placeProfile,
    plans,
    /** The sitemap's reads: every place by id range, and the locations whose listings have places. */
    sitemap: {
      placePageStarts: (size: number) => repository.placePageStarts(size),
      places: (from: number, to: number | null) => repository.placeSlugs(from, to),
      listedLocations: () => repository.listedLocations(),
    },
  };
}

function coordinates(row: { latitude: number; longitude: number }) {
  return { latitude: row.latitude, longitude: row.longitude };
}

export type SearchService = ReturnType<typeof createSearchService>;
