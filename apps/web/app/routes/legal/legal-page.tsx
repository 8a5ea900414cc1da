import { pathFor } from "@sobremesa/contracts";
import { data } from "react-router";
import { formatUpdated, type LegalDocumentId, LegalDocumentView, legalDocument } from "#app/features/legal/index.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/legal-page";

/** /aviso-de-privacidad/ and /terminos-y-condiciones/ (/en/privacy-policy/, /en/terms-and-conditions/). */
export function loader({ request, pattern }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageRouteOfRequest({ pattern, url, request });
  const id = page?.route.id;
  if (!page || (id !== "privacy" && id !== "terms"))
    throw data(`Page Not Found ${url.pathname}`, { status: 404, statusText: "Not Found" });
  const language = languageOf({ request, pattern });
  const { t } = getI18n(language);
  const document = legalDocument(id as LegalDocumentId, language);
  return {
    language: language,
    title: t("pages.titleTemplate", { title: document.title }),
    view: {
      document,
      updatedLabel: t("legal.updated", { date: formatUpdated(document.updated, language) }),
      related: [
        id === "privacy"
          ? { to: pathFor("terms", language), label: t("pages.links.terms") }
          : { to: pathFor("privacy", language), label: t("pages.links.privacy") },
        { to: pathFor("concierge", language), label: t("pages.links.concierge") },
      ],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        language: loaderData.language,
        title: loaderData.title,
        description: loaderData.view.document.description,
        siteUrl: siteUrlOf(matches),
        pathname: location.pathname,
      })
    : [];

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView view={loaderData.view} />;
}
