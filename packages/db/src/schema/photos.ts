import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { places } from "./catalog.ts";

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
