import type { Language } from "@sobremesa/contracts";
import { data } from "react-router";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf, type RequestArgs } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { pageMeta } from "#app/lib/seo/page-meta.ts";

export interface LeadPageData {
  language: Language;
  title: string;
  description: string;
}

/**
 * The loader data of a content page whose copy is in the catalogues under `key`: its language,
 * title and description. A path off the route table is a 404.
 */
export function leadPageData(args: RequestArgs, key: "concierge" | "chains"): LeadPageData {
  const url = new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (!page) throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const language = languageOf(args);
  const { t } = getI18n(language);
  return {
    language,
    title: t("pages.titleTemplate", { title: t(`${key}.title`) }),
    description: t(`${key}.description`),
  };
}

export function leadPageMeta(loaderData: LeadPageData | undefined, pathname: string, siteUrl: string) {
  if (!loaderData) return [];
  return pageMeta({
    language: loaderData.language,
    title: loaderData.title,
    description: loaderData.description,
    siteUrl,
    pathname,
  });
}
