import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { cities, colonies, countries, states } from "./geo.ts";
import { earthPointColumn, searchNameColumn } from "./search-columns.ts";

/** restaurant | bar | nightclub, with the Spanish and English slugs used by filter pages. */
export const categories = pgTable("categories", {
  id: integer("id").primaryKey(),
  key: text("key").notNull().unique(),
  slugEs: text("slug_es").notNull().unique(),
  slugEn: text("slug_en").notNull().unique(),
  nameEs: text("name_es").notNull(),
  nameEn: text("name_en").notNull(),
});

const taxonomy = (name: string) =>
  pgTable(name, {
    id: integer("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
  });

export const cuisines = taxonomy("cuisines");
export const foodTypes = taxonomy("food_types");
export const amenities = taxonomy("amenities");

export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    priceRange: smallint("price_range").notNull(),
    score: numeric("score", { precision: 2, scale: 1, mode: "number" }).notNull(),
    reviewCount: integer("review_count").notNull().default(0),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    colonyId: integer("colony_id").references(() => colonies.id),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** IANA zone of the venue; instants are stored in UTC beside it. */
    timezone: text("timezone").notNull(),
    currency: varchar("currency", { length: 3 }).notNull(),
    /** Seed of the generated cover art (hue and pattern), so images need no storage. */
    imageSeed: integer("image_seed").notNull(),
    /** Membership benefit in percent off the bill; null when the place offers none. */
    premiumDiscount: smallint("premium_discount"),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** Grows with each edit of the profile in the partner console: a stale edit is refused, not lost. */
    profileVersion: integer("profile_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last change of the row, set by a trigger on every update (the sitemap's lastmod). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** lower(sobremesa_unaccent(name)): accent-insensitive name search (trigram index). */
    searchName: searchNameColumn(),
    /** The coordinates as an earthdistance point: near-me boxes and nearest-first scans (GiST). */
    earthPoint: earthPointColumn(),
  },
  (table) => [
    // Location filters alone (counts of a location page): small, deduplicated, fastest to count.
    index("places_country_idx").on(table.countryId),
    index("places_state_idx").on(table.stateId),
    index("places_city_idx").on(table.cityId),
    index("places_colony_idx").on(table.colonyId),
    // Listing indexes, one per location level: the relevance order after the location, then the
    // columns listing filters and facets read (the next location levels down included), so a
    // location page pages and counts with filters by index-only scans, and stops after one page when
    // sorted by relevance.
    ...(
      [
        ["places_country_rank_idx", table.countryId, [table.stateId]],
        ["places_state_rank_idx", table.stateId, [table.cityId, table.colonyId]],
        ["places_city_rank_idx", table.cityId, [table.colonyId]],
        ["places_colony_rank_idx", table.colonyId, []],
      ] as const
    ).map(([name, location, below]) =>
      index(name).on(
        location,
        table.isFeatured.desc().nullsFirst(),
        table.score.desc().nullsFirst(),
        table.reviewCount.desc().nullsFirst(),
        table.id,
        table.categoryId,
        table.priceRange,
        table.premiumDiscount,
        ...below,
      ),
    ),
    // Score and price orders where a location holds tens of thousands of places (a country, a
    // state); a city's few thousand are sorted from its rank index in a few milliseconds.
    ...(
      [
        ["places_country", table.countryId],
        ["places_state", table.stateId],
      ] as const
    ).flatMap(([prefix, location]) => [
      index(`${prefix}_score_idx`).on(
        location,
        table.score.desc().nullsFirst(),
        table.reviewCount.desc().nullsFirst(),
        table.id,
        table.categoryId,
        table.priceRange,
        table.premiumDiscount,
      ),
      index(`${prefix}_price_idx`).on(
        location,
        table.priceRange,
        table.score.desc().nullsFirst(),
        table.id,
        table.categoryId,
        table.premiumDiscount,
      ),
    ]),
    index("places_category_idx").on(table.categoryId),
    index("places_search_name_trgm_idx").using("gin", table.searchName.op("gin_trgm_ops")),
    index("places_earth_point_gist_idx").using("gist", table.earthPoint),
    check("places_price_range_ck", sql`${table.priceRange} between 1 and 4`),
    check("places_score_ck", sql`${table.score} between 0 and 5`),
  ],
);

const placeLink = (name: string, column: string, target: typeof cuisines) =>
  pgTable(
    name,
    {
      placeId: integer("place_id")
        .notNull()
        .references(() => places.id, { onDelete: "cascade" }),
      itemId: integer(column)
        .notNull()
        .references(() => target.id),
    },
    (table) => [
      primaryKey({ columns: [table.placeId, table.itemId] }),
      // Item first: "places with cuisine 3" and facet counts read it without touching the table.
      uniqueIndex(`${name}_item_place_uq`).on(table.itemId, table.placeId),
    ],
  );

export const placeCuisines = placeLink("place_cuisines", "cuisine_id", cuisines);
export const placeFoodTypes = placeLink("place_food_types", "food_type_id", foodTypes);
export const placeAmenities = placeLink("place_amenities", "amenity_id", amenities);

/** Opening hours in the venue's local time; closesAt earlier than opensAt means past midnight. */
export const placeHours = pgTable(
  "place_hours",
  {
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    opensAt: time("opens_at").notNull(),
    closesAt: time("closes_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.placeId, table.weekday, table.opensAt] }),
    check("place_hours_weekday_ck", sql`${table.weekday} between 0 and 6`),
  ],
);

/**
 * A date the venue keeps other hours than its week's: closed all day, or open at `hours` (wall-clock
 * ranges as place_hours has them). An all-day closure also stops online bookings that day.
 */
export const placeSpecialDays = pgTable(
  "place_special_days",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    closed: boolean("closed").notNull(),
    hours: jsonb("hours").$type<{ opensAt: string; closesAt: string }[]>().notNull().default(sql`'[]'::jsonb`),
    reasonEs: text("reason_es").notNull(),
    reasonEn: text("reason_en").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("place_special_days_place_date_uq").on(table.placeId, table.date)],
);
