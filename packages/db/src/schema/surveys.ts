import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { amenities, places } from "./catalog.ts";
import { reservations } from "./reservations.ts";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The five ratings of the satisfaction survey, each 1 to 5. */
export const surveyRatings = ["food", "service", "ambience", "value", "overall"] as const;
export type SurveyRating = (typeof surveyRatings)[number];

/** One answer per reservation (the unique key is the rule), after the visit. */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reservationId: uuid("reservation_id")
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: "cascade" }),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    food: smallint("food").notNull(),
    service: smallint("service").notNull(),
    ambience: smallint("ambience").notNull(),
    value: smallint("value").notNull(),
    overall: smallint("overall").notNull(),
    wouldRecommend: boolean("would_recommend").notNull(),
    comment: text("comment"),
    /** Facts: true (yes), false (no), null (did not notice). */
    accessible: boolean("accessible"),
    familyFriendly: boolean("family_friendly"),
    parking: boolean("parking"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("survey_responses_place_idx").on(table.placeId, table.createdAt),
    ...surveyRatings.map((rating) => check(`survey_responses_${rating}_ck`, sql`${table[rating]} between 1 and 5`)),
  ],
);

/** Amenities of a place that diners confirmed in the survey ("verified" beside the amenity and its filter). */
export const placeAmenityVerifications = pgTable(
  "place_amenity_verifications",
  {
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    amenityId: integer("amenity_id")
      .notNull()
      .references(() => amenities.id),
    verifiedAt: instant("verified_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.placeId, table.amenityId] })],
);
