import { type Language, PREMIUM_SLUG, pathFor } from "@sobremesa/contracts";
import type { CategoryKey } from "@sobremesa/domain/catalog";
import type { Crumb, PlacePage, PlaceSummary } from "@sobremesa/domain/search";
import { titleCasePlaceName } from "#app/features/catalog/index.ts";
import { pagePath, placePath } from "#app/lib/navigation/paths.ts";

/** Where a place is, by slug: what its Premium page's path is made of. */
type PlaceSlugs = Pick<PlaceSummary, "countryCode" | "stateSlug" | "citySlug" | "slug">;

/**
 * The canonical Premium page of a place: /{cc}/{state}/{city}/{place}/premium/ (/en/... in English).
 *
 * Rule: one URL per place and language, made of the place's own country code, state slug and city
 * slug, lowercase. Never its colony: the path also resolves through the colony (ADR 005, rule 4), but
 * a place has one city and not always a colony, so the city spelling is the one that is indexed and
 * every other spelling that names the same place (its colony, capital letters) answers 301 to it.
 */
export function placePremiumPath(language: Language, place: PlaceSlugs): string {
  return pathFor("place-premium", language, {
    countryCode: place.countryCode,
    stateOrSlug: place.stateSlug,
    cityOrColonyOrSlug: place.citySlug,
    slug: place.slug,
  });
}

/** The places with a Premium benefit in the place's city: /{cc}/{state}/{city}/premium/. */
export function cityPremiumPath(language: Language, place: Omit<PlaceSlugs, "slug">): string {
  return pathFor("filter", language, {
    countryCode: place.countryCode,
    stateOrSlug: place.stateSlug,
    cityOrColonyOrSlug: place.citySlug,
    slug: PREMIUM_SLUG,
  });
}

/**
 * The membership page the trial starts from. /premium/ answers 301 to /plus/ (router
 * behaviour), so links go straight to /plus/ (/en/plus/) as the home page's membership teaser does.
 */
export function membershipPath(language: Language): string {
  return pagePath("plus", language);
}

/** What the Premium page of a place shows and its head reads; everything is server-rendered. */
export interface PlacePremiumData {
  routeId: "place-premium";
  language: Language;
  countryCode: string;
  /** The title-cased name: the h1, the compact header's title and the last crumb. */
  heading: string;
  place: {
    id: number;
    slug: string;
    category: CategoryKey;
    cuisine: string | null;
    imageSeed: number;
    priceRange: number;
    score: number;
    reviewCount: number;
    /** Percent off the bill for members; null when the place offers no benefit. */
    premiumDiscount: number | null;
  };
  /** "Americana, Guadalajara", or the city alone when the place has no colony. */
  where: string;
  cityName: string;
  /** Country, state, city and the place (this page). */
  breadcrumbs: Crumb[];
  links: { membership: string; place: string; cityPremium: string };
  canonical: string;
  alternates: Record<Language, string>;
  /** JSON-LD of the place (name as shown on the page). */
  schema: Record<string, unknown>;
  image: { url: string; width: number; height: number };
  /** A place without a benefit has nothing of its own to rank for: kept out of search results. */
  noindex: boolean;
}

/** The page's data from the search service's place page, in the page's language. */
export function placePremiumData(page: PlacePage, language: Language): PlacePremiumData {
  const { place } = page;
  const heading = titleCasePlaceName(place.name);
  const canonical = placePremiumPath(language, place);
  const location = { countryCode: place.countryCode };
  // A benefit of 0 % is no benefit: the page says so rather than promise nothing.
  const premiumDiscount = place.premiumDiscount !== null && place.premiumDiscount > 0 ? place.premiumDiscount : null;
  return {
    routeId: "place-premium",
    language,
    countryCode: place.countryCode,
    heading,
    place: {
      id: place.id,
      slug: place.slug,
      category: place.category,
      cuisine: place.cuisine,
      imageSeed: place.imageSeed,
      priceRange: place.priceRange,
      score: place.score,
      reviewCount: place.reviewCount,
      premiumDiscount,
    },
    where: place.area === place.city ? place.city : `${place.area}, ${place.city}`,
    cityName: place.city,
    breadcrumbs: [
      { name: place.countryName, path: pathFor("country", language, location) },
      { name: place.stateName, path: pathFor("state", language, { ...location, stateOrSlug: place.stateSlug }) },
      {
        name: place.city,
        path: pathFor("city", language, {
          ...location,
          stateOrSlug: place.stateSlug,
          cityOrColonyOrSlug: place.citySlug,
        }),
      },
      { name: heading, path: canonical },
    ],
    links: {
      membership: membershipPath(language),
      place: placePath(language, place.slug),
      cityPremium: cityPremiumPath(language, place),
    },
    canonical,
    alternates: { es: placePremiumPath("es", place), en: placePremiumPath("en", place) },
    schema: { ...page.schema, name: heading },
    image: page.image,
    noindex: premiumDiscount === null,
  };
}
