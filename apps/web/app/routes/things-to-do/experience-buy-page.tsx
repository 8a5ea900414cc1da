import { ExperienceBuyView } from "../../features/experiences/components/buy-view";
import { loadExperienceBuy } from "../../features/experiences/experiences-loader.server";
import { PRIVATE_PAGE_CACHE } from "../../lib/cache-control";
import { getI18n } from "../../lib/i18n/i18n";
import { pageMeta, siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/experience-buy-page";

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
