import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { countries } from "./geo.ts";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Businesses that run things to do (tour operators, schools, promoters): they own experiences and
 * their staff sell and check in the tickets from the partner console, as venue staff run a venue.
 */
export const organizers = pgTable("organizers", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** Its experiences are in this country (their prices in its currency). */
  countryId: integer("country_id")
    .notNull()
    .references(() => countries.id),
  createdAt: instant("created_at").notNull().defaultNow(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

/** Who works for which organizer: owners run it all, managers the experiences, door staff check tickets in. */
export const organizerStaff = pgTable(
  "organizer_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizerId: integer("organizer_id")
      .notNull()
      .references(() => organizers.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner | manager | door */
    role: text("role").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("organizer_staff_organizer_user_key").on(table.organizerId, table.userId),
    index("organizer_staff_user_idx").on(table.userId),
    check("organizer_staff_role_check", sql`${table.role} in ('owner', 'manager', 'door')`),
  ],
);
