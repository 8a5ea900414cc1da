import { type surveyFactNames, surveyRatingNames } from "@sobremesa/contracts";

export type RatingName = (typeof surveyRatingNames)[number];
export type FactName = (typeof surveyFactNames)[number];
/** A fact's answer in the form: yes, no, or "did not notice" (sent as null). */
export type FactAnswer = "yes" | "no" | "unknown";

export interface SurveyFormValues {
  ratings: Partial<Record<RatingName, number>>;
  wouldRecommend: boolean | null;
  facts: Record<FactName, FactAnswer>;
  comment: string;
}

export type SurveyProblem =
  | { field: RatingName; problem: "ratingRequired" }
  | { field: "wouldRecommend"; problem: "recommendRequired" };

export const emptySurvey = (): SurveyFormValues => ({
  ratings: {},
  wouldRecommend: null,
  facts: { accessible: "unknown", familyFriendly: "unknown", parking: "unknown" },
  comment: "",
});

/** What is missing, in the order the form shows it: every rating, then the recommendation. */
export function surveyProblems(values: SurveyFormValues): SurveyProblem[] {
  const problems: SurveyProblem[] = [];
  for (const name of surveyRatingNames)
    if (!values.ratings[name]) problems.push({ field: name, problem: "ratingRequired" });
  if (values.wouldRecommend === null) problems.push({ field: "wouldRecommend", problem: "recommendRequired" });
  return problems;
}

const factValue = (answer: FactAnswer) => (answer === "unknown" ? null : answer === "yes");

/** The answer body of the API (without the link's fields and lang); call only when there are no problems. */
export function surveyAnswers(values: SurveyFormValues) {
  const rating = (name: RatingName) => values.ratings[name] ?? 0;
  return {
    food: rating("food"),
    service: rating("service"),
    ambience: rating("ambience"),
    value: rating("value"),
    overall: rating("overall"),
    wouldRecommend: values.wouldRecommend === true,
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    accessible: factValue(values.facts.accessible),
    familyFriendly: factValue(values.facts.familyFriendly),
    parking: factValue(values.facts.parking),
  };
}
