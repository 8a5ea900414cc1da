import {
  coverArtPath,
  DEFAULT_HEADER_COLOR,
  type Language,
  localeTag,
  OG_IMAGE_SIZE,
  type OgImageKey,
  ogImagePath,
} from "@sobremesa/contracts";
import { numberFormat } from "../cache/index.ts";
import { domainText } from "../i18n/index.ts";
import type { ListingResolution } from "./listing-path.ts";
import type { PlaceResult } from "./search-schemas.ts";

/**
 * SEO data (general_names, general_properties with the image as an object, socials)
 * and JSON-LD of a listing page, in the page's language. Pure: the service passes the resolution,
 * the count and the first results.
 */

export interface SeoData {
  general_names: { title: string; description: string };
  general_properties: {
    "og:title": string;
    "og:description": string;
    "og:type": string;
    "og:url": string;
    "og:locale": string;
    "og:site_name": string;
    "og:image": { url: string; width: number; height: number; alt: string };
  };
  socials: { twitter: Record<string, string>; facebook: Record<string, string> };
}

export const SITE_NAME = "Sobremesa";
/** Share image of a listing, by category (1200 x 630; drawn by the server's art plugin under /og/, one key of ogImageKeys). */
export const OG_IMAGE = { ...OG_IMAGE_SIZE, path: ogImagePath } as const;
/** How many results the JSON-LD ItemList describes. */
export const SCHEMA_ITEMS = 10;

const categoryKeys: Record<number, OgImageKey> = { 1: "restaurant", 2: "bar", 3: "nightclub" };

const ogLocale = (language: Language, countryCode: string) => localeTag(language, countryCode).replace("-", "_");

export function listingSeo(input: {
  resolution: ListingResolution;
  total: number;
  siteUrl: string;
  language: Language;
}): SeoData {
  const { resolution, total, siteUrl, language } = input;
  const names = resolution.names[language];
  const title = `${names.heading} | ${SITE_NAME}`;
  const formatted = numberFormat(localeTag(language, resolution.countryCode)).format(total);
  const description =
    total > 0
      ? domainText(language)("search.seo.description", {
          count: total,
          heading: names.heading,
          total: formatted,
          site: SITE_NAME,
        })
      : domainText(language)("search.seo.none", { heading: names.heading, site: SITE_NAME });
  const url = `${siteUrl}${resolution.alternates[language]}`;
  const category = resolution.filters.find((filter) => filter.class === "category");
  const image = {
    url: `${siteUrl}${OG_IMAGE.path(category ? (categoryKeys[category.id] ?? "listing") : "listing")}`,
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    alt: names.heading,
  };
  const other: Language = language === "es" ? "en" : "es";
  return {
    general_names: { title, description },
    general_properties: {
      "og:title": title,
      "og:description": description,
      "og:type": "website",
      "og:url": url,
      "og:locale": ogLocale(language, resolution.countryCode),
      "og:site_name": SITE_NAME,
      "og:image": image,
    },
    socials: {
      twitter: { card: "summary_large_image", title, description, image: image.url, "image:alt": image.alt },
      facebook: { "og:locale:alternate": ogLocale(other, resolution.countryCode) },
    },
  };
}

const schemaTypes: Record<string, string> = { restaurant: "Restaurant", bar: "BarOrPub", nightclub: "NightClub" };
/** servesCuisine, acceptsReservations and hasMenu belong to schema.org's FoodEstablishment, which a NightClub is not. */
const foodEstablishments = new Set(["restaurant", "bar"]);
/** Whether a place's type has the FoodEstablishment properties (cuisine, reservations, menu). */
export const servesFood = (category: string) => foodEstablishments.has(category);

/** What the JSON-LD of one place reads: a listing card, with the street and state when known. */
export type SchemaPlace = Pick<
  PlaceResult,
  | "name"
  | "slug"
  | "category"
  | "cuisine"
  | "area"
  | "city"
  | "priceRange"
  | "score"
  | "reviewCount"
  | "latitude"
  | "longitude"
  | "imageSeed"
> & { address?: string; stateName?: string; description?: string };

/**
 * One place as JSON-LD: a Restaurant, BarOrPub or NightClub with its page's URL, its own cover (the
 * picture its cards and gallery show), price range, address, coordinates and rating; a restaurant or
 * bar also its cuisine and that it takes reservations (every place here is booked through the site).
 * Listings describe their first results with it (inside an ItemList, so without a context); a page
 * about one place adds `@context` itself.
 */
export function placeSchema(
  place: SchemaPlace,
  input: { siteUrl: string; countryCode: string; placePath: (slug: string) => string },
): Record<string, unknown> {
  return {
    "@type": schemaTypes[place.category] ?? "LocalBusiness",
    name: place.name,
    url: `${input.siteUrl}${input.placePath(place.slug)}`,
    image: `${input.siteUrl}${coverArtPath(place.imageSeed, place.category, place.cuisine)}`,
    ...(place.description ? { description: place.description } : {}),
    priceRange: "$".repeat(place.priceRange),
    ...(servesFood(place.category)
      ? { ...(place.cuisine ? { servesCuisine: place.cuisine } : {}), acceptsReservations: true }
      : {}),
    address: {
      "@type": "PostalAddress",
      ...(place.address ? { streetAddress: place.address } : {}),
      addressLocality: place.area === place.city ? place.city : `${place.area}, ${place.city}`,
      ...(place.stateName ? { addressRegion: place.stateName } : {}),
      addressCountry: input.countryCode.toUpperCase(),
    },
    geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
    // Search engines want at least one review behind a rating.
    ...(place.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: place.score,
            reviewCount: place.reviewCount,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  };
}

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * A place's own page as JSON-LD: placeSchema (type, URL, address, geo, rating, price range) with its
 * context, every cuisine it serves (a restaurant or bar), its phone, opening hours (a closing time
 * earlier than the opening means after midnight, as schema.org reads it) and its menu page when it has one.
 */
export function placeProfileSchema(
  place: SchemaPlace & {
    cuisines: readonly string[];
    phone?: string;
    hours: readonly { weekday: number; opensAt: string; closesAt: string }[];
  },
  input: {
    siteUrl: string;
    countryCode: string;
    placePath: (slug: string) => string;
    menuPath?: string;
  },
): Record<string, unknown> {
  const base = placeSchema(place, input);
  return {
    "@context": "https://schema.org",
    ...base,
    ...(place.cuisines.length > 0 && servesFood(place.category) ? { servesCuisine: [...place.cuisines] } : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(input.menuPath && servesFood(place.category) ? { hasMenu: `${input.siteUrl}${input.menuPath}` } : {}),
    ...(place.hours.length > 0
      ? {
          openingHoursSpecification: place.hours.map((row) => ({
            "@type": "OpeningHoursSpecification",
            dayOfWeek: `https://schema.org/${SCHEMA_DAYS[row.weekday] ?? "Sunday"}`,
            opens: row.opensAt,
            closes: row.closesAt,
          })),
        }
      : {}),
  };
}

/** JSON-LD ItemList of the first results, each a Restaurant, BarOrPub or NightClub with geo and rating. */
export function listingSchema(input: {
  resolution: ListingResolution;
  results: readonly PlaceResult[];
  total: number;
  siteUrl: string;
  language: Language;
  placePath: (slug: string) => string;
}): Record<string, unknown> {
  const { resolution, results, total, siteUrl, language } = input;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: resolution.names[language].heading,
    url: `${siteUrl}${resolution.alternates[language]}`,
    numberOfItems: total,
    itemListElement: results.slice(0, SCHEMA_ITEMS).map((place, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: placeSchema(place, { siteUrl, countryCode: resolution.countryCode, placePath: input.placePath }),
    })),
  };
}

/** Header colour of a listing page: the brand blue unless a page says otherwise. */
export function headerColor(_resolution: ListingResolution): string {
  return DEFAULT_HEADER_COLOR;
}
