import { errorStatus, type SurveyErrorCode, surveyErrorMessage, surveyLinkQuery } from "@sobremesa/contracts";
import { data } from "react-router";
import type { SurveyPageData } from "#app/features/survey/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/survey-page";

/**
 * /encuesta-satisfaccion/?r=&exp=&sig=: the visit of a signed link, or why it cannot be answered
 * (not valid, expired, already answered), each with its own status and a sentence in the page's language.
 */
export async function loadSurveyPage(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (!page) throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const language = languageOf(args);
  const { t } = getI18n(language);
  const common = {
    language,
    title: t("pages.titleTemplate", { title: t("survey.title") }),
    description: t("survey.description"),
  };
  const headers = { "Cache-Control": PRIVATE_PAGE_CACHE, "X-Robots-Tag": "noindex" };
  const problem = (code: SurveyErrorCode) =>
    data<SurveyPageData>(
      { ...common, state: "problem", code, message: surveyErrorMessage(code, language) },
      { status: errorStatus[code], headers },
    );

  const link = surveyLinkQuery.safeParse(Object.fromEntries(url.searchParams));
  const surveys = args.context.get(servicesContext).surveys;
  if (!link.success || !surveys) return problem("SURVEY_LINK_INVALID");
  const opened = await surveys.open(link.data, language);
  if (opened.state === "problem") return problem(opened.code);
  return data<SurveyPageData>(
    {
      ...common,
      title: t("pages.titleTemplate", { title: t("survey.heading", { place: opened.visit.placeName }) }),
      state: "open",
      visit: opened.visit,
      link: link.data,
    },
    { headers },
  );
}
