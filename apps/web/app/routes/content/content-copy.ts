import { pathFor } from "@sobremesa/contracts";
import type { Describe } from "../../features/pages/page-data";

const keys: Record<string, string> = {
  "satisfaction-survey": "satisfactionSurvey",
};

/** The satisfaction survey's page: what it is for, and that its form comes soon. */
export const describeContent: Describe = ({ id, language, t }) => {
  const key = keys[id];
  if (!key) throw new Error(`describeContent does not know route ${id}`);
  return {
    eyebrow: t(`pages.${key}.eyebrow`),
    heading: t(`pages.${key}.heading`),
    description: t(`pages.${key}.description`),
    intro: t(`pages.${key}.intro`),
    soon: t(`pages.${key}.soon`),
    links: [
      { label: t("pages.links.highlights"), to: pathFor("home", language) },
      { label: t("pages.links.concierge"), to: pathFor("concierge", language) },
    ],
  };
};
