import { PlaceProfileView } from "../../features/place/components/place-profile-view";
import { loadPlacePage } from "../../features/place/place-loader.server";
import { placeMeta } from "../../features/place/place-meta";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/place-profile-page";

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
