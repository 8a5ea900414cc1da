import { ExperienceListingView } from "../../features/experiences/components/listing-view";
import { loadExperienceListing } from "../../features/experiences/experiences-loader.server";
import { experienceListingMeta } from "../../features/experiences/experiences-meta";
import { revalidateUnlessOnlyViewChanged } from "../../features/listing/listing-view-param";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/experiences-listing-page";

/** Things-to-do listings: /planes-que-hacer/{country}[/{state}[/{city}]][/{category}]/. */
export function loader(args: Route.LoaderArgs) {
  return loadExperienceListing(args);
}

/** Anonymous lists are cacheable for a minute; signed-in ones are private (the loader says which). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const shouldRevalidate = revalidateUnlessOnlyViewChanged;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? experienceListingMeta(loaderData, siteUrlOf(matches)) : [];

export default function ExperiencesListingPage({ loaderData }: Route.ComponentProps) {
  return <ExperienceListingView data={loaderData} />;
}
