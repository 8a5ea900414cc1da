import type { Language, ListingSort } from "@sobremesa/contracts";
import {
  describeListing,
  type ListingFilters,
  type ListingResolution,
  listingByTime,
  type PlaceResult,
  type SearchService,
} from "@sobremesa/domain/search";
import { data, redirect } from "react-router";
import { type BookableTimesSource, cardTimes, timesById } from "#app/features/catalog/index.ts";
import {
  EVERY_OPTION_PARAM,
  hasUnsearchableText,
  type ListingQuery,
  listSizes,
  type Position,
  panelClasses,
  parseListingQuery,
  shownOptions,
  translatedListingQuery,
  type WhenValues,
  whenSelectionOf,
  whenValues,
} from "#app/features/filters/index.ts";
import type { ListingData } from "#app/features/listing/index.ts";
import {
  activeSelection,
  availableSorts,
  byTime,
  effectiveSort,
  type Facets,
  filterLists,
  listingFilters,
  PAGE_SIZE,
  pathSegments,
  searchApiParams,
  searchSort,
  withPage,
} from "#app/features/listing/index.ts";
import { listingCacheControl } from "#app/lib/cache-control.ts";
import { countryName } from "#app/lib/countries.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { readCookie, SESSION_COOKIE } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import type { TFunction } from "#app/lib/i18n/translate.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/location-page";

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });
/** The error page says what to fix (ErrorBoundary's badRequest text); the body is never shown. */
const badRequest = () => data("Bad Request", { status: 400, statusText: "Bad Request" });

/** What each category (by its stable taxonomy id) is for: restaurants to eat, bars to drink, nightclubs to go out. */
const PURPOSES: Record<number, "eat" | "drink" | "goOut"> = { 1: "eat", 2: "drink", 3: "goOut" };

/** "comer, beber o salir" for every category; only "comer" when the listing shows restaurants alone. */
function purposesOf(t: TFunction, language: Language, resolution: ListingResolution, query: ListingQuery): string {
  const chosen = new Set([
    ...resolution.filters.filter((filter) => filter.class === "category").map((filter) => filter.id),
    ...query.categoryIds,
  ]);
  const ids = Object.keys(PURPOSES)
    .map(Number)
    .filter((id) => chosen.size === 0 || chosen.has(id));
  const verbs = (ids.length > 0 ? ids : Object.keys(PURPOSES).map(Number)).map((id) =>
    t(`listing.intro.purposes.${PURPOSES[id]}`),
  );
  return new Intl.ListFormat(language, { type: "disjunction" }).format(verbs);
}

function introOf(input: {
  t: TFunction;
  resolution: ListingResolution;
  language: Language;
  query: ListingQuery;
  total: number;
}): string {
  const { t, resolution, language, query, total } = input;
  const names = resolution.names[language];
  const where = [names.area, names.state, names.country].filter(Boolean).join(", ");
  const formatted = formatCount(total, language, resolution.countryCode);
  if (query.text) return t("listing.intro.search", { count: total, formatted, query: query.text, where });
  if (total === 0) return resolution.nearMe ? t("listing.intro.nearMeEmpty") : t("listing.intro.empty", { where });
  if (resolution.nearMe) return t("listing.intro.nearMe", { count: total, formatted });
  if (resolution.premium || resolution.plus) return t("listing.intro.membership", { count: total, formatted, where });
  const purposes = purposesOf(t, language, resolution, query);
  return t("listing.intro.default", { count: total, formatted, where, purposes });
}

async function facetsOf(search: SearchService, filters: ListingFilters, language: Language): Promise<Facets> {
  return search.filterLists({ types: panelClasses, filters, language });
}

/**
 * A page of a listing ordered or narrowed by bookable times (the search cannot): its candidates in
 * the search's order, asked for their times in chunks, and the times of the page's cards from the
 * same answers. Without reservations, or when they fail, no place has times.
 */
async function listedByTime(input: {
  query: ListingQuery;
  sort: ListingSort;
  asked: WhenValues;
  searchPage: (page: number, pageSize: number) => ReturnType<SearchService["searchPlaces"]>;
  reservations: BookableTimesSource | undefined;
  onError: (error: unknown) => void;
}) {
  const { query, asked, reservations } = input;
  const answer = await listingByTime<PlaceResult>({
    candidates: input.searchPage,
    timesOf: async (placeIds) => {
      if (!reservations) return new Map();
      try {
        return await reservations.bookableTimes({ placeIds, ...asked });
      } catch (error) {
        input.onError(error);
        return new Map();
      }
    },
    asked,
    onlyWithTables: query.withTable,
    sortByTime: input.sort === "time",
    page: query.page,
    pageSize: PAGE_SIZE,
  });
  return {
    result: { items: answer.items, total: answer.total, page: query.page, pages: answer.pages, pageSize: PAGE_SIZE },
    bookableTimes: timesById(answer.times),
  };
}

/**
 * A listing page: the path resolved by the search service (unknown -> 404, a place's path -> 301 to
 * its page, a non-canonical spelling -> 301 to the canonical one), then the first page of results
 * and every filter list with its counts, in parallel. Nothing is fetched again on the client.
 */
export async function loadListing(args: Route.LoaderArgs) {
  const url = args.url ?? new URL(args.request.url);
  const pageRoute = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (!pageRoute) throw notFound(url.pathname);
  const routeId = pageRoute.route.id;
  const language = languageOf(args);
  // The server reads the visitor's IP once for every surface (its client-ip helper); near me uses it.
  const { search, publicConfig, clientIp: ip, reservations, log } = args.context.get(servicesContext);
  const siteUrl = publicConfig.siteUrl.replace(/\/+$/, "");
  if (hasUnsearchableText(url.searchParams)) throw badRequest();
  const query = parseListingQuery(url.searchParams);

  const segments = pathSegments(url.pathname);

  const answer = await search.resolveListing({
    segments,
    language,
    listing: "places",
    cuisineIds: query.cuisineIds,
    ...(query.position ? { position: query.position } : {}),
    ...(ip ? { ip } : {}),
  });
  if (answer.kind === "not-found") throw notFound(url.pathname);
  // A place's old listing path: its own page. (Its Premium page, one segment longer, has its own loader.)
  if (answer.kind === "place") throw redirect(answer.redirectTo, 301);

  const { resolution } = answer;
  const canonicalPath = resolution.canonicalPath.split("?")[0]!;
  // One address per listing: the page language's slugs and parameter names (the other's still answer, with a 301).
  const translated = translatedListingQuery(url.searchParams, language);
  if (canonicalPath !== url.pathname || translated) {
    const search = translated ? `?${translated.toString().replaceAll("%2C", ",")}` : url.search;
    throw redirect(`${canonicalPath}${search}`, 301);
  }

  const position: Position | undefined =
    query.position ?? (resolution.nearMe ? (answer.position ?? resolution.center) : undefined);
  const sort = effectiveSort(query.sort, position);
  const filters = listingFilters(resolution, query, position);
  // "When and how many?": defaults on the clock of the listing's country.
  const when = whenSelectionOf(url.searchParams, resolution.countryCode);
  const asked = whenValues(when);
  const timesFailed = (error: unknown) => log.error({ err: error }, "listing bookable times failed");
  const searchPage = (page: number, pageSize: number) =>
    search.searchPlaces({
      ...filters,
      ...(position ? { position } : {}),
      sort: searchSort(sort),
      page,
      pageSize,
      language,
    });
  const timed = byTime(query, sort);

  const [{ result, bookableTimes }, facets] = await Promise.all([
    timed
      ? listedByTime({ query, sort, asked, searchPage, reservations, onError: timesFailed })
      : searchPage(query.page, PAGE_SIZE).then(async (result) => ({
          result,
          bookableTimes: await cardTimes(
            reservations,
            result.items.map((place) => place.id),
            asked,
            timesFailed,
          ),
        })),
    facetsOf(search, filters, language),
  ]);
  // Past the last page there is nothing to show or index.
  if (query.page > 1 && query.page > result.pages) throw notFound(url.pathname);

  // SEO and JSON-LD describe the results this page shows.
  const page = describeListing({ listing: answer, results: result.items, total: result.total, siteUrl });
  const { t } = getI18n(language);
  const names = resolution.names[language];
  const nearMeName = t("filters.nearMe");
  const selectionInput = { resolution, facets, language, nearMeName };
  const active = activeSelection({ ...selectionInput, query });
  const lists = filterLists(selectionInput);
  const perVisitor = resolution.nearMe && !query.position;
  const listing: ListingData = {
    routeId,
    language,
    countryCode: resolution.countryCode,
    countryName: names.country || countryName(t, resolution.countryCode),
    heading: names.heading,
    intro: introOf({ t, resolution, language, query, total: result.total }),
    breadcrumbs: names.breadcrumbs,
    total: result.total,
    page: result.page,
    pages: result.pages,
    pageSize: result.pageSize,
    sort,
    sorts: availableSorts(position),
    byTime: timed,
    results: result.items,
    query,
    when,
    bookableTimes,
    premium: resolution.premium,
    plus: resolution.plus,
    nearMe: resolution.nearMe,
    position: position ?? null,
    center: resolution.center,
    active,
    // Every option only for the panel's "show more" (EVERY_OPTION_PARAM); the page has the first ones.
    lists: url.searchParams.has(EVERY_OPTION_PARAM) ? lists : shownOptions(lists, active),
    listSizes: listSizes(lists),
    searchParams: searchApiParams({ filters, sort: searchSort(sort), language, ...(position ? { position } : {}) }),
    seo: page.seo,
    schema: page.schema,
    canonical: withPage(resolution.canonicalPath, query.page),
    alternates: {
      es: withPage(resolution.alternates.es, query.page),
      en: withPage(resolution.alternates.en, query.page),
    },
    // Per-visitor lists, text searches, lists that follow the clock and empty lists stay out of search results.
    noindex: resolution.nearMe || query.text !== undefined || timed || result.total === 0,
    headerColor: page.color,
  };
  const signedIn = Boolean(readCookie(args.request, SESSION_COOKIE));
  return data(listing, {
    headers: { "Cache-Control": listingCacheControl({ signedIn, perVisitor, timed: true }) },
  });
}
