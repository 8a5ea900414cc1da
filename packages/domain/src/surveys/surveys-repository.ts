import type { Database } from "@sobremesa/db";
import { AMENITY, schema } from "@sobremesa/db";
import { eq, sql } from "drizzle-orm";

const { placeAmenities, placeAmenityVerifications, places, reservations, surveyResponses } = schema;

/** The facts a diner can confirm in the survey, and the amenity each one verifies. */
const surveyFacts = {
  accessible: AMENITY.accesible,
  familyFriendly: AMENITY.areaInfantil,
  parking: AMENITY.estacionamiento,
} as const;

export interface SurveyTarget {
  reservationId: string;
  code: string;
  status: string;
  party: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  firstName: string;
  placeId: number;
  placeName: string;
  placeSlug: string;
  answered: boolean;
}

export type NewSurveyResponse = typeof surveyResponses.$inferInsert;

/** A fact becomes a verified amenity when at least this many diners said yes, and more said yes than no. */
export const VERIFY_MIN_YES = 2;

export function createSurveysRepository(db: Database) {
  return {
    async target(code: string): Promise<SurveyTarget | undefined> {
      const [row] = await db
        .select({
          reservationId: reservations.id,
          code: reservations.code,
          status: reservations.status,
          party: reservations.party,
          startsAt: reservations.startsAt,
          endsAt: reservations.endsAt,
          timeZone: reservations.timeZone,
          firstName: reservations.firstName,
          placeId: places.id,
          placeName: places.name,
          placeSlug: places.slug,
          answered: sql<boolean>`exists (select 1 from ${surveyResponses} where ${surveyResponses.reservationId} = ${reservations.id})`,
        })
        .from(reservations)
        .innerJoin(places, eq(places.id, reservations.placeId))
        .where(eq(reservations.code, code));
      return row;
    },

    /**
     * Stores the answer and folds it into the place, in one transaction: the overall rating into the
     * score and review count, the facts into verified amenities. False when the reservation was
     * already answered (the unique key decides, so two tabs submitting at once store one answer).
     */
    async answer(response: NewSurveyResponse): Promise<boolean> {
      return db.transaction(async (tx) => {
        const stored = await tx
          .insert(surveyResponses)
          .values(response)
          .onConflictDoNothing({ target: surveyResponses.reservationId })
          .returning({ id: surveyResponses.id });
        if (stored.length === 0) return false;
        await tx
          .update(places)
          .set({
            score: sql`round(((${places.score} * ${places.reviewCount}) + ${response.overall}) / (${places.reviewCount} + 1), 1)`,
            reviewCount: sql`${places.reviewCount} + 1`,
          })
          .where(eq(places.id, response.placeId));
        for (const [fact, amenityId] of Object.entries(surveyFacts) as [keyof typeof surveyFacts, number][]) {
          if (response[fact] !== true) continue;
          const column = surveyResponses[fact];
          const [votes] = await tx
            .select({
              yes: sql<number>`count(*) filter (where ${column})::int`,
              no: sql<number>`count(*) filter (where not ${column})::int`,
            })
            .from(surveyResponses)
            .where(eq(surveyResponses.placeId, response.placeId));
          if (!votes || votes.yes < VERIFY_MIN_YES || votes.yes <= votes.no) continue;
          await tx
            .insert(placeAmenities)
            .values({ placeId: response.placeId, itemId: amenityId })
            .onConflictDoNothing();
          await tx
            .insert(placeAmenityVerifications)
            .values({ placeId: response.placeId, amenityId })
            .onConflictDoNothing();
        }
        return true;
      });
    },

    async summary(placeId: number) {
      const [row] = await db
        .select({
          responses: sql<number>`count(*)::int`,
          food: sql<number | null>`round(avg(${surveyResponses.food}), 1)::float8`,
          service: sql<number | null>`round(avg(${surveyResponses.service}), 1)::float8`,
          ambience: sql<number | null>`round(avg(${surveyResponses.ambience}), 1)::float8`,
          value: sql<number | null>`round(avg(${surveyResponses.value}), 1)::float8`,
          overall: sql<number | null>`round(avg(${surveyResponses.overall}), 1)::float8`,
          recommendPercent: sql<number | null>`round(100 * avg(${surveyResponses.wouldRecommend}::int))::int`,
        })
        .from(surveyResponses)
        .where(eq(surveyResponses.placeId, placeId));
      return row;
    },

    async verifiedAmenityIds(placeId: number): Promise<number[]> {
      const rows = await db
        .select({ id: placeAmenityVerifications.amenityId })
        .from(placeAmenityVerifications)
        .where(eq(placeAmenityVerifications.placeId, placeId));
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },
  };
}

export type SurveysRepository = ReturnType<typeof createSurveysRepository>;
