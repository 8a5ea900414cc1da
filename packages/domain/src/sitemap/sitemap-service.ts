import { type Language, localeTag, pathFor, routeTable } from "@sobremesa/contracts";
import { createTtlCache } from "../cache/index.ts";
import { type SitemapEntry, sitemapIndexXml, urlsetXml } from "./sitemap-xml.ts";

/** A row the sitemap lists, with the time it last changed (its page's lastmod). */
type Slugged = { id: number; slug: string; updatedAt: Date };

/** What the sitemap reads of each domain (their services' `sitemap` members). */
export interface SitemapReaders {
  places: {
    placePageStarts(size: number): Promise<number[]>;
    places(from: number, to: number | null): Promise<(Slugged & { countryCode: string })[]>;
    listedLocations(): Promise<
      { country_code: string; state_slug: string | null; city_slug: string | null; updated_at: Date }[]
    >;
  };
  experiences: {
    pageStarts(size: number): Promise<number[]>;
    experiences(from: number, to: number | null): Promise<(Slugged & { countryCode: string })[]>;
    listedCities(): Promise<{ countryCode: string; stateSlug: string; citySlug: string; updatedAt: Date }[]>;
  };
  store: {
    productPageStarts(size: number): Promise<number[]>;
    products(from: number, to: number | null): Promise<Slugged[]>;
    storesWithProducts(): Promise<{ storeSlug: string; categorySlug: string; updatedAt: Date }[]>;
  };
}

export interface SitemapOptions {
  /** Public origin the URLs start with (no trailing slash needed). */
  siteUrl: string;
  /** URLs per child sitemap; the protocol allows 50,000. Each page counts twice (es and en). */
  urlsPerSitemap?: number;
  /** How long a generated document is served from memory (the responses' max-age). */
  cacheTtlMs?: number;
  now?: () => number;
}

/**
 * A child sitemap's pages: either a short list read whole (its size follows the geography or the
 * number of stores) or, for what grows with the catalogue, id ranges: the first id of each page comes
 * from one index scan, and a page is then a range read on the primary key.
 */
type Source =
  | { kind: "list"; entries(): Promise<SitemapEntry[]> }
  | {
      kind: "range";
      pageStarts(size: number): Promise<number[]>;
      entries(from: number, to: number | null): Promise<SitemapEntry[]>;
    };

const both = (build: (language: Language) => string) => ({ es: build("es"), en: build("en") });
const entry = (paths: Record<Language, string>, lastmod: string, spanishTag = localeTag("es")): SitemapEntry => ({
  paths,
  spanishTag,
  lastmod,
});

/** A W3C datetime to the second, in UTC: 2026-11-28T18:41:16Z. */
export const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** The latest of W3C datetimes in UTC (they sort as text); undefined for none. */
const latest = (dates: readonly (string | undefined)[]) =>
  dates.reduce<string | undefined>((newest, date) => (date && (!newest || date > newest) ? date : newest), undefined);

/** The route's page in both languages, as the web app's link builders write it. */
const routePaths = (id: string, params: Record<string, string> = {}) =>
  both((language) => pathFor(id, language, params));

function locationParams(countryCode: string, stateSlug: string | null, citySlug: string | null) {
  return {
    countryCode,
    ...(stateSlug ? { stateOrSlug: stateSlug } : {}),
    ...(citySlug ? { cityOrColonyOrSlug: citySlug } : {}),
  };
}

const levelRoute = (stateSlug: string | null, citySlug: string | null) =>
  citySlug ? "city" : stateSlug ? "state" : "country";

function sources(readers: SitemapReaders, lists: (name: string) => Promise<SitemapEntry[]>): Record<string, Source> {
  return {
    // The pages without parameters the route table marks indexable (home, content, memberships...).
    // They have no row of their own; what changes on them is the catalogue they show (the home
    // page's places and counts), so they carry its last change, which the listings and stores cover.
    pages: {
      kind: "list",
      entries: async () => {
        const catalogue = await Promise.all([lists("listings"), lists("stores")]);
        const lastmod = latest(catalogue.flat().map((row) => row.lastmod)) ?? w3cDate(new Date(0));
        return routeTable
          .filter((route) => route.indexable && !route.path.es.includes(":"))
          .map((route) => entry({ ...route.path }, lastmod));
      },
    },
    // Listings with something to show: an empty one is noindex. A listing's (and a place's, and a
    // thing to do's) Spanish hreflang names its country (es-CO), as its head does; other pages say es-MX.
    listings: {
      kind: "list",
      entries: async () => {
        const [locations, cities] = await Promise.all([
          readers.places.listedLocations(),
          readers.experiences.listedCities(),
        ]);
        const placeListings = locations.map((row) =>
          entry(
            routePaths(
              levelRoute(row.state_slug, row.city_slug),
              locationParams(row.country_code, row.state_slug, row.city_slug),
            ),
            w3cDate(row.updated_at),
            localeTag("es", row.country_code),
          ),
        );
        // Every city with a thing to do makes its state's and country's listing non-empty too, and
        // its last change is theirs when it is the latest.
        const thingsToDo = new Map<string, SitemapEntry>();
        for (const city of cities) {
          const levels: [string | null, string | null][] = [
            [null, null],
            [city.stateSlug, null],
            [city.stateSlug, city.citySlug],
          ];
          const lastmod = w3cDate(city.updatedAt);
          for (const [state, town] of levels) {
            const key = [city.countryCode, state, town].join("/");
            const known = thingsToDo.get(key);
            if (known) {
              known.lastmod = latest([known.lastmod, lastmod]);
              continue;
            }
            thingsToDo.set(
              key,
              entry(
                routePaths(`experiences-${levelRoute(state, town)}`, locationParams(city.countryCode, state, town)),
                lastmod,
                localeTag("es", city.countryCode),
              ),
            );
          }
        }
        return [...placeListings, ...thingsToDo.values()];
      },
    },
    places: {
      kind: "range",
      pageStarts: (size) => readers.places.placePageStarts(size),
      entries: async (from, to) =>
        (await readers.places.places(from, to)).map((row) =>
          entry(
            routePaths("place", { profileSlug: row.slug }),
            w3cDate(row.updatedAt),
            localeTag("es", row.countryCode),
          ),
        ),
    },
    "things-to-do": {
      kind: "range",
      pageStarts: (size) => readers.experiences.pageStarts(size),
      entries: async (from, to) =>
        (await readers.experiences.experiences(from, to)).map((row) =>
          entry(routePaths("experience", { slug: row.slug }), w3cDate(row.updatedAt), localeTag("es", row.countryCode)),
        ),
    },
    stores: {
      kind: "list",
      entries: async () => {
        const rows = await readers.store.storesWithProducts();
        // A store's page shows every category of it: its last change is the latest of theirs.
        const stores = new Map<string, string | undefined>();
        for (const row of rows) stores.set(row.storeSlug, latest([stores.get(row.storeSlug), w3cDate(row.updatedAt)]));
        return [
          ...[...stores].map(([slug, lastmod]) => entry(routePaths("store", { slug }), lastmod ?? "")),
          ...rows.map((row) =>
            entry(
              routePaths("store-category", { slug: row.storeSlug, category: row.categorySlug }),
              w3cDate(row.updatedAt),
            ),
          ),
        ];
      },
    },
    products: {
      kind: "range",
      pageStarts: (size) => readers.store.productPageStarts(size),
      entries: async (from, to) =>
        (await readers.store.products(from, to)).map((row) =>
          entry(routePaths("store-product", { slug: row.slug }), w3cDate(row.updatedAt)),
        ),
    },
  };
}

const CHILD = /^([a-z-]+?)-([1-9]\d{0,5})\.xml$/;

/**
 * sitemap.xml as an index of child sitemaps (/sitemaps/{source}-{page}.xml), each at most
 * urlsPerSitemap URLs. Every document is generated once per cacheTtlMs and served from memory in
 * between, so crawlers cannot make the server rebuild tens of thousands of URLs per request; page
 * boundaries and short lists are cached likewise, so a child is checked against them without
 * reading again. Every URL has the lastmod of the rows its page shows, and each index entry the
 * latest of its child's URLs, so making the index makes the children too. An unknown child is
 * undefined (the caller answers 404) and is not cached.
 */
export function createSitemapService(readers: SitemapReaders, options: SitemapOptions) {
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const urlsPerSitemap = options.urlsPerSitemap ?? 50_000;
  if (!Number.isInteger(urlsPerSitemap) || urlsPerSitemap < 2) throw new Error("urlsPerSitemap must be at least 2");
  const pageSize = Math.floor(urlsPerSitemap / 2);
  const cacheOptions = { ttlMs: options.cacheTtlMs ?? 3_600_000, ...(options.now ? { now: options.now } : {}) };
  const index = createTtlCache<string>({ ...cacheOptions, maxEntries: 1 });
  const children = createTtlCache<{ xml: string; lastmod: string | undefined }>({ ...cacheOptions, maxEntries: 64 });
  const lists = createTtlCache<SitemapEntry[]>({ ...cacheOptions, maxEntries: 16 });
  const starts = createTtlCache<number[]>({ ...cacheOptions, maxEntries: 16 });
  const all: Record<string, Source> = sources(readers, (name) => {
    const source = all[name];
    return source?.kind === "list" ? lists.get(name, source.entries) : Promise.resolve([]);
  });

  /** How many pages a source has now. */
  async function pageCount(name: string, source: Source): Promise<number> {
    if (source.kind === "range") return (await starts.get(name, () => source.pageStarts(pageSize))).length;
    const entries = await lists.get(name, source.entries);
    return Math.ceil(entries.length / pageSize);
  }

  async function pageEntries(name: string, source: Source, page: number): Promise<SitemapEntry[]> {
    if (source.kind === "list") {
      const entries = await lists.get(name, source.entries);
      return entries.slice((page - 1) * pageSize, page * pageSize);
    }
    const bounds = await starts.get(name, () => source.pageStarts(pageSize));
    return source.entries(bounds[page - 1]!, bounds[page] ?? null);
  }

  /** The children's file names, source by source; a source with nothing to list has none. */
  async function childNames(): Promise<string[]> {
    const counts = await Promise.all(Object.entries(all).map(([name, source]) => pageCount(name, source)));
    return Object.keys(all).flatMap((name, index) =>
      Array.from({ length: counts[index]! }, (_, page) => `${name}-${page + 1}.xml`),
    );
  }

  /** A child's document and lastmod (the latest of its URLs'), generated once per cacheTtlMs for the index and the child alike. */
  function child(fileName: string, name: string, source: Source, page: number) {
    return children.get(fileName, async () => {
      const entries = await pageEntries(name, source, page);
      return { xml: urlsetXml(siteUrl, entries), lastmod: latest(entries.map((row) => row.lastmod)) };
    });
  }

  return {
    childNames,
    async indexXml(): Promise<string> {
      return index.get("index", async () => {
        const names = await childNames();
        const lastmods = await Promise.all(
          names.map(async (fileName) => {
            const [, name, page] = CHILD.exec(fileName)!;
            return (await child(fileName, name!, all[name!]!, Number(page))).lastmod;
          }),
        );
        return sitemapIndexXml(
          siteUrl,
          names.map((name, position) => ({ path: `/sitemaps/${name}`, lastmod: lastmods[position] })),
        );
      });
    },
    /** A child sitemap by file name ("places-2.xml"), or undefined when there is no such child. */
    async childXml(fileName: string): Promise<string | undefined> {
      const match = CHILD.exec(fileName);
      const name = match?.[1];
      const source = name !== undefined && Object.hasOwn(all, name) ? all[name] : undefined;
      if (!match || !name || !source) return undefined;
      const page = Number(match[2]);
      if (page > (await pageCount(name, source))) return undefined;
      return (await child(fileName, name, source, page)).xml;
    },
    /** Forgets every generated document (after a bulk catalogue change). */
    reset(): void {
      index.clear();
      children.clear();
      lists.clear();
      starts.clear();
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
