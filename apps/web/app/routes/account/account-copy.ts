import { pathFor } from "@sobremesa/contracts";
import type { Describe } from "../../features/pages/page-data";

/** The user panel (auth guard) and the forgotten-password page; accounts arrive in a later issue. */
export const describeAccount: Describe = ({ id, language, t }) => {
  const key = id === "user-panel" ? "userPanel" : "forgotPassword";
  return {
    eyebrow: t(`pages.${key}.eyebrow`),
    heading: t(`pages.${key}.heading`),
    description: t(`pages.${key}.description`),
    soon: t(`pages.${key}.soon`),
    links: [{ label: t("pages.links.home"), to: pathFor("home", language) }],
  };
};
