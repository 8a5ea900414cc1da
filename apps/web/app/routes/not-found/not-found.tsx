import { languageOfPath } from "@sobremesa/contracts";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { StatusPage } from "../../components/layout/status-page";
import { getI18n } from "../../i18n/i18n";
import type { Route } from "./+types/not-found";

/** Unmatched paths answer 404 with a calm page (the full design comes with the route table). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ location }: Route.MetaArgs) {
  const { t } = getI18n(languageOfPath(location.pathname));
  return [{ title: t("meta.notFound.title") }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  const { t } = useTranslation();
  return <StatusPage heading={t("notFound.heading")} text={t("notFound.text")} cta={t("notFound.cta")} />;
}
