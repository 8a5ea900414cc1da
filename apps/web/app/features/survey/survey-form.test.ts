import { describe, expect, it } from "vitest";
import { emptySurvey, surveyAnswers, surveyProblems } from "./survey-form";

describe("the survey form", () => {
  it("asks for every rating and the recommendation, in the form's order", () => {
    expect(surveyProblems(emptySurvey()).map((problem) => problem.field)).toEqual([
      "food",
      "service",
      "ambience",
      "value",
      "overall",
      "wouldRecommend",
    ]);
  });

  it("sends the ratings, the recommendation, a trimmed comment and facts as yes, no or null", () => {
    const values = {
      ...emptySurvey(),
      ratings: { food: 5, service: 4, ambience: 3, value: 2, overall: 4 },
      wouldRecommend: false,
      facts: { accessible: "yes" as const, familyFriendly: "no" as const, parking: "unknown" as const },
      comment: "  Rico  ",
    };
    expect(surveyProblems(values)).toEqual([]);
    expect(surveyAnswers(values)).toEqual({
      food: 5,
      service: 4,
      ambience: 3,
      value: 2,
      overall: 4,
      wouldRecommend: false,
      comment: "Rico",
      accessible: true,
      familyFriendly: false,
      parking: null,
    });
    expect(surveyAnswers({ ...values, comment: "   " })).not.toHaveProperty("comment");
  });
});
