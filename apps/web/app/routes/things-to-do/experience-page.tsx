import { ExperienceDetailView, experienceDetailMeta } from "#app/features/experiences/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/experience-page";
import { loadExperienceDetail } from "./experience-pages.server";

/** A thing to do (mobile header): /plan-que-hacer/{slug}/. */
export function loader(args: Route.LoaderArgs) {
  return loadExperienceDetail(args);
}

/** Seats change by the minute: a short public cache for anonymous visitors, private for members' prices. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? experienceDetailMeta(loaderData, siteUrlOf(matches)) : [];

export default function ExperiencePage({ loaderData }: Route.ComponentProps) {
  return <ExperienceDetailView key={loaderData.experience.slug} data={loaderData} />;
}
