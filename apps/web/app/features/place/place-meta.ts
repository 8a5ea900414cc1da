import { type Language, localeTag, pathFor } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";
import { breadcrumbSchema } from "#app/features/listing/index.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { pageMeta, SITE_NAME } from "#app/lib/seo/page-meta.ts";
import type { PlacePageData } from "./place-data";

type PlaceHead = Pick<
  PlacePageData,
  | "routeId"
  | "language"
  | "countryCode"
  | "heading"
  | "place"
  | "where"
  | "breadcrumbs"
  | "canonical"
  | "schema"
  | "image"
  | "menuSectionCount"
>;

/** Descriptions stay under the length search engines show. */
const MAX_DESCRIPTION = 158;

function clip(text: string): string {
  if (text.length <= MAX_DESCRIPTION) return text;
  const cut = text.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 80)).replace(/[,.;:]$/, "")}…`;
}

/** Title and description of a place's page in its language. */
export function placeCopy(data: PlaceHead): { title: string; description: string; imageAlt: string } {
  const { t } = getI18n(data.language);
  const values = {
    place: data.heading,
    where: data.where,
    category: data.place.categoryName.toLowerCase(),
    site: SITE_NAME,
  };
  const key = { place: "profile", "place-menu": "menu", "place-payment-policy": "policy" }[data.routeId];
  const description =
    data.routeId === "place"
      ? `${t("place.meta.profile.lead", values)} ${data.place.description}`
      : t(`place.meta.${key}.description`, values);
  return {
    title: t(`place.meta.${key}.title`, values),
    description: clip(description),
    imageAlt: t("place.meta.imageAlt", { ...values, category: t(`categories.singular.${data.place.category}`) }),
  };
}

const ogLocale = (tag: string) => tag.replace("-", "_");

/**
 * The head of a place's pages: title and description in the page's language, canonical, hreflang
 * (through the route table; the Spanish one names the place's country, es-CO, like its listings,
 * its Premium page and the sitemap), Open Graph and Twitter with the share image of the place's category,
 * JSON-LD of the place (Restaurant, BarOrPub or NightClub: address, geo, hours, rating, price range,
 * cuisines, menu) on the profile and a BreadcrumbList on the profile and menu. The payment policy is
 * kept out of search results (it is reached from the profile and the booking form).
 */
export function placeMeta(data: PlaceHead, siteUrl: string): MetaDescriptor[] {
  const { title, description, imageAlt } = placeCopy(data);
  const locale = localeTag(data.language, data.countryCode);
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
        "og:image": image,
      },
      socials: { twitter: { card: "summary_large_image", image: image.url, "image:alt": imageAlt } },
    },
    noindex: data.routeId === "place-payment-policy",
    countryCode: data.countryCode,
  });
  if (data.routeId === "place-payment-policy") return head;
  const crumbs =
    data.routeId === "place-menu"
      ? breadcrumbSchema(siteUrl, { ...data, heading: getI18n(data.language).t("place.menu.crumb") })
      : breadcrumbSchema(siteUrl, data);
  return [...head, ...(data.routeId === "place" ? [{ "script:ld+json": data.schema }] : []), ...crumbs];
}

/** The head of the reservation process page: an indexable how-to in the page's language. */
export function reservationProcessMeta(language: Language, siteUrl: string): MetaDescriptor[] {
  const { t } = getI18n(language);
  return pageMeta({
    language,
    title: t("place.meta.process.title", { site: SITE_NAME }),
    description: t("place.meta.process.description", { site: SITE_NAME }),
    siteUrl,
    pathname: pathFor("reservation-process", language),
  });
}
