import { type ExperienceDetail, hasNoControlCharacters, type Language, languages } from "@sobremesa/contracts";
import { data, redirect } from "react-router";
import type {
  CategoryChip,
  Crumb,
  ExperienceBuyData,
  ExperienceDetailData,
  ExperienceListingData,
  OrderPageData,
  ThanksData,
} from "#app/features/experiences/index.ts";
import {
  experiencePath,
  hasQueryFilters,
  idParam,
  initialSession,
  type ListingLocation,
  listingHrefOf,
  listingPathOf,
  listingSegmentsOf,
  ORDER_QUERY_KEY,
  orderCodeParam,
  parseListingFilters,
  parseListingSegments,
  SESSION_QUERY_KEY,
} from "#app/features/experiences/index.ts";
import { purchaseDefaults, viewerOf } from "#app/features/payment/index.ts";
import { listingCacheControl, PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { countryName, DIAL_CODES } from "#app/lib/countries.ts";
import { currentSession, isMember } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { servicesContext } from "#app/services.ts";
import type { Route as BuyRoute } from "./+types/experience-buy-page";
import type { Route as DetailRoute } from "./+types/experience-page";
import type { Route as ListingRoute } from "./+types/experiences-listing-page";
import type { Route as ThanksRoute } from "./+types/experiences-thanks-page";
import type { Route as OrderRoute } from "./+types/order-page";

/** A failed route validation is a 404 with "Page Not Found" plus the path. */
const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

const SLUG = /^[a-z0-9-]{1,160}$/;

/**
 * A listing: the path parsed (unknown -> 404, a category spelled in the other language -> 301),
 * the list asked of the experiences service (an unknown place -> 404), the category chips with
 * their counts, pages and the head's data. Anonymous pages are cacheable like the places' listings.
 */
export async function loadExperienceListing(args: ListingRoute.LoaderArgs) {
  const url = args.url ?? new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext);
  const parsed = parseListingSegments(listingSegmentsOf(url.pathname), language);
  if (!parsed.ok || !services.experiences) throw notFound(url.pathname);
  const { location } = parsed;
  const canonicalPath = listingPathOf(location, language);
  if (parsed.respell || canonicalPath !== url.pathname) throw redirect(`${canonicalPath}${url.search}`, 301);

  const filters = parseListingFilters(url.searchParams, language);
  const answer = await services.experiences.list({
    country: location.country,
    state: location.state,
    city: location.city,
    category: location.category,
    from: filters.from,
    to: filters.to,
    // The visitor types whole pesos (colones, ...); the service counts minor units.
    priceMax: filters.priceMax ? filters.priceMax * 100 : undefined,
    page: filters.page,
    language,
  });
  if (!answer) throw notFound(url.pathname);
  const pages = Math.max(1, Math.ceil(answer.total / Math.max(1, answer.page_size)));
  // Past the last page there is nothing to show or index.
  if (filters.page > pages) throw notFound(url.pathname);

  const { t } = getI18n(language);
  const country = answer.location.country.name || countryName(t, location.country);
  const placeName = answer.location.city?.name ?? answer.location.state?.name ?? country;
  const categoryName = location.category ? t(`experiences.categories.${location.category}`) : null;
  const heading = categoryName
    ? t("experiences.listing.categoryHeading", { category: categoryName, place: placeName })
    : t("experiences.listing.heading", { place: placeName });

  const base: ListingLocation = { country: location.country, state: location.state, city: location.city };
  const queryFilters = { from: filters.from, to: filters.to, priceMax: filters.priceMax };
  const chips: CategoryChip[] = answer.categories
    .filter((entry) => entry.count > 0 || entry.category === location.category)
    .map((entry) => ({
      category: entry.category,
      count: entry.count,
      href: listingHrefOf({ ...base, category: entry.category }, queryFilters, language),
      active: entry.category === location.category,
    }));

  const breadcrumbs: Crumb[] = [{ name: country, path: listingPathOf({ country: location.country }, language) }];
  if (answer.location.state)
    breadcrumbs.push({
      name: answer.location.state.name,
      path: listingPathOf({ country: location.country, state: location.state }, language),
    });
  if (answer.location.city) breadcrumbs.push({ name: answer.location.city.name, path: listingPathOf(base, language) });
  if (categoryName) breadcrumbs.push({ name: categoryName, path: canonicalPath });

  const pageHref = (page: number) => listingHrefOf(location, { ...queryFilters, page }, language);
  const alternates = Object.fromEntries(
    languages.map((other) => [other, listingHrefOf(location, { page: filters.page }, other)]),
  ) as Record<Language, string>;
  const title =
    filters.page > 1
      ? t("experiences.listing.pagedTitle", { heading, page: filters.page })
      : t("experiences.listing.title", { heading });

  const listing: ExperienceListingData = {
    language,
    countryCode: location.country,
    location,
    filters,
    placeName,
    heading,
    title,
    description: t("experiences.listing.description", { place: placeName }),
    breadcrumbs,
    allHref: listingHrefOf(base, queryFilters, language),
    allCount: answer.categories.reduce((sum, entry) => sum + entry.count, 0),
    chips,
    results: answer.data,
    total: answer.total,
    page: filters.page,
    pages,
    path: canonicalPath,
    previousHref: filters.page > 1 ? pageHref(filters.page - 1) : null,
    nextHref: filters.page < pages ? pageHref(filters.page + 1) : null,
    canonical: listingHrefOf(location, { page: filters.page }, language),
    alternates,
    // Lists narrowed by dates or price, and empty ones, stay out of search results.
    noindex: hasQueryFilters(filters) || answer.total === 0,
  };
  const session = await currentSession(args.request, services.accounts);
  return data(listing, {
    headers: { "Cache-Control": listingCacheControl({ signedIn: session !== null, perVisitor: false }) },
  });
}

async function experienceOf(
  args: DetailRoute.LoaderArgs | BuyRoute.LoaderArgs,
  url: URL,
  language: Language,
  userId: string | null,
) {
  const slug = args.params.slug ?? "";
  const experiences = args.context.get(servicesContext).experiences;
  if (!experiences || !SLUG.test(slug)) throw notFound(url.pathname);
  const experience = await experiences.detail(slug, language, { userId });
  if (!experience) throw notFound(url.pathname);
  return experience;
}

function trailOf(experience: ExperienceDetail, language: Language): Crumb[] {
  const country = experience.country_code as ListingLocation["country"];
  const { t } = getI18n(language);
  return [
    { name: t(`countries.${country}`), path: listingPathOf({ country }, language) },
    { name: experience.state.name, path: listingPathOf({ country, state: experience.state.slug }, language) },
    {
      name: experience.city.name,
      path: listingPathOf({ country, state: experience.state.slug, city: experience.city.slug }, language),
    },
  ];
}

/** The detail page: the experience with its sessions; member prices for a signed-in member (then private). */
export async function loadExperienceDetail(args: DetailRoute.LoaderArgs) {
  const url = args.url ?? new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext);
  const { session, userId } = await viewerOf(args.request, services);
  const experience = await experienceOf(args, url, language, userId);
  const breadcrumbs = trailOf(experience, language);
  const detail: ExperienceDetailData = {
    language,
    experience,
    listingHref: breadcrumbs.at(-1)!.path,
    breadcrumbs,
    canonical: experiencePath(language, experience.slug),
    alternates: Object.fromEntries(languages.map((other) => [other, experiencePath(other, experience.slug)])) as Record<
      Language,
      string
    >,
  };
  return data(detail, {
    headers: { "Cache-Control": listingCacheControl({ signedIn: session !== null, perVisitor: false }) },
  });
}

/**
 * The buy page: the experience, the session to start on, the signed-in buyer's contact and saved
 * cards, and which card form the payment provider needs. Private: never cached.
 */
export async function loadExperienceBuy(args: BuyRoute.LoaderArgs) {
  const url = args.url ?? new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext);
  const viewer = await viewerOf(args.request, services);
  const { session, userId } = viewer;
  const experience = await experienceOf(args, url, language, userId);
  const asked = idParam(url.searchParams.get(SESSION_QUERY_KEY[language]));
  const dialCode = DIAL_CODES[experience.country_code] ?? DIAL_CODES.mx ?? "+52";
  const buy: ExperienceBuyData = {
    language,
    experience,
    sessionId: initialSession(experience.sessions, asked)?.id ?? null,
    signedIn: session !== null,
    member: session ? await isMember(args.request, services, language) : false,
    ...(await purchaseDefaults(services, viewer, language, dialCode)),
  };
  return data(buy, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

/**
 * The thank-you page: ?pedido=CODE. The signed-in owner's order comes from the server; a guest's is
 * what the purchase answered (kept by the page), so the loader may answer without one.
 */
export async function loadExperienceThanks(args: ThanksRoute.LoaderArgs) {
  const url = args.url ?? new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext);
  const code = orderCodeParam(url.searchParams.get(ORDER_QUERY_KEY[language]));
  const { userId } = await viewerOf(args.request, services);
  const order =
    code && userId && services.experiences
      ? await services.experiences.order(code, { userId, email: null }, language)
      : null;
  const thanks: ThanksData = { language, code, order };
  return data(thanks, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}

/**
 * The order page /order/{code}/: the signed-in owner sees it; anyone else with the buyer's e-mail
 * (?email=). Without a match the page asks for the code and the e-mail (404 when one was given).
 */
export async function loadOrderPage(args: OrderRoute.LoaderArgs) {
  const url = args.url ?? new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext);
  const code = orderCodeParam(args.params.code);
  const rawEmail = url.searchParams.get("email")?.trim().toLowerCase() || null;
  // Control characters (a NUL byte) are not in any address and the database cannot compare them.
  const email =
    rawEmail &&
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(rawEmail) &&
    rawEmail.length <= 254 &&
    hasNoControlCharacters(rawEmail)
      ? rawEmail
      : null;
  const headers = { "Cache-Control": PRIVATE_PAGE_CACHE };
  if (!code || !services.experiences) {
    return data({ language, state: "ask", code: args.params.code ?? "", email, wrong: true } satisfies OrderPageData, {
      status: 404,
      headers,
    });
  }
  const { userId } = await viewerOf(args.request, services);
  const order = userId || email ? await services.experiences.order(code, { userId, email }, language) : null;
  if (order) {
    // The policy lives on the experience; a removed experience just leaves it out.
    const experience = await services.experiences.detail(order.experience.slug, language, { userId }).catch(() => null);
    const found: OrderPageData = {
      language,
      state: "found",
      order,
      email,
      policy: experience?.cancellation_policy ?? null,
    };
    return data(found, { headers });
  }
  const wrong = email !== null || rawEmail !== null;
  return data({ language, state: "ask", code, email: rawEmail, wrong } satisfies OrderPageData, {
    status: wrong ? 404 : 200,
    headers,
  });
}
