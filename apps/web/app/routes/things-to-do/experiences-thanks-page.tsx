import { ThanksView } from "../../features/experiences/components/thanks-view";
import { loadExperienceThanks } from "../../features/experiences/experiences-loader.server";
import { PRIVATE_PAGE_CACHE } from "../../lib/cache-control";
import { getI18n } from "../../lib/i18n/i18n";
import { pageMeta, siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/experiences-thanks-page";

/** After a purchase (header hidden): /planes-que-hacer/gracias-por-tu-compra/?pedido=CODE. */
export function loader(args: Route.LoaderArgs) {
  return loadExperienceThanks(args);
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return pageMeta({
    language: loaderData.language,
    title: t("experiences.thanks.metaTitle"),
    description: t("experiences.thanks.heading"),
    siteUrl: siteUrlOf(matches),
    pathname: location.pathname,
    noindex: true,
  });
};

export default function ExperiencesThanksPage({ loaderData }: Route.ComponentProps) {
  return <ThanksView key={loaderData.code ?? "none"} data={loaderData} />;
}
