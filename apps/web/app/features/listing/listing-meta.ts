import { type Language, localeTag } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { absoluteUrl, breadcrumbMeta, pageMeta, SITE_NAME } from "#app/lib/seo/page-meta.ts";
import type { ListingData } from "./listing-data";

type ListingHead = Pick<
  ListingData,
  | "language"
  | "countryCode"
  | "heading"
  | "page"
  | "seo"
  | "schema"
  | "canonical"
  | "alternates"
  | "noindex"
  | "breadcrumbs"
>;

function isAlternate(descriptor: MetaDescriptor): boolean {
  return "tagName" in descriptor && descriptor.tagName === "link" && descriptor.rel === "alternate";
}

/** JSON-LD BreadcrumbList of the page's trail, the page itself last. */
export function breadcrumbSchema(
  siteUrl: string,
  data: Pick<ListingData, "breadcrumbs" | "canonical" | "heading">,
): MetaDescriptor[] {
  const crumbs = data.breadcrumbs.some((crumb) => crumb.path === data.canonical.split("?")[0])
    ? data.breadcrumbs
    : [...data.breadcrumbs, { name: data.heading, path: data.canonical }];
  return breadcrumbMeta(siteUrl, crumbs);
}

/**
 * The head of a listing page: the search service's SEO data (title, description, Open Graph with
 * its image, Twitter) over the site defaults, the canonical path (page number kept past page 1),
 * hreflang alternates from the resolution (category slugs differ per language), robots, and the
 * JSON-LD ItemList plus a BreadcrumbList.
 */
export function listingMeta(data: ListingHead, siteUrl: string): MetaDescriptor[] {
  const language: Language = data.language;
  const { t } = getI18n(language);
  const base = data.seo.general_names;
  const title =
    data.page > 1 ? t("listing.pagedTitle", { title: data.heading, page: data.page, site: SITE_NAME }) : base.title;
  const description = base.description;
  const seo = {
    ...data.seo,
    general_names: { title, description },
    general_properties: { ...data.seo.general_properties, "og:title": title },
  };
  const head = pageMeta({
    language,
    title,
    description,
    siteUrl,
    pathname: data.canonical,
    seo,
    noindex: data.noindex,
  }).filter((descriptor) => !isAlternate(descriptor));
  const alternate = (hrefLang: string, path: string): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(siteUrl, path),
  });
  return [
    ...head,
    alternate(localeTag("es", data.countryCode), data.alternates.es),
    alternate(localeTag("en"), data.alternates.en),
    alternate("x-default", data.alternates.es),
    { "script:ld+json": data.schema },
    ...breadcrumbSchema(siteUrl, data),
  ];
}
