import { ListingPageView } from "../../features/listing/components/listing-view";
import { loadListing } from "../../features/listing/listing-loader.server";
import { listingMeta } from "../../features/listing/listing-meta";
import { revalidateUnlessOnlyViewChanged } from "../../features/listing/listing-view-param";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/location-page";

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
