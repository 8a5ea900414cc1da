import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { places } from "./catalog.ts";

/**
 * The venue's day book feed: one row per change of a reservation (booked, changed, seated,
 * cancelled...), written by a trigger on `reservations` in the change's own transaction (migration
 * 0021), so a change made anywhere (the diner's site, the console, the worker) is never missed. The
 * same trigger notifies the `day_book` channel; an open day book that reconnects catches up from
 * the last id it saw.
 */
export const dayBookEvents = pgTable(
  "day_book_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    placeId: integer("place_id").notNull(),
    reservationId: uuid("reservation_id").notNull(),
    /** created, changed, seated, completed, cancelled, no_show. */
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("day_book_events_place_idx").on(table.placeId, table.id)],
);

/** What a venue's staff keep about a diner: tags seen on each of their next bookings there. */
export const guestTags = ["vip", "allergy", "celebration"] as const;
export type GuestTag = (typeof guestTags)[number];

/**
 * A venue's notes and tags about one diner, known by the booking's e-mail (lower case) or, without
 * one, its phone (E.164): each of the diner's bookings at that venue shows them.
 */
export const guestNotes = pgTable(
  "guest_notes",
  {
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    guestKey: text("guest_key").notNull(),
    note: text("note").notNull().default(""),
    tags: text("tags").array().$type<GuestTag[]>().notNull().default(sql`'{}'`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [
    primaryKey({ columns: [table.placeId, table.guestKey] }),
    check("guest_notes_tags_ck", sql`${table.tags} <@ array['vip', 'allergy', 'celebration']::text[]`),
    check("guest_notes_note_ck", sql`char_length(${table.note}) <= 1000`),
  ],
);
