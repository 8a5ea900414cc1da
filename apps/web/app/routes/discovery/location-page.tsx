import { ListingPageView, listingMeta, revalidateUnlessOnlyViewChanged } from "#app/features/listing/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/location-page";
import { loadListing } from "./location-page.server";

/**
 * Listing pages of "Discovery": country, state, city or colony, filter pages and
 * Plus pages. The search service resolves the path; see loadListing. (A place's Premium page has its
 * own module, place-premium-page.tsx.)
 */
export function loader(args: Route.LoaderArgs) {
  return loadListing(args);
}

/** Anonymous pages are cacheable for a minute (the loader says which Cache-Control applies). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const shouldRevalidate = revalidateUnlessOnlyViewChanged;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? listingMeta(loaderData, siteUrlOf(matches)) : [];

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  return <ListingPageView data={loaderData} />;
}
