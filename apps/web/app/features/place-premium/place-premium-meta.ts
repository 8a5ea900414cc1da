import { localeTag } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";
import { breadcrumbSchema } from "#app/features/listing/index.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { absoluteUrl, pageMeta, SITE_NAME } from "#app/lib/seo/page-meta.ts";
import type { PlacePremiumData } from "./place-premium-data";

type PlacePremiumHead = Pick<
  PlacePremiumData,
  | "language"
  | "countryCode"
  | "heading"
  | "place"
  | "where"
  | "cityName"
  | "breadcrumbs"
  | "canonical"
  | "alternates"
  | "schema"
  | "image"
  | "noindex"
>;

/** Title and description in the page's language: "La Casa del Mole: beneficio Premium | Sobremesa". */
export function placePremiumCopy(data: PlacePremiumHead): { title: string; description: string; imageAlt: string } {
  const { t } = getI18n(data.language);
  const values = { place: data.heading, where: data.where, city: data.cityName, site: SITE_NAME };
  const percent = data.place.premiumDiscount;
  return {
    title: t("placePremium.meta.title", values),
    description:
      percent === null
        ? t("placePremium.meta.descriptionNone", values)
        : t("placePremium.meta.description", { ...values, percent }),
    imageAlt: t("placePremium.meta.imageAlt", {
      ...values,
      category: t(`categories.singular.${data.place.category}`),
    }),
  };
}

const ogLocale = (tag: string) => tag.replace("-", "_");

/**
 * The head of a place's Premium page: title and description in its language, the canonical path,
 * hreflang es (with the place's country) / en / x-default, Open Graph and Twitter with the share
 * image of the place's category, robots for places without a benefit, and JSON-LD of the place
 * (Restaurant, BarOrPub or NightClub) plus its BreadcrumbList.
 */
export function placePremiumMeta(data: PlacePremiumHead, siteUrl: string): MetaDescriptor[] {
  const { title, description, imageAlt } = placePremiumCopy(data);
  const locale = localeTag(data.language, data.countryCode);
  const otherLocale = localeTag(data.language === "es" ? "en" : "es", data.countryCode);
  const image = { ...data.image, alt: imageAlt };
  const head = pageMeta({
    language: data.language,
    title,
    description,
    siteUrl,
    pathname: data.canonical,
    seo: {
      general_properties: {
        "og:type": "website",
        "og:locale": ogLocale(locale),
        "og:locale:alternate": ogLocale(otherLocale),
        "og:image": image,
      },
      socials: { twitter: { card: "summary_large_image", image: image.url, "image:alt": imageAlt } },
    },
    noindex: data.noindex,
  }).filter((descriptor) => !("tagName" in descriptor && descriptor.rel === "alternate"));
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
