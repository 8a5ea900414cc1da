import type { VenuePhoto } from "@sobremesa/contracts";
import { type Language, pathFor, type ReviewSummary } from "@sobremesa/contracts";
import type { CategoryKey } from "@sobremesa/domain/catalog";
import type { Crumb, MenuSection, PlaceBookingPolicy, PlaceProfile, PlaceSpecialDay } from "@sobremesa/domain/search";
import { titleCasePlaceName } from "#app/features/catalog/index.ts";
import { placePremiumPath } from "#app/features/place-premium/index.ts";
import type { HoursRow } from "./opening-hours";

/** Which of the place's pages is shown: the profile, its menu or its payment policy. */
export type PlacePageKind = "place" | "place-menu" | "place-payment-policy";

/** Paths of a place's pages in a language. */
export function placePaths(language: Language, slug: string) {
  return {
    profile: pathFor("place", language, { profileSlug: slug }),
    menu: pathFor("place-menu", language, { slug }),
    reserve: pathFor("place-reserve", language, { slug }),
    policy: pathFor("place-payment-policy", language, { slug }),
    process: pathFor("reservation-process", language),
  };
}

/** What every page about a place shows and its head reads; everything is server-rendered. */
export interface PlacePageData {
  routeId: PlacePageKind;
  /** The venue's own photos, in its order; the generated art fills in after them. */
  photos?: VenuePhoto[];
  language: Language;
  countryCode: string;
  /** The title-cased name: the h1 and the compact header's title. */
  heading: string;
  /** Where the mobile header's back button goes without in-app history. */
  backTo: string;
  place: {
    id: number;
    slug: string;
    category: CategoryKey;
    categoryName: string;
    cuisine: string | null;
    cuisines: string[];
    foodTypes: string[];
    /** Verified: diners confirmed it in the satisfaction survey. */
    amenities: { name: string; verified: boolean }[];
    imageSeed: number;
    priceRange: number;
    score: number;
    reviewCount: number;
    /** Percent off the bill for members; null when none. */
    premiumDiscount: number | null;
    description: string;
    address: string;
    phone: string;
    latitude: number;
    longitude: number;
    timezone: string;
    currency: string;
    hours: HoursRow[];
    specialDays: PlaceSpecialDay[];
    policy: PlaceBookingPolicy | null;
  };
  /** "Polanco, Ciudad de México", or the city alone. */
  where: string;
  cityName: string;
  breadcrumbs: Crumb[];
  links: ReturnType<typeof placePaths> & { premium: string; maps: string };
  /** The satisfaction survey's averages (profile only); null before the first answer. */
  reviews: ReviewSummary | null;
  /** The menu: every section on the menu page, the first section's first items on the profile. */
  menu: MenuSection[];
  /** Sections the full menu has (the profile's preview says whether there is more). */
  menuSectionCount: number;
  /** The instant the page was rendered (ms): "open now" is computed from it, then kept in sync. */
  now: number;
  canonical: string;
  alternates: Record<Language, string>;
  schema: Record<string, unknown>;
  image: { url: string; width: number; height: number };
}

/** How many dishes the profile's menu preview shows. */
export const MENU_PREVIEW_ITEMS = 4;

/** Google Maps search at the coordinates: the map's static fallback, working without JavaScript. */
export function mapsSearchUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}

/** A place's page data from the search service's profile, for one of its pages. */
export function placePageData(
  profile: PlaceProfile,
  input: {
    kind: PlacePageKind;
    language: Language;
    now: number;
    survey?: { summary: ReviewSummary | null; verifiedAmenityIds: number[] } | undefined;
  },
): PlacePageData {
  const { place, menu } = profile;
  const { kind, language } = input;
  const heading = titleCasePlaceName(place.name);
  const paths = placePaths(language, place.slug);
  const canonical = { place: paths.profile, "place-menu": paths.menu, "place-payment-policy": paths.policy }[kind];
  const other = placePaths(language === "es" ? "en" : "es", place.slug);
  const otherCanonical = { place: other.profile, "place-menu": other.menu, "place-payment-policy": other.policy }[kind];
  const location = { countryCode: place.countryCode };
  const premiumDiscount = place.premiumDiscount !== null && place.premiumDiscount > 0 ? place.premiumDiscount : null;
  const breadcrumbs: Crumb[] = [
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
    { name: heading, path: paths.profile },
  ];
  const firstSection = menu.sections[0];
  return {
    routeId: kind,
    language,
    countryCode: place.countryCode,
    heading,
    backTo: kind === "place" ? (breadcrumbs[2]?.path ?? paths.profile) : paths.profile,
    place: {
      id: place.id,
      slug: place.slug,
      category: place.category,
      categoryName: place.categoryName,
      cuisine: place.cuisine,
      cuisines: place.cuisines.map((item) => item.name),
      foodTypes: place.foodTypes.map((item) => item.name),
      amenities: place.amenities.map((item) => ({
        name: item.name,
        verified: input.survey?.verifiedAmenityIds.includes(item.id) ?? false,
      })),
      imageSeed: place.imageSeed,
      priceRange: place.priceRange,
      score: place.score,
      reviewCount: place.reviewCount,
      premiumDiscount,
      description: place.description,
      address: place.address,
      phone: place.phone,
      latitude: place.latitude,
      longitude: place.longitude,
      timezone: place.timezone,
      currency: place.currency,
      hours: place.hours,
      specialDays: place.specialDays,
      policy: place.policy,
    },
    where: place.area === place.city ? place.city : `${place.area}, ${place.city}`,
    cityName: place.city,
    breadcrumbs,
    reviews: input.survey?.summary ?? null,
    links: {
      ...paths,
      premium: placePremiumPath(language, place),
      maps: mapsSearchUrl(place.latitude, place.longitude),
    },
    // Only what the page shows travels to the browser: the profile previews the first section.
    menu:
      kind === "place-menu"
        ? menu.sections
        : kind === "place" && firstSection
          ? [{ ...firstSection, items: firstSection.items.slice(0, MENU_PREVIEW_ITEMS) }]
          : [],
    menuSectionCount: menu.sections.length,
    now: input.now,
    canonical,
    alternates: { [language]: canonical, [language === "es" ? "en" : "es"]: otherCanonical } as Record<
      Language,
      string
    >,
    schema: { ...profile.schema, name: heading },
    image: profile.image,
  };
}
