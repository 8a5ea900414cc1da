import type { Database } from "@sobremesa/db";
import { createSurveysRepository } from "./surveys-repository.ts";
import { createSurveysService, type SurveysServiceOptions } from "./surveys-service.ts";

export { type SignedSurveyLink, SURVEY_LINK_DAYS, signSurveyLink } from "./survey-link.ts";
export { VERIFY_MIN_YES } from "./surveys-repository.ts";
export type {
  SurveyAnswers,
  SurveyInvitationState,
  SurveysService,
  SurveysServiceOptions,
} from "./surveys-service.ts";

/**
 * The satisfaction survey: a signed link e-mailed after a finished visit, one answer per
 * reservation, folded into the place's score, review summary and verified amenities.
 */
export function surveysService(db: Database, options: SurveysServiceOptions) {
  return createSurveysService(createSurveysRepository(db), options);
}
