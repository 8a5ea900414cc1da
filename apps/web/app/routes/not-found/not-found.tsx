import { languageOfPath } from "@sobremesa/contracts";
import { data } from "react-router";
import { NotFoundView } from "#app/components/layout/not-found-view.tsx";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import type { Route } from "./+types/not-found";

/** /not-found/ and every unmatched path of each language: the not-found page, status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(languageOfPath(location.pathname));
  return [{ title: t("meta.notFound.title") }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundView />;
}
