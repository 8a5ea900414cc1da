import { type ExperienceCard, type ExperienceDetail, type Language, localeTag } from "@sobremesa/contracts";
import type { MetaDescriptor } from "react-router";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { absoluteUrl, breadcrumbMeta, pageMeta, siteImage } from "#app/lib/seo/page-meta.ts";
import { experiencePath } from "./experience-paths";
import type { ExperienceDetailData, ExperienceListingData } from "./experiences-data";

/** How many upcoming sessions the detail page describes as Events (search engines need a few, not sixty days). */
export const EVENT_SESSIONS = 5;

const amountOf = (minor: number) => (minor / 100).toFixed(2);

/** When a session that starts then ends. */
const endOf = (startsAt: string, minutes: number) => new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

function isAlternate(descriptor: MetaDescriptor): boolean {
  return "tagName" in descriptor && descriptor.tagName === "link" && descriptor.rel === "alternate";
}

/** hreflang links of pages whose slugs differ per language (the route table cannot translate them). */
function alternates(siteUrl: string, paths: Record<Language, string>, countryCode: string): MetaDescriptor[] {
  const link = (hrefLang: string, path: string): MetaDescriptor => ({
    tagName: "link",
    rel: "alternate",
    hrefLang,
    href: absoluteUrl(siteUrl, path),
  });
  return [link(localeTag("es", countryCode), paths.es), link(localeTag("en"), paths.en), link("x-default", paths.es)];
}

/** The venue that hosts a thing to do, as its Events' organizer. */
function host(venueName: string) {
  return { "@type": "Organization", name: venueName };
}

/**
 * One card as a schema.org Event (its next session; the offer from its lowest price, on sale since it
 * was listed). Its picture is the site's: a thing to do has none of its own. The organizer is the
 * venue that hosts it, the only host the catalogue knows; no performer, which it does not know.
 */
export function cardEvent(card: ExperienceCard, language: Language, siteUrl: string) {
  const url = absoluteUrl(siteUrl, experiencePath(language, card.slug));
  return {
    "@type": "Event",
    name: card.title,
    description: card.summary,
    url,
    image: siteImage(siteUrl),
    ...(card.next_session
      ? { startDate: card.next_session, endDate: endOf(card.next_session, card.duration_minutes) }
      : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    organizer: host(card.venue_name),
    location: {
      "@type": "Place",
      name: card.venue_name,
      address: { "@type": "PostalAddress", addressLocality: card.city.name, addressRegion: card.state.name },
      geo: { "@type": "GeoCoordinates", latitude: card.latitude, longitude: card.longitude },
    },
    offers: {
      "@type": "Offer",
      price: amountOf(card.price_from.amount),
      priceCurrency: card.price_from.currency,
      url,
      availability: "https://schema.org/InStock",
      validFrom: card.listed_at,
    },
  };
}

/** A listing's head: title, description, canonical with its page, hreflang with translated slugs, ItemList of Events. */
export function experienceListingMeta(listing: ExperienceListingData, siteUrl: string): MetaDescriptor[] {
  const head = pageMeta({
    language: listing.language,
    title: listing.title,
    description: listing.description,
    siteUrl,
    pathname: listing.canonical,
    noindex: listing.noindex,
  }).filter((descriptor) => !isAlternate(descriptor));
  const itemList = {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: listing.heading,
    numberOfItems: listing.total,
    itemListElement: listing.results.map((card, index) => ({
      "@type": "ListItem",
      position: (listing.page - 1) * Math.max(1, listing.results.length) + index + 1,
      item: cardEvent(card, listing.language, siteUrl),
    })),
  };
  return [
    ...head,
    ...alternates(siteUrl, listing.alternates, listing.countryCode),
    { "script:ld+json": itemList },
    ...breadcrumbMeta(siteUrl, listing.breadcrumbs),
  ];
}

/** The Events of an experience: its next sessions on sale or sold out (closed ones are past selling). */
export function detailEvents(experience: ExperienceDetail, language: Language, siteUrl: string) {
  const url = absoluteUrl(siteUrl, experiencePath(language, experience.slug));
  const cheapest = [...experience.ticket_types].sort((a, b) => a.price.amount - b.price.amount)[0];
  return experience.sessions
    .filter((session) => session.state !== "closed")
    .slice(0, EVENT_SESSIONS)
    .map((session) => ({
      "@context": "https://schema.org",
      "@type": "Event",
      name: experience.title,
      description: experience.summary,
      url,
      image: siteImage(siteUrl),
      startDate: session.starts_at,
      endDate: endOf(session.starts_at, experience.duration_minutes),
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      organizer: host(experience.venue_name),
      location: {
        "@type": "Place",
        name: experience.venue_name,
        address: {
          "@type": "PostalAddress",
          streetAddress: experience.address,
          addressLocality: experience.city.name,
          addressRegion: experience.state.name,
          addressCountry: experience.country_code.toUpperCase(),
        },
        geo: { "@type": "GeoCoordinates", latitude: experience.latitude, longitude: experience.longitude },
      },
      ...(cheapest
        ? {
            offers: {
              "@type": "Offer",
              price: amountOf(cheapest.price.amount),
              priceCurrency: cheapest.price.currency,
              url,
              availability: session.state === "sold_out" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
              validFrom: experience.listed_at,
              validThrough: session.sales_close_at,
            },
          }
        : {}),
    }));
}

export function experienceDetailMeta(detail: ExperienceDetailData, siteUrl: string): MetaDescriptor[] {
  const { experience, language } = detail;
  const { t } = getI18n(language);
  const title = t("experiences.detail.title", { title: experience.title, city: experience.city.name });
  const head = pageMeta({
    language,
    title,
    description: experience.summary,
    siteUrl,
    pathname: detail.canonical,
  }).filter((descriptor) => !isAlternate(descriptor));
  return [
    ...head,
    ...alternates(siteUrl, detail.alternates, experience.country_code),
    ...detailEvents(experience, language, siteUrl).map((event) => ({ "script:ld+json": event })),
    ...breadcrumbMeta(siteUrl, detail.breadcrumbs),
  ];
}
