import { PlacePremiumView, placePremiumMeta } from "#app/features/place-premium/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/place-premium-page";
import { loadPlacePremium } from "./place-premium-page.server";

/** The Premium page of a place: /{cc}/{state}/{city-or-colony}/{slug}/premium/. */
export function loader(args: Route.LoaderArgs) {
  return loadPlacePremium(args);
}

/** Anonymous pages are cacheable like listings (the loader says which Cache-Control applies). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? placePremiumMeta(loaderData, siteUrlOf(matches)) : [];

export default function PlacePremiumPage({ loaderData }: Route.ComponentProps) {
  return <PlacePremiumView data={loaderData} />;
}
