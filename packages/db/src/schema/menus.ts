import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { places } from "./catalog.ts";

/**
 * A place's menu: ordered sections of ordered items, bilingual, with prices in minor units
 * of the place's currency and dietary tags from a fixed list (DIETARY_TAGS of the seed and the
 * domain; a check keeps other words out). Items carry place_id too, so a whole menu is one index
 * read without joining its sections.
 */
export const menuSections = pgTable(
  "menu_sections",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    /** Grows with each edit in the partner console: an edit from an older reading is refused. */
    version: integer("version").notNull().default(0),
  },
  (table) => [index("menu_sections_place_idx").on(table.placeId, table.position)],
);

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    sectionId: integer("section_id")
      .notNull()
      .references(() => menuSections.id, { onDelete: "cascade" }),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionEs: text("description_es").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    /** Minor units of the place's currency. */
    price: integer("price").notNull(),
    dietaryTags: text("dietary_tags").array().notNull().default(sql`'{}'::text[]`),
    /** Grows with each edit in the partner console: an edit from an older reading is refused. */
    version: integer("version").notNull().default(0),
  },
  (table) => [
    index("menu_items_place_idx").on(table.placeId, table.sectionId, table.position),
    index("menu_items_section_idx").on(table.sectionId),
    check("menu_items_price_ck", sql`${table.price} > 0`),
    check(
      "menu_items_dietary_tags_ck",
      sql`${table.dietaryTags} <@ array['vegetarian', 'vegan', 'gluten-free', 'spicy', 'contains-nuts', 'seafood']::text[]`,
    ),
  ],
);
