import { pathFor } from "@sobremesa/contracts";
import type { Describe } from "#app/features/pages/index.ts";

/** /test/{id}/: checks route parameter validation (the id is digits only, or the page is a 404). */
export const describeTest: Describe = ({ language, params, t }) => ({
  eyebrow: t("pages.test.eyebrow"),
  heading: t("pages.test.heading", { id: params.id }),
  description: t("pages.test.description"),
  intro: t("pages.test.intro", { id: params.id }),
  links: [{ label: t("pages.links.home"), to: pathFor("home", language) }],
});
