/**
 * Listing slug resolution: what each segment of a listing path names (ADR 005).
 *
 * Paths: /{cc}/, /{cc}/{a}/, /{cc}/{a}/{b}/, /{cc}/{a}/{b}/{c}/, with /en in front for English and,
 * for the things-to-do listing, /planes-que-hacer (/en/things-to-do) before the country.
 *
 * Resolution order, segment by segment (the first rule that matches wins; nothing matching is
 * "not found"):
 *   1. {cc}: a country code (two lowercase letters) of a country we serve (mx, co, cr).
 *   2. {a}:  a state slug of that country, else a filter slug.
 *   3. {b}:  after a state: a city slug of that state, else a colony slug of that state, else a filter
 *            slug; after a filter: a filter slug.
 *   4. {c}:  a filter slug, else (only after a city or colony) the slug of a place in that city or
 *            colony: the answer is then "place", to be answered with a 301 to /lugar/{slug}/.
 * A filter slug is, in this order: a reserved slug (cerca-de-mi or near-me = near me, premium = places with a
 * membership benefit, plus = the plus plan's pages), a category slug (Spanish or English), a cuisine, a
 * food type, an amenity. So "mariscos", both a cuisine and a food type, is the cuisine.
 * A path may name one category and each reserved slug once, and no filter twice; otherwise not found.
 *
 * The canonical path is the same listing in the requested language: lowercase, trailing slash, the
 * category's slug in that language, filters in class order (category, cuisine, food type, amenity,
 * premium, cerca-de-mi / near-me, plus). It is used only if it resolves to the same listing (a filter slug that
 * is also a city of the state would change meaning when moved); otherwise the requested path,
 * lowercased, is canonical. The web answers a different canonical path with a 301.
 *
 * This module is pure: the catalogue lookups come in as an interface, so the order is tested with a
 * fake catalogue (listing-path.test.ts).
 */
import type { Language } from "@sobremesa/contracts";
import {
  NEAR_ME_SLUG,
  NEAR_ME_SLUGS,
  PLUS_SLUG,
  PREMIUM_SLUG,
  type SlugFilterClass,
  slugFilterClasses,
} from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

export interface Localized {
  es: string;
  en: string;
}

export interface CountryEntry {
  id: number;
  code: string;
  name: Localized;
  latitude: number;
  longitude: number;
}

export interface StateEntry {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface AreaEntry {
  type: "city" | "colony";
  id: number;
  /** The city itself, or the colony's city. */
  cityId: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface FilterEntry {
  class: SlugFilterClass;
  id: number;
  /** Categories have a slug per language; other classes one slug for both. */
  slug: Localized;
  name: Localized;
}

export interface ItemEntry {
  id: number;
  slug: string;
  cityId: number;
  colonyId: number | null;
}

/** The lookups resolution needs; the repository answers them from the database. */
export interface ListingCatalogue {
  country(code: string): Promise<CountryEntry | undefined>;
  state(countryId: number, slug: string): Promise<StateEntry | undefined>;
  /** Cities and colonies of the state with this slug. */
  areas(stateId: number, slug: string): Promise<AreaEntry[]>;
  /** Every category (by either language's slug), cuisine, food type and amenity with this slug. */
  filters(slug: string): Promise<FilterEntry[]>;
  filterById(filterClass: SlugFilterClass, id: number): Promise<FilterEntry | undefined>;
  /** The listed item (a place, or later a thing to do) with this slug. */
  item(listing: ListingKind, slug: string): Promise<ItemEntry | undefined>;
}

export type ListingKind = "places" | "things-to-do";

/** Where each listing lives and where its items' own pages are. */
export const listingKinds: Record<
  ListingKind,
  { base: Record<Language, string>; baseSegments: string[]; itemPath: Record<Language, (slug: string) => string> }
> = {
  places: {
    base: { es: "", en: "/en" },
    baseSegments: [],
    itemPath: { es: (slug) => `/lugar/${slug}/`, en: (slug) => `/en/place/${slug}/` },
  },
  "things-to-do": {
    base: { es: "/planes-que-hacer", en: "/en/things-to-do" },
    baseSegments: ["planes-que-hacer", "things-to-do"],
    itemPath: { es: (slug) => `/plan-que-hacer/${slug}/`, en: (slug) => `/en/thing-to-do/${slug}/` },
  },
};

/** Reserved filter slugs, in resolution (and canonical) order. */
export const reservedSlugs = [PREMIUM_SLUG, NEAR_ME_SLUG, PLUS_SLUG] as const;
type Reserved = (typeof reservedSlugs)[number];

export interface ResolvedFilter {
  class: SlugFilterClass;
  id: number;
  /** The slug in the requested language. */
  slug: string;
  name: Localized;
}

export interface Crumb {
  name: string;
  path: string;
}

export interface ListingNames {
  country: string;
  state: string | null;
  /** The city or colony. */
  area: string | null;
  filters: string[];
  /** "Bares en Guadalajara · Terraza": the page's h1 and the base of its title. */
  heading: string;
  breadcrumbs: Crumb[];
}

export interface ListingResolution {
  kind: "listing";
  listing: ListingKind;
  language: Language;
  countryId: number;
  countryCode: string;
  stateId: number | null;
  /** The city, or the colony's city. */
  cityId: number | null;
  colonyId: number | null;
  areaType: "city" | "colony" | null;
  filters: ResolvedFilter[];
  nearMe: boolean;
  premium: boolean;
  plus: boolean;
  /** The listing's path in the requested language (with /en and the listing base). */
  canonicalPath: string;
  alternates: Record<Language, string>;
  names: Record<Language, ListingNames>;
  /** Centre of the most specific location (for maps and the page's coordinates). */
  center: { latitude: number; longitude: number };
}

export interface ItemRedirect {
  kind: "place";
  listing: ListingKind;
  id: number;
  slug: string;
  /** The item's own page in the requested language: answer with a 301 there. */
  redirectTo: string;
}

export interface NotFound {
  kind: "not-found";
  /** Which segment failed and why, for logs and tests. */
  reason: string;
}

export type Resolution = ListingResolution | ItemRedirect | NotFound;

export interface ParsedListingPath {
  listing: ListingKind;
  language: Language;
  segments: string[];
  /** The path as given, normalised (lowercase, trailing slash), to compare with the canonical one. */
  requestedPath: string;
}

/**
 * Splits a listing path into language, listing and segments: "/en/things-to-do/mx/jalisco/" is
 * English, things to do, ["mx", "jalisco"]. Segments are decoded and lowercased. Undefined when
 * it is no listing path (no segment left, more than four, or undecodable).
 */
export function parseListingPath(path: string): ParsedListingPath | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  let parts: string[];
  try {
    parts = pathname
      .split("/")
      .filter(Boolean)
      .map((part) => decodeURIComponent(part).toLowerCase());
  } catch {
    return undefined;
  }
  let language: Language = "es";
  if (parts[0] === "en") {
    language = "en";
    parts = parts.slice(1);
  }
  let listing: ListingKind = "places";
  if (parts[0] !== undefined && listingKinds["things-to-do"].baseSegments.includes(parts[0])) {
    listing = "things-to-do";
    parts = parts.slice(1);
  }
  if (parts.length < 1 || parts.length > 4) return undefined;
  return { listing, language, segments: parts, requestedPath: buildPath(listing, language, parts) };
}

export function buildPath(listing: ListingKind, language: Language, segments: string[], query = ""): string {
  const base = listingKinds[listing].base[language];
  return `${base}/${segments.map(encodeURIComponent).join("/")}/${query}`;
}

const classOrder = new Map<SlugFilterClass, number>(slugFilterClasses.map((name, index) => [name, index]));

interface Draft {
  country: CountryEntry;
  state: StateEntry | null;
  area: AreaEntry | null;
  filters: FilterEntry[];
  reserved: Set<Reserved>;
}

type Step = { ok: true } | { ok: false; reason: string };

export interface ResolveInput {
  segments: string[];
  language: Language;
  listing?: ListingKind;
  /** Cuisine ids of the old query filter /mx/?tipo-cocina={id}; kept in the canonical query. */
  cuisineIds?: number[];
}

/** Resolves listing segments against the catalogue, in the order documented above. */
export async function resolveListingSegments(input: ResolveInput, catalogue: ListingCatalogue): Promise<Resolution> {
  const listing = input.listing ?? "places";
  const draft = await resolveDraft(input.segments, listing, input.language, catalogue);
  if ("kind" in draft) return draft;

  const queryFilters: FilterEntry[] = [];
  for (const id of [...new Set(input.cuisineIds ?? [])].sort((a, b) => a - b)) {
    const cuisine = await catalogue.filterById("cuisine", id);
    if (cuisine && !draft.filters.some((filter) => filter.class === "cuisine" && filter.id === id)) {
      queryFilters.push(cuisine);
    }
  }
  const query = queryFilters.length > 0 ? `?tipo-cocina=${queryFilters.map((filter) => filter.id).join(",")}` : "";

  let segments: Record<Language, string[]> = {
    es: canonicalSegments(draft, "es"),
    en: canonicalSegments(draft, "en"),
  };
  const changed = segments[input.language].join("/") !== input.segments.join("/");
  if (changed && !(await sameListing(segments[input.language], listing, draft, catalogue))) {
    // Moving a slug would change its meaning: keep the order that was asked for.
    segments = { es: input.segments, en: input.segments };
  }

  const filters = byClass([...draft.filters, ...queryFilters]);
  const paths = {
    es: buildPath(listing, "es", segments.es, query),
    en: buildPath(listing, "en", segments.en, query),
  };
  const point = draft.area ?? draft.state ?? draft.country;
  const resolution: ListingResolution = {
    kind: "listing",
    listing,
    language: input.language,
    countryId: draft.country.id,
    countryCode: draft.country.code,
    stateId: draft.state?.id ?? null,
    cityId: draft.area?.cityId ?? null,
    colonyId: draft.area?.type === "colony" ? draft.area.id : null,
    areaType: draft.area?.type ?? null,
    filters: filters.map((filter) => ({
      class: filter.class,
      id: filter.id,
      slug: filter.slug[input.language],
      name: filter.name,
    })),
    nearMe: draft.reserved.has(NEAR_ME_SLUG),
    premium: draft.reserved.has(PREMIUM_SLUG),
    plus: draft.reserved.has(PLUS_SLUG),
    canonicalPath: paths[input.language],
    alternates: paths,
    names: {
      es: listingNames(draft, filters, listing, "es", paths.es),
      en: listingNames(draft, filters, listing, "en", paths.en),
    },
    center: { latitude: point.latitude, longitude: point.longitude },
  };
  return resolution;
}

async function resolveDraft(
  segments: string[],
  listing: ListingKind,
  language: Language,
  catalogue: ListingCatalogue,
): Promise<Draft | NotFound | ItemRedirect> {
  const notFound = (reason: string): NotFound => ({ kind: "not-found", reason });
  if (segments.length < 1 || segments.length > 4)
    return notFound(`a listing has 1 to 4 segments, got ${segments.length}`);
  const [code, second, third, fourth] = segments as [string, string?, string?, string?];

  // 1. The country code.
  if (!/^[a-z]{2}$/.test(code)) return notFound(`segment 1 "${code}" is no country code`);
  const country = await catalogue.country(code);
  if (!country) return notFound(`segment 1 "${code}" is no country we serve`);
  const draft: Draft = { country, state: null, area: null, filters: [], reserved: new Set() };

  // 2. A state of the country, else a filter.
  if (second !== undefined) {
    const state = await catalogue.state(country.id, second);
    if (state) draft.state = state;
    else {
      const step = await addFilter(draft, second, catalogue);
      if (!step.ok) return notFound(`segment 2 "${second}": ${step.reason}`);
    }
  }

  // 3. After a state: a city, else a colony of it, else a filter. After a filter: a filter.
  if (third !== undefined) {
    const areas =
      draft.state && draft.filters.length === 0 && draft.reserved.size === 0
        ? await catalogue.areas(draft.state.id, third)
        : [];
    const area = areas.find((candidate) => candidate.type === "city") ?? areas.find((c) => c.type === "colony");
    if (area) draft.area = area;
    else {
      const step = await addFilter(draft, third, catalogue);
      if (!step.ok) return notFound(`segment 3 "${third}": ${step.reason}`);
    }
  }

  // 4. A filter, else a place of the city or colony named by segment 3.
  if (fourth !== undefined) {
    const step = await addFilter(draft, fourth, catalogue);
    if (!step.ok) {
      const area = draft.area;
      if (area && draft.filters.length === 0 && draft.reserved.size === 0) {
        const item = await catalogue.item(listing, fourth);
        const inArea = item && (area.type === "city" ? item.cityId === area.id : item.colonyId === area.id);
        if (item && inArea) {
          return {
            kind: "place",
            listing,
            id: item.id,
            slug: item.slug,
            redirectTo: listingKinds[listing].itemPath[language](item.slug),
          };
        }
        return notFound(`segment 4 "${fourth}" is neither a filter nor a place of ${area.slug}`);
      }
      return notFound(`segment 4 "${fourth}": ${step.reason}`);
    }
  }
  return draft;
}

/** Adds the filter a slug names, in the documented class order, or says why it cannot. */
async function addFilter(draft: Draft, slug: string, catalogue: ListingCatalogue): Promise<Step> {
  const reserved = slug === NEAR_ME_SLUGS.en ? NEAR_ME_SLUG : reservedSlugs.find((candidate) => candidate === slug);
  if (reserved) {
    if (draft.reserved.has(reserved)) return { ok: false, reason: `"${slug}" appears twice` };
    draft.reserved.add(reserved);
    return { ok: true };
  }
  const candidates = await catalogue.filters(slug);
  const filter = byClass(candidates)[0];
  if (!filter) return { ok: false, reason: "no state, area or filter has this slug" };
  if (draft.filters.some((other) => other.class === filter.class && other.id === filter.id)) {
    return { ok: false, reason: `"${slug}" appears twice` };
  }
  if (filter.class === "category" && draft.filters.some((other) => other.class === "category")) {
    return { ok: false, reason: "a listing has one category" };
  }
  draft.filters.push(filter);
  return { ok: true };
}

function locationSegments(draft: Draft): string[] {
  return [draft.country.code, ...(draft.state ? [draft.state.slug] : []), ...(draft.area ? [draft.area.slug] : [])];
}

/** Filters in class order; sort is stable, so ids of one class keep the order they came in. */
function byClass<T extends { class: SlugFilterClass }>(filters: T[]): T[] {
  return [...filters].sort((a, b) => classOrder.get(a.class)! - classOrder.get(b.class)!);
}

function canonicalSegments(draft: Draft, language: Language): string[] {
  const filters = byClass(draft.filters).map((filter) => filter.slug[language]);
  const reserved = reservedSlugs
    .filter((slug) => draft.reserved.has(slug))
    .map((slug) => (slug === NEAR_ME_SLUG ? NEAR_ME_SLUGS[language] : slug));
  return [...locationSegments(draft), ...filters, ...reserved];
}

async function sameListing(
  segments: string[],
  listing: ListingKind,
  draft: Draft,
  catalogue: ListingCatalogue,
): Promise<boolean> {
  const again = await resolveDraft(segments, listing, "es", catalogue);
  if ("kind" in again) return false;
  const key = (d: Draft) =>
    JSON.stringify([
      d.state?.id ?? null,
      d.area ? `${d.area.type}:${d.area.id}` : null,
      d.filters.map((filter) => `${filter.class}:${filter.id}`).sort(),
      [...d.reserved].sort(),
    ]);
  return key(again) === key(draft);
}

function listingNames(
  draft: Draft,
  filters: FilterEntry[],
  listing: ListingKind,
  language: Language,
  path: string,
): ListingNames {
  const t = domainText(language);
  const category = filters.find((filter) => filter.class === "category");
  const subject =
    listing === "things-to-do"
      ? t("search.listing.thingsToDo")
      : (category?.name[language] ?? t("search.listing.everything"));
  const where = draft.reserved.has(NEAR_ME_SLUG)
    ? t("search.listing.nearMe")
    : `${t("search.listing.in")} ${draft.area?.name ?? draft.state?.name ?? draft.country.name[language]}`;
  const qualifiers = [
    ...filters.filter((filter) => filter.class !== "category").map((filter) => filter.name[language]),
    ...(draft.reserved.has(PREMIUM_SLUG) ? [t("search.listing.premium")] : []),
    ...(draft.reserved.has(PLUS_SLUG) ? [t("search.listing.plus")] : []),
  ];
  const heading = `${subject} ${where}${qualifiers.length > 0 ? ` · ${qualifiers.join(", ")}` : ""}`;

  const crumbs: Crumb[] = [{ name: t("search.listing.home"), path: language === "en" ? "/en/" : "/" }];
  const location = locationSegments(draft);
  const names = [draft.country.name[language], draft.state?.name, draft.area?.name].filter(
    (name): name is string => name !== undefined,
  );
  names.forEach((name, index) => {
    crumbs.push({ name, path: buildPath(listing, language, location.slice(0, index + 1)) });
  });
  if (filters.length > 0 || draft.reserved.size > 0) {
    crumbs.push({ name: heading, path });
  }
  return {
    country: draft.country.name[language],
    state: draft.state?.name ?? null,
    area: draft.area?.name ?? null,
    filters: filters.map((filter) => filter.name[language]),
    heading,
    breadcrumbs: crumbs,
  };
}
