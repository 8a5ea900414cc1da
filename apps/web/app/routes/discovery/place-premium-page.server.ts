import { data, redirect } from "react-router";
import { pathSegments } from "#app/features/listing/index.ts";
import { placePremiumData } from "#app/features/place-premium/index.ts";
import { listingCacheControl } from "#app/lib/cache-control.ts";
import { readCookie, SESSION_COOKIE } from "#app/lib/guards/session.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/place-premium-page";

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/**
 * The Premium page of a place, /{cc}/{state}/{city-or-colony}/{place}/premium/.
 *
 * - The first four segments are resolved as a listing path is (ADR 005): they must name a place of
 *   that city or colony (a "place" answer); a listing, a place of another city or anything unknown is
 *   a 404.
 * - The place's canonical path is /{cc}/{state}/{city}/{place}/premium/ (see placePremiumPath): any
 *   other spelling that reached it (through its colony, in capitals) answers 301 there, query kept.
 * - Anonymous visits are cacheable like listings; signed-in ones are not shared.
 */
export async function loadPlacePremium(args: Route.LoaderArgs) {
  const url = args.url ?? new URL(args.request.url);
  const pageRoute = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (pageRoute?.route.id !== "place-premium") throw notFound(url.pathname);
  const language = languageOf(args);
  const { search, publicConfig } = args.context.get(servicesContext);

  // Resolution only: a listing's search and SEO are not needed to find (or refuse) the place.
  const resolution = await search.resolveListingPath({
    segments: pathSegments(url.pathname).slice(0, 4),
    language,
    listing: "places",
  });
  if (resolution.kind !== "place") throw notFound(url.pathname);

  const page = await search.placePage({ id: resolution.id, language, siteUrl: publicConfig.siteUrl });
  if (!page) throw notFound(url.pathname);
  const view = placePremiumData(page, language);
  if (view.canonical !== url.pathname) throw redirect(`${view.canonical}${url.search}`, 301);

  const signedIn = Boolean(readCookie(args.request, SESSION_COOKIE));
  return data(view, { headers: { "Cache-Control": listingCacheControl({ signedIn, perVisitor: false }) } });
}
