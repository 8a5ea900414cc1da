import { data, redirect } from "react-router";
import { listingCacheControl } from "#app/lib/cache-control.ts";
import { readCookie, SESSION_COOKIE } from "#app/lib/guards/session.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext } from "#app/services.ts";
import type { Route as PaymentPolicyRoute } from "./+types/payment-policy-page";
import type { Route as MenuRoute } from "./+types/place-menu-page";
import type { Route as ProfileRoute } from "./+types/place-profile-page";

/** The three pages of a place share this loader. */
type PlacePageArgs = ProfileRoute.LoaderArgs | MenuRoute.LoaderArgs | PaymentPolicyRoute.LoaderArgs;

import { type PlacePageKind, placePageData } from "#app/features/place/index.ts";

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

const KINDS: readonly PlacePageKind[] = ["place", "place-menu", "place-payment-policy"];

/**
 * The pages of one place: its profile /lugar/{slug}/, its menu /lugar/{slug}/menu/ and its payment
 * policy /lugar/{slug}/politica-de-pago/ (/en/place/...). One query for the place and its menu
 * (search.placeProfile); an unknown slug is a 404; a slug spelled in capitals answers 301 to the
 * lowercase path. Anonymous visits are publicly cacheable like listings (a minute, then five served
 * stale), so "open now" is computed from the render's instant on the server and kept current on the
 * client after hydration.
 */
export async function loadPlacePage(args: PlacePageArgs) {
  const url = args.url ?? new URL(args.request.url);
  const pageRoute = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  const kind = KINDS.find((candidate) => candidate === pageRoute?.route.id);
  if (!pageRoute || !kind) throw notFound(url.pathname);
  const language = languageOf(args);
  // The profile names its parameter profileSlug; the menu and the payment policy name it slug.
  const params: { profileSlug?: string; slug?: string } = args.params;
  const slug = params.profileSlug ?? params.slug ?? "";
  const { search, surveys, publicConfig, profiles } = args.context.get(servicesContext);

  const profile = await search.placeProfile({ slug, language, siteUrl: publicConfig.siteUrl });
  if (!profile) throw notFound(url.pathname);
  // The profile shows what diners said in the satisfaction survey: averages and verified amenities.
  const survey =
    kind === "place" && surveys
      ? await Promise.all([surveys.summary(profile.place.id), surveys.verifiedAmenityIds(profile.place.id)]).then(
          ([summary, verifiedAmenityIds]) => ({ summary, verifiedAmenityIds }),
        )
      : undefined;
  const photos = kind === "place" && profiles ? await profiles.publicPhotos(profile.place.id) : [];
  const view = { ...placePageData(profile, { kind, language, now: Date.now(), survey }), photos };
  if (view.canonical !== url.pathname) throw redirect(`${view.canonical}${url.search}`, 301);

  const signedIn = Boolean(readCookie(args.request, SESSION_COOKIE));
  return data(view, { headers: { "Cache-Control": listingCacheControl({ signedIn, perVisitor: false }) } });
}
