import {
  DomainError,
  type Language,
  pathFor,
  type ReviewSummary,
  type SurveyAnswerResult,
  type SurveyErrorCode,
  surveyErrorMessage,
} from "@sobremesa/contracts";
import type { schema } from "@sobremesa/db";
import type { FinishedVisit } from "../reservations/index.ts";
import { surveyInvitation } from "./messages.ts";
import { checkSurveyLink, type SignedSurveyLink, SURVEY_LINK_DAYS, signSurveyLink } from "./survey-link.ts";
import type { SurveysRepository, SurveyTarget } from "./surveys-repository.ts";

type NewOutboxRow = typeof schema.outboxMessages.$inferInsert;

export interface SurveysServiceOptions {
  siteUrl: string;
  /** APP_SECRET: the links must verify on every instance and after restarts. */
  secret: string;
  now?: () => Date;
}

export interface SurveyAnswers {
  food: number;
  service: number;
  ambience: number;
  value: number;
  overall: number;
  wouldRecommend: boolean;
  comment?: string | undefined;
  accessible: boolean | null;
  familyFriendly: boolean | null;
  parking: boolean | null;
}

/** What the survey page shows for a link: the visit to rate, or why it cannot be answered. */
export type SurveyInvitationState =
  | {
      state: "open";
      visit: {
        code: string;
        placeName: string;
        placeSlug: string;
        startsAt: string;
        timeZone: string;
        party: number;
        firstName: string;
      };
    }
  | { state: "problem"; code: SurveyErrorCode; message: string };

export function createSurveysService(repository: SurveysRepository, options: SurveysServiceOptions) {
  const now = options.now ?? (() => new Date());

  const fail = (code: SurveyErrorCode, language: Language): never => {
    throw new DomainError(code, `Error: ${surveyErrorMessage(code, language)}`);
  };

  /** The reservation behind a link, or the reason the link cannot be used. */
  async function resolve(link: SignedSurveyLink): Promise<{ target: SurveyTarget } | { problem: SurveyErrorCode }> {
    const check = checkSurveyLink(options.secret, link, now());
    if (check === "invalid") return { problem: "SURVEY_LINK_INVALID" };
    const target = await repository.target(link.r);
    // Only a visit that happened is rated: a signed code of a cancelled booking is not a survey.
    if (target?.status !== "completed") return { problem: "SURVEY_LINK_INVALID" };
    if (target.answered) return { problem: "SURVEY_ALREADY_ANSWERED" };
    if (check === "expired") return { problem: "SURVEY_LINK_EXPIRED" };
    return { target };
  }

  /** The link a finished visit's invitation carries, on the site of the diner's language. */
  function linkFor(code: string, endsAt: Date, language: Language): string {
    const fields = signSurveyLink(options.secret, code, new Date(endsAt.getTime() + SURVEY_LINK_DAYS * 86_400_000));
    const query = new URLSearchParams({ r: fields.r, exp: String(fields.exp), sig: fields.sig });
    return `${options.siteUrl}${pathFor("satisfaction-survey", language)}?${query}`;
  }

  return {
    linkFor,

    /** The invitation e-mail of a finished visit, for the outbox (keyed: one per reservation). */
    invitation(visit: FinishedVisit): NewOutboxRow[] {
      if (!visit.email) return [];
      const language: Language = visit.language === "en" ? "en" : "es";
      const url = linkFor(visit.code, visit.endsAt, language);
      const message = surveyInvitation(language, { firstName: visit.firstName, placeName: visit.placeName, url });
      return [
        {
          channel: "email",
          recipient: visit.email,
          subject: message.subject,
          body: message.body,
          template: "survey-invitation",
          language,
          dedupKey: `survey:${visit.id}`,
        },
      ];
    },

    async open(link: SignedSurveyLink, language: Language): Promise<SurveyInvitationState> {
      const resolved = await resolve(link);
      if ("problem" in resolved)
        return { state: "problem", code: resolved.problem, message: surveyErrorMessage(resolved.problem, language) };
      const { target } = resolved;
      return {
        state: "open",
        visit: {
          code: target.code,
          placeName: target.placeName,
          placeSlug: target.placeSlug,
          startsAt: target.startsAt.toISOString(),
          timeZone: target.timeZone,
          party: target.party,
          firstName: target.firstName,
        },
      };
    },

    async answer(link: SignedSurveyLink, answers: SurveyAnswers, language: Language): Promise<SurveyAnswerResult> {
      const resolved = await resolve(link);
      if ("problem" in resolved) return fail(resolved.problem, language);
      const { target } = resolved;
      const stored = await repository.answer({
        reservationId: target.reservationId,
        placeId: target.placeId,
        language,
        food: answers.food,
        service: answers.service,
        ambience: answers.ambience,
        value: answers.value,
        overall: answers.overall,
        wouldRecommend: answers.wouldRecommend,
        comment: answers.comment?.trim() || null,
        accessible: answers.accessible,
        familyFriendly: answers.familyFriendly,
        parking: answers.parking,
      });
      if (!stored) return fail("SURVEY_ALREADY_ANSWERED", language);
      return { placeName: target.placeName, placeSlug: target.placeSlug };
    },

    /** The place's survey averages, or null before its first answer. */
    async summary(placeId: number): Promise<ReviewSummary | null> {
      const row = await repository.summary(placeId);
      if (!row || row.responses === 0) return null;
      return {
        responses: row.responses,
        food: row.food ?? 0,
        service: row.service ?? 0,
        ambience: row.ambience ?? 0,
        value: row.value ?? 0,
        overall: row.overall ?? 0,
        recommendPercent: row.recommendPercent ?? 0,
      };
    },

    verifiedAmenityIds: (placeId: number) => repository.verifiedAmenityIds(placeId),
  };
}

export type SurveysService = ReturnType<typeof createSurveysService>;
