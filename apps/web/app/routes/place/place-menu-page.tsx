import { PlaceMenuView, placeMeta } from "#app/features/place/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/place-menu-page";
import { loadPlacePage } from "./place-page.server";

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
