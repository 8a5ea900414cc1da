import { pathFor } from "@sobremesa/contracts";
import { titleCaseSlug } from "../../features/catalog/title-case";
import { type Describe, seedOf } from "../../features/pages/page-data";

/** Place profile pages (/lugar/...): the name from the slug, title-cased, and what comes soon. */
export const describePlace: Describe = ({ id, language, params, t }) => {
  const home = { label: t("pages.links.home"), to: pathFor("home", language) };
  if (id === "reservation-process") {
    return {
      eyebrow: t("pages.reservationProcess.eyebrow"),
      heading: t("pages.reservationProcess.heading"),
      description: t("pages.reservationProcess.description"),
      intro: t("pages.reservationProcess.intro"),
      steps: t("pages.reservationProcess.steps", { returnObjects: true }) as string[],
      soon: t("pages.reservationProcess.soon"),
      links: [{ label: t("pages.links.highlights"), to: pathFor("home", language) }],
      backTo: pathFor("home", language),
    };
  }

  const slug = params.profileSlug ?? params.slug ?? "";
  const place = titleCaseSlug(slug);
  const profile = { label: t("pages.links.place", { place }), to: pathFor("place", language, { profileSlug: slug }) };
  const art = { seed: seedOf(slug), category: "restaurant" as const };
  const key = {
    place: "place",
    "place-menu": "placeMenu",
    "place-reserve": "placeReserve",
    "place-payment-policy": "placePaymentPolicy",
  }[id];
  if (!key) throw new Error(`describePlace does not know route ${id}`);

  const copy = {
    eyebrow: t(`pages.${key}.eyebrow`, { place }),
    heading: t(`pages.${key}.heading`, { place }),
    title: t(`pages.${key}.title`, { place }),
    description: t(`pages.${key}.description`, { place }),
    soon: t(`pages.${key}.soon`, { place }),
    art,
  };
  if (id === "place") {
    return {
      ...copy,
      links: [
        { label: t("pages.links.reserve"), to: pathFor("place-reserve", language, { slug }) },
        { label: t("pages.links.menu"), to: pathFor("place-menu", language, { slug }) },
        { label: t("pages.links.reservationProcess"), to: pathFor("reservation-process", language) },
      ],
      backTo: pathFor("home", language),
    };
  }
  return { ...copy, links: [profile, home], backTo: profile.to };
};
