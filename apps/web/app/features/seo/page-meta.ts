import { type Language, localeTag } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";

export interface PageMetaInput {
  language: Language;
  title: string;
  description: string;
  /** Absolute origin of the public site, e.g. https://sobremesa.mx (no trailing slash needed). */
  siteUrl: string;
  /** The page's path in each language, for canonical and hreflang alternates. */
  paths: Record<Language, string>;
}

const ogLocale = (language: Language) => localeTag(language).replace("-", "_");

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/** Title, description, canonical, hreflang alternates (es-MX, en-US, x-default), Open Graph and Twitter. */
export function pageMeta({ language, title, description, siteUrl, paths }: PageMetaInput): MetaDescriptor[] {
  const url = absolute(siteUrl, paths[language]);
  const other: Language = language === "es" ? "en" : "es";
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { tagName: "link", rel: "alternate", hrefLang: localeTag("es"), href: absolute(siteUrl, paths.es) },
    { tagName: "link", rel: "alternate", hrefLang: localeTag("en"), href: absolute(siteUrl, paths.en) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(siteUrl, paths.es) },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Sobremesa" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale(language) },
    { property: "og:locale:alternate", content: ogLocale(other) },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
}

/** Reads the site URL the root loader exposes, from a meta function's matches. */
export function siteUrlOf(matches: readonly unknown[]): string {
  for (const match of matches) {
    const candidate = match as { id?: string; loaderData?: { siteUrl?: unknown } } | undefined;
    if (candidate?.id === "root" && typeof candidate.loaderData?.siteUrl === "string") {
      return candidate.loaderData.siteUrl;
    }
  }
  return "http://localhost:3000";
}
