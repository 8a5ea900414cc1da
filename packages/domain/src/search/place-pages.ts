import { type Language, pathFor, type SlugFilterClass } from "@sobremesa/contracts";
import { parseWith } from "./listing-arguments.ts";
import { listingKinds } from "./listing-path.ts";
import { OG_IMAGE, placeProfileSchema, placeSchema } from "./page-seo.ts";
import { type SearchDeps, toPlaceResult } from "./search-context.ts";
import type { PlaceSummaryRow } from "./search-rows.ts";
import {
  type DietaryTag,
  dietaryTags,
  type PlaceDetails,
  type PlaceDetailsQuery,
  type PlaceMenu,
  type PlaceMenuQuery,
  type PlacePage,
  type PlacePageQuery,
  type PlaceProfile,
  type PlaceProfileQuery,
  type PlaceSummary,
  type PlaceSummaryQuery,
  type PlaceTaxon,
  placeDetailsQuerySchema,
  placeMenuQuerySchema,
  placePageQuerySchema,
  placeProfileQuerySchema,
  placeSummaryQuerySchema,
} from "./search-schemas.ts";

/** A place's row as a listing card plus where it is (names and slugs), in a language. */
function summaryOf(row: PlaceSummaryRow, cuisineName: (id: number | null) => string | null, language: Language) {
  const { distanceMeters: _distance, ...card } = toPlaceResult(row, cuisineName);
  return {
    ...card,
    address: row.address,
    countryCode: row.country_code,
    countryName: language === "es" ? row.country_name_es : row.country_name_en,
    stateName: row.state_name,
    stateSlug: row.state_slug,
    citySlug: row.city_slug,
    colonyName: row.colony_name,
    colonySlug: row.colony_slug,
  };
}

/** One place's pages: its summary, Premium page, details, menu and profile. */
export function placePages({ repository, reference, cuisineNames }: SearchDeps) {
  /** One place by id as a listing card plus where it is (names and slugs); null when there is none. */
  async function placeSummary(query: PlaceSummaryQuery): Promise<PlaceSummary | null> {
    const { id, language } = parseWith(placeSummaryQuerySchema, query);
    const row = await repository.placeSummary(id);
    if (!row) return null;
    return summaryOf(row, await cuisineNames(language), language);
  }

  /** A place with its JSON-LD and share image, for the pages about it (the Premium page of a place). */
  async function placePage(query: PlacePageQuery): Promise<PlacePage | null> {
    const { id, language, siteUrl } = parseWith(placePageQuerySchema, query);
    const place = await placeSummary({ id, language });
    if (!place) return null;
    const origin = siteUrl.replace(/\/+$/, "");
    return {
      place,
      schema: {
        "@context": "https://schema.org",
        ...placeSchema(place, {
          siteUrl: origin,
          countryCode: place.countryCode,
          placePath: listingKinds.places.itemPath[language],
        }),
      },
      image: { url: `${origin}${OG_IMAGE.path(place.category)}`, width: OG_IMAGE.width, height: OG_IMAGE.height },
    };
  }

  /**
   * One place by its profile slug, in a language: the summary (same SQL as placeSummary) with the
   * category's name, its cuisines, food types and amenities named, description, phone, zone, opening
   * hours and booking policy. Null when no place has the slug (the page answers 404).
   */
  async function placeDetails(query: PlaceDetailsQuery): Promise<PlaceDetails | null> {
    const parsed = placeDetailsQuerySchema.safeParse(query);
    // A slug no place could have (capitals are lowered, anything else is refused) is simply unknown.
    if (!parsed.success) return null;
    const { slug, language } = parsed.data;
    const row = await repository.placeDetails(slug);
    if (!row) return null;
    const [{ byClassAndId }, hours, specialDays, cuisineName] = await Promise.all([
      reference(),
      repository.placeHours(row.id),
      repository.placeSpecialDays(row.id),
      cuisineNames(language),
    ]);
    const taxa = (filterClass: SlugFilterClass, ids: readonly number[] | null): PlaceTaxon[] =>
      (ids ?? []).flatMap((itemId) => {
        const entry = byClassAndId.get(`${filterClass}:${Number(itemId)}`);
        return entry ? [{ id: entry.id, slug: entry.slug[language], name: entry.name[language] }] : [];
      });
    return {
      ...summaryOf(row, cuisineName, language),
      categoryName: byClassAndId.get(`category:${row.category_id}`)?.name[language] ?? row.category,
      cuisines: taxa("cuisine", row.cuisine_ids),
      foodTypes: taxa("food-type", row.food_type_ids),
      amenities: taxa("amenity", row.amenity_ids),
      description: language === "es" ? row.description_es : row.description_en,
      phone: row.phone,
      timezone: row.timezone,
      hours: hours.map((hour) => ({ weekday: Number(hour.weekday), opensAt: hour.opens_at, closesAt: hour.closes_at })),
      specialDays: specialDays.map((day) => ({
        date: day.date,
        closed: day.closed,
        hours: day.hours,
        reason: language === "es" ? day.reason_es : day.reason_en,
      })),
      policy:
        row.cancel_until_hours === null
          ? null
          : {
              cancelUntilHours: Number(row.cancel_until_hours),
              depositPerGuest: row.deposit_per_guest === null ? null : Number(row.deposit_per_guest),
              maxPartySize: Number(row.max_party_size),
              daysAhead: Number(row.days_ahead),
            },
    };
  }

  /** A place's menu in a language: sections in order with their items; none when it has no menu. */
  async function placeMenu(query: PlaceMenuQuery): Promise<PlaceMenu> {
    const { placeId, language } = parseWith(placeMenuQuerySchema, query);
    const rows = await repository.placeMenu(placeId);
    const sections: PlaceMenu["sections"] = [];
    for (const row of rows) {
      let section = sections.at(-1);
      if (!section || section.id !== Number(row.section_id)) {
        section = {
          id: Number(row.section_id),
          name: language === "es" ? row.section_name_es : row.section_name_en,
          items: [],
        };
        sections.push(section);
      }
      section.items.push({
        id: Number(row.id),
        name: language === "es" ? row.name_es : row.name_en,
        description: language === "es" ? row.description_es : row.description_en,
        price: Number(row.price),
        dietaryTags: (row.dietary_tags ?? []).filter((tag): tag is DietaryTag =>
          (dietaryTags as readonly string[]).includes(tag),
        ),
      });
    }
    return { placeId, sections };
  }

  /** A place's profile: details, menu, JSON-LD (with hours and menu) and share image; null for an unknown slug. */
  async function placeProfile(query: PlaceProfileQuery): Promise<PlaceProfile | null> {
    // The slug is checked by placeDetails: one no place could have is "not found", not an error.
    const { language, siteUrl } = parseWith(placeProfileQuerySchema.omit({ slug: true }), query);
    const place = await placeDetails({ slug: query.slug, language });
    if (!place) return null;
    const menu = await placeMenu({ placeId: place.id, language: language });
    const origin = siteUrl.replace(/\/+$/, "");
    const image = { url: `${origin}${OG_IMAGE.path(place.category)}`, width: OG_IMAGE.width, height: OG_IMAGE.height };
    return {
      place,
      menu,
      schema: placeProfileSchema(
        { ...place, cuisines: place.cuisines.map((cuisine) => cuisine.name) },
        {
          siteUrl: origin,
          countryCode: place.countryCode,
          placePath: listingKinds.places.itemPath[language],
          ...(menu.sections.length > 0 ? { menuPath: pathFor("place-menu", language, { slug: place.slug }) } : {}),
        },
      ),
      image,
    };
  }

  return { placeSummary, placePage, placeDetails, placeMenu, placeProfile };
}
