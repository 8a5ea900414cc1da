import { doublePrecision, index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { earthPointColumn, searchNameColumn } from "./search-columns.ts";

export const countries = pgTable("countries", {
  id: integer("id").primaryKey(),
  code: varchar("code", { length: 2 }).notNull().unique(),
  iso3: varchar("iso3", { length: 3 }).notNull(),
  nameEs: text("name_es").notNull(),
  nameEn: text("name_en").notNull(),
  slug: text("slug").notNull().unique(),
  dialCode: text("dial_code").notNull(),
  currency: varchar("currency", { length: 3 }).notNull(),
  currencySymbol: text("currency_symbol").notNull(),
  timezone: text("timezone").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});

export const states = pgTable(
  "states",
  {
    id: integer("id").primaryKey(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    name: text("name").notNull(),
    code: text("code").notNull(),
    slug: text("slug").notNull(),
    timezone: text("timezone").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Accent-insensitive location search ("queretaro" finds "Querétaro"). */
    searchName: searchNameColumn(),
  },
  (table) => [
    uniqueIndex("states_country_slug_uq").on(table.countryId, table.slug),
    index("states_search_name_trgm_idx").using("gin", table.searchName.op("gin_trgm_ops")),
  ],
);

export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    timezone: text("timezone").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Accent-insensitive location search. */
    searchName: searchNameColumn(),
    /** Nearest city to a visitor's coordinates (geolocation), by a nearest-first GiST scan. */
    earthPoint: earthPointColumn(),
  },
  (table) => [
    uniqueIndex("cities_state_slug_uq").on(table.stateId, table.slug),
    index("cities_country_idx").on(table.countryId),
    index("cities_search_name_trgm_idx").using("gin", table.searchName.op("gin_trgm_ops")),
    index("cities_earth_point_gist_idx").using("gist", table.earthPoint),
  ],
);

/** Neighbourhoods (colonias, barrios). Their slugs never collide with a city slug of the same state. */
export const colonies = pgTable(
  "colonies",
  {
    id: integer("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Accent-insensitive location search. */
    searchName: searchNameColumn(),
    /** Nearest colony to a visitor's coordinates (geolocation). */
    earthPoint: earthPointColumn(),
  },
  (table) => [
    uniqueIndex("colonies_state_slug_uq").on(table.stateId, table.slug),
    index("colonies_search_name_trgm_idx").using("gin", table.searchName.op("gin_trgm_ops")),
    index("colonies_earth_point_gist_idx").using("gist", table.earthPoint),
  ],
);
