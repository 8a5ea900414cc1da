import { DEFAULT_HEADER_COLOR } from "@sobremesa/contracts";
import { data } from "react-router";
import type { PageData } from "#app/features/pages/index.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import type { Route } from "./+types/test-page";
import { describeTest } from "./test-copy";

/**
 * The test page's loader: the route of the table it renders (React Router's own match), its copy in
 * the page's language, header colour and indexing. The guards already ran in the layout middleware;
 * a path that reaches here without a table route is not ours: 404.
 */
export function loadTestPage(args: Route.LoaderArgs): PageData {
  const url = new URL(args.request.url);
  const page = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  if (!page) throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const language = languageOf(args);
  const { t } = getI18n(language);
  const params = Object.fromEntries(
    Object.entries(args.params).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const copy = describeTest({ id: page.route.id, language, params, url, t });
  return {
    ...copy,
    id: page.route.id,
    language,
    layout: page.route.layout,
    title: t("pages.titleTemplate", { title: copy.title ?? copy.heading }),
    headerColor: DEFAULT_HEADER_COLOR,
    noindex: !page.route.indexable,
  };
}
