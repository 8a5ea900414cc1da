import { PlacePremiumView } from "../../features/place-premium/components/place-premium-view";
import { loadPlacePremium } from "../../features/place-premium/place-premium-loader.server";
import { placePremiumMeta } from "../../features/place-premium/place-premium-meta";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/place-premium-page";

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
