import { pathFor } from "@sobremesa/contracts";
import type { Describe, PageLink } from "../../features/pages/page-data";

/** The plan pages a route id belongs to: `premium-b-checkout` -> plan `premium-b`, step `checkout`. */
export function membershipStep(id: string): {
  plan: string;
  step: "landing" | "checkout" | "thanks" | "alreadyMember";
} {
  for (const [suffix, step] of [
    ["-checkout", "checkout"],
    ["-thanks", "thanks"],
    ["-already-member", "alreadyMember"],
  ] as const) {
    if (id.endsWith(suffix)) return { plan: id.slice(0, -suffix.length), step };
  }
  return { plan: id, step: "landing" };
}

/** Membership pages (no header or footer): Premium, its B variant and Plus; payments come later. */
export const describeMembership: Describe = ({ id, language, t }) => {
  const home: PageLink = { label: t("pages.links.home"), to: pathFor("home", language) };
  if (id === "plus") {
    return {
      eyebrow: t("pages.membership.eyebrow"),
      heading: t("pages.plus.heading"),
      description: t("pages.plus.description"),
      intro: t("pages.plus.intro"),
      benefits: t("pages.plus.benefits", { returnObjects: true }) as string[],
      soon: t("pages.plus.soon"),
      links: [home],
    };
  }
  const { plan, step } = membershipStep(id);
  const landing: PageLink = { label: t("pages.links.premium"), to: pathFor(plan, language) };
  const links: Record<typeof step, PageLink[]> = {
    landing: [{ label: t("pages.links.plus"), to: pathFor("plus", language) }, home],
    checkout: [landing, home],
    thanks: [home, landing],
    alreadyMember: [home, { label: t("pages.links.account"), to: pathFor("user-panel", language) }],
  };
  return {
    eyebrow: t("pages.membership.eyebrow"),
    heading: t(`pages.membership.${step}.heading`),
    title: t(`pages.membership.${step}.title`),
    description: t(`pages.membership.${step}.description`),
    soon: t(`pages.membership.${step}.soon`),
    links: links[step],
  };
};
