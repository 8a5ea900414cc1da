import { z } from "zod";
import { textInput } from "../input.ts";
import { reservationCodeField } from "../reservations/schemas.ts";

/** The signed survey link's query: the reservation code, the expiry (Unix seconds) and the signature. */
export const surveyLinkFields = {
  r: reservationCodeField,
  exp: z.coerce.number().int().positive().max(9_999_999_999),
  sig: textInput().regex(/^[A-Za-z0-9_-]{20,100}$/, "a link signature"),
};
export const surveyLinkQuery = z.object(surveyLinkFields);
export type SurveyLink = z.infer<typeof surveyLinkQuery>;

const rating = z.number().int().min(1).max(5);
/** yes, no, or null for "did not notice". */
const fact = z.boolean().nullable();

export const surveyRatingNames = ["food", "service", "ambience", "value", "overall"] as const;
export const surveyFactNames = ["accessible", "familyFriendly", "parking"] as const;

/** POST /survey-responses (main surface): the link's fields and the answers. */
export const surveyAnswerBody = z.object({
  ...surveyLinkFields,
  exp: z.number().int().positive().max(9_999_999_999),
  food: rating,
  service: rating,
  ambience: rating,
  value: rating,
  overall: rating,
  wouldRecommend: z.boolean(),
  comment: textInput().trim().max(2_000).optional(),
  accessible: fact,
  familyFriendly: fact,
  parking: fact,
  lang: z.enum(["es", "en"]).default("es"),
});
export type SurveyAnswerBody = z.infer<typeof surveyAnswerBody>;

export const surveyAnswerResult = z.object({
  data: z.object({ placeName: z.string(), placeSlug: z.string() }),
});
export type SurveyAnswerResult = z.infer<typeof surveyAnswerResult>["data"];

/** A place's review summary from the survey: averages to one decimal, the share who would recommend it. */
export const reviewSummary = z.object({
  responses: z.number().int(),
  food: z.number(),
  service: z.number(),
  ambience: z.number(),
  value: z.number(),
  overall: z.number(),
  recommendPercent: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;
