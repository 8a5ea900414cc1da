import { SurveyView } from "../../features/survey/components/survey-view";
import { loadSurveyPage } from "../../features/survey/survey-loader.server";
import { pageMeta, siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/survey-page";

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
