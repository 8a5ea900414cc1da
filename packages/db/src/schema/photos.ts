import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { places } from "./catalog.ts";
import { experiences } from "./experiences.ts";
import { storeProducts } from "./store.ts";

/**
 * A venue's photos, uploaded in the partner console. The files live in the photo store (the data
 * directory or an S3-compatible bucket) under content-hashed names; a row exists only once its
 * files do, and its files are removed when it goes.
 */
export const placePhotos = pgTable(
  "place_photos",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    /** 0 first: the order the venue chose; the first photo is the place's cover. */
    position: integer("position").notNull(),
    /** Stored name stem, `{placeId}/{content hash}`: each width and format is `{stem}-{width}.{ext}`. */
    stem: text("stem").notNull(),
    /** The widths stored (pixels), smallest first; never wider than the original. */
    widths: integer("widths").array().notNull(),
    /** The largest stored rendition's size, for the page's width and height attributes. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    altEs: text("alt_es").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("place_photos_place_idx").on(table.placeId, table.position),
    check("place_photos_size_ck", sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/**
 * Photos of an experience or a product, uploaded in the organizer's or the store's console: the same
 * files and columns as a venue's, one owner per row. Their stems start `e{id}/` or `p{id}/`, so no
 * stem is ever a venue's too.
 */
export const itemPhotos = pgTable(
  "item_photos",
  {
    id: serial("id").primaryKey(),
    experienceId: integer("experience_id").references(() => experiences.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => storeProducts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    stem: text("stem").notNull(),
    widths: integer("widths").array().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    altEs: text("alt_es").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("item_photos_experience_idx").on(table.experienceId, table.position),
    index("item_photos_product_idx").on(table.productId, table.position),
    check("item_photos_size_ck", sql`${table.width} > 0 and ${table.height} > 0`),
    check("item_photos_one_owner_ck", sql`num_nonnulls(${table.experienceId}, ${table.productId}) = 1`),
  ],
);
