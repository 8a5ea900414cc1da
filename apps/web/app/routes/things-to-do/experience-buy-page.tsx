import { ExperienceBuyView } from "#app/features/experiences/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/experience-buy-page";
import { loadExperienceBuy } from "./experience-pages.server";

/** Buying tickets for a thing to do (header hidden): /plan-que-hacer/{slug}/comprar/. */
export function loader(args: Route.LoaderArgs) {
  return loadExperienceBuy(args);
}

/** The buyer's contact and saved cards: never stored by any cache. */
export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return pageMeta({
    language: loaderData.language,
    title: t("experiences.buy.metaTitle", { title: loaderData.experience.title }),
    description: loaderData.experience.summary,
    siteUrl: siteUrlOf(matches),
    pathname: location.pathname,
    noindex: true,
  });
};

export default function ExperienceBuyPage({ loaderData }: Route.ComponentProps) {
  // A new experience or language starts a fresh form.
  return <ExperienceBuyView key={`${loaderData.experience.slug}-${loaderData.language}`} data={loaderData} />;
}
