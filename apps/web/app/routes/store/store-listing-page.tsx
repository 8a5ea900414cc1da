import { StoreView } from "../../features/store/components/store-view";
import { loadStore } from "../../features/store/store-loader.server";
import { storeListingMeta } from "../../features/store/store-meta";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/store-listing-page";

/** A store and its categories: /stores/{slug}/ and /stores/{slug}/{category}/. */
export function loader(args: Route.LoaderArgs) {
  return loadStore(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? storeListingMeta(loaderData, siteUrlOf(matches)) : [];

export default function StoreListingPage({ loaderData }: Route.ComponentProps) {
  return <StoreView data={loaderData} />;
}
