import { ThanksView } from "#app/features/experiences/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/experiences-thanks-page";
import { loadExperienceThanks } from "./experience-pages.server";

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
