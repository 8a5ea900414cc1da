import { ExperienceListingView, experienceListingMeta } from "#app/features/experiences/index.ts";
import { revalidateUnlessOnlyViewChanged } from "#app/features/listing/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/experiences-listing-page";
import { loadExperienceListing } from "./experience-pages.server";

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
