import { PlaceMenuView } from "../../features/place/components/place-menu-view";
import { loadPlacePage } from "../../features/place/place-loader.server";
import { placeMeta } from "../../features/place/place-meta";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/place-menu-page";

/** A place's menu: /lugar/{slug}/menu/ (/en/place/{slug}/menu/). */
export function loader(args: Route.LoaderArgs) {
  return loadPlacePage(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? placeMeta(loaderData, siteUrlOf(matches)) : [];

export default function PlaceMenuPage({ loaderData }: Route.ComponentProps) {
  return <PlaceMenuView data={loaderData} />;
}
