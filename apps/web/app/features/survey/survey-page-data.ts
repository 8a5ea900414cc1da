import type { Language, SurveyErrorCode } from "@sobremesa/contracts";

export interface SurveyVisit {
  code: string;
  placeName: string;
  placeSlug: string;
  startsAt: string;
  timeZone: string;
  party: number;
  firstName: string;
}

/** What the survey page's loader (routes/content/survey-page.server.ts) gives its view. */
export type SurveyPageData = {
  language: Language;
  title: string;
  description: string;
} & (
  | { state: "open"; visit: SurveyVisit; link: { r: string; exp: number; sig: string } }
  | { state: "problem"; code: SurveyErrorCode; message: string }
);
