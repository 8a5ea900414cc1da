import { pathFor } from "@sobremesa/contracts";
import type { Describe, PageSection } from "../../features/pages/page-data";

/** Privacy notice and terms: short real texts in both languages. */
export const describeLegal: Describe = ({ id, language, t }) => {
  const key = id === "privacy" ? "privacy" : "terms";
  return {
    eyebrow: t("pages.legal.eyebrow"),
    heading: t(`pages.${key}.heading`),
    description: t(`pages.${key}.description`),
    intro: t(`pages.${key}.intro`),
    sections: t(`pages.${key}.sections`, { returnObjects: true }) as PageSection[],
    links: [
      id === "privacy"
        ? { label: t("pages.links.terms"), to: pathFor("terms", language) }
        : { label: t("pages.links.privacy"), to: pathFor("privacy", language) },
      { label: t("pages.links.concierge"), to: pathFor("concierge", language) },
    ],
  };
};
