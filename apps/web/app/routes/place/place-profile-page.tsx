import { PlaceProfileView, placeMeta } from "#app/features/place/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/place-profile-page";
import { loadPlacePage } from "./place-page.server";

/** A place's profile: /lugar/{profileSlug}/ (/en/place/{profileSlug}/). */
export function loader(args: Route.LoaderArgs) {
  return loadPlacePage(args);
}

/** Anonymous pages are cacheable like listings (the loader says which Cache-Control applies). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? placeMeta(loaderData, siteUrlOf(matches)) : [];

export default function PlaceProfilePage({ loaderData }: Route.ComponentProps) {
  return <PlaceProfileView data={loaderData} />;
}
