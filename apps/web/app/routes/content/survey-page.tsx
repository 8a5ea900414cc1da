import { SurveyView } from "#app/features/survey/index.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/survey-page";
import { loadSurveyPage } from "./survey-page.server";

/** /encuesta-satisfaccion/?r=&exp=&sig= (/en/satisfaction-survey/): the survey of a finished visit. */
export function loader(args: Route.LoaderArgs) {
  return loadSurveyPage(args);
}

/** Private to whoever holds the link: never cached, never indexed. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        language: loaderData.language,
        title: loaderData.title,
        description: loaderData.description,
        siteUrl: siteUrlOf(matches),
        pathname: location.pathname,
        noindex: true,
      })
    : [];

export default function SurveyPage({ loaderData }: Route.ComponentProps) {
  return <SurveyView data={loaderData} />;
}
