import { StoreView, storeListingMeta } from "#app/features/store/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/store-listing-page";
import { loadStore } from "./store-pages.server";

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
