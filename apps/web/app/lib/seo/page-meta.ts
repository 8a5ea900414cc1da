import { type Language, languages, localeTag, matchRoute, ogImagePath, pathFor } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";
import { mergeMeta, type SeoData, seoHead } from "./seo-head";

export const SITE_NAME = "Sobremesa";

export interface PageMetaInput {
  language: Language;
  title: string;
  description: string;
  /** Absolute origin of the public site, e.g. https://sobremesa.mx (no trailing slash needed). */
  siteUrl: string;
  /** The page's path: canonical URL, and hreflang alternates through the route table. */
  pathname: string;
  /** The page's own SEO data (from the API); it wins over the defaults built from title and description. */
  seo?: SeoData | null;
  /** Keep the page out of search results (transactional, private or not written yet). */
  noindex?: boolean;
  /**
   * The country whose Spanish the page's Spanish version is for (a place's, a thing to do's): its
   * hreflang names it (es-CO, es-CR), as the sitemap does. Mexico (es-MX) when the page has none.
   */
  countryCode?: string;
}

const ogLocale = (language: Language) => localeTag(language).replace("-", "_");

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/**
 * The site's share image (1200 x 630, drawn by the server): the picture of what has none of its own
 * (a membership plan, a store product, a thing to do), where search engines require one.
 */
export function siteImage(siteUrl: string): string {
  return absoluteUrl(siteUrl, ogImagePath("listing"));
}

/** JSON-LD BreadcrumbList of a trail (its last crumb is the page itself); none for one crumb, which is no trail. */
export function breadcrumbMeta(siteUrl: string, crumbs: readonly { name: string; path: string }[]): MetaDescriptor[] {
  if (crumbs.length < 2) return [];
  const list = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
  return [{ "script:ld+json": list }];
}

/**
 * hreflang alternates of a page (es-MX, or the Spanish of the page's country; en-US; x-default =
 * Spanish), or none when no route has its path.
 */
export function alternateLinks(siteUrl: string, pathname: string, countryCode = "mx"): MetaDescriptor[] {
  const match = matchRoute(pathname);
  if (!match) return [];
  const paths = Object.fromEntries(
    languages.map((language) => [language, pathFor(match.route.id, language, match.params)]),
  ) as Record<Language, string>;
  return [
    { tagName: "link", rel: "alternate", hrefLang: localeTag("es", countryCode), href: absoluteUrl(siteUrl, paths.es) },
    { tagName: "link", rel: "alternate", hrefLang: localeTag("en"), href: absoluteUrl(siteUrl, paths.en) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, paths.es) },
  ];
}

/**
 * The head of a page: title, description, canonical (site URL + path), hreflang alternates, Open
 * Graph and Twitter fields. The defaults come from the title and description and go through the
 * same `seoHead` as the page's own SEO data, which overrides them field by field.
 */
export function pageMeta({
  language,
  title,
  description,
  siteUrl,
  pathname,
  seo,
  noindex,
  countryCode,
}: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(siteUrl, pathname);
  const other: Language = language === "es" ? "en" : "es";
  const defaults: SeoData = {
    general_names: { title, description },
    general_properties: {
      type: "website",
      site_name: SITE_NAME,
      title,
      description,
      url,
      locale: ogLocale(language),
      "locale:alternate": ogLocale(other),
    },
    socials: { twitter: { card: "summary", title, description } },
  };
  return [
    ...mergeMeta(seoHead(defaults), seoHead(seo)),
    ...(noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    ...alternateLinks(siteUrl, pathname, countryCode),
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
