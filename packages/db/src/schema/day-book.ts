import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
