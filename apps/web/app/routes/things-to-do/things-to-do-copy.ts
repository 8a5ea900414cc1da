import { pathFor } from "@sobremesa/contracts";
import { countryName, DEFAULT_COUNTRY, isServedCountry } from "../../features/catalog/countries";
import { titleCaseSlug } from "../../features/catalog/title-case";
import { type Describe, type PageLink, seedOf } from "../../features/pages/page-data";

/** Things to do: one plan, buying it, the listings by location and the thank-you page. */
export const describeThingsToDo: Describe = ({ id, language, params, t }) => {
  const listing: PageLink = {
    label: t("pages.links.experiences"),
    to: pathFor("experiences-country", language, { countryCode: DEFAULT_COUNTRY }),
  };
  const home: PageLink = { label: t("pages.links.home"), to: pathFor("home", language) };

  if (id === "experience" || id === "experience-buy") {
    const slug = params.slug ?? "";
    const experience = titleCaseSlug(slug);
    const key = id === "experience" ? "experience" : "experienceBuy";
    const detail: PageLink = {
      label: t("pages.links.experience", { experience }),
      to: pathFor("experience", language, { slug }),
    };
    return {
      eyebrow: t(`pages.${key}.eyebrow`, { experience }),
      heading: t(`pages.${key}.heading`, { experience }),
      title: t(`pages.${key}.title`, { experience }),
      description: t(`pages.${key}.description`, { experience }),
      soon: t(`pages.${key}.soon`, { experience }),
      art: { seed: seedOf(slug), category: "nightclub" },
      links: id === "experience" ? [listing, home] : [detail, listing],
      backTo: id === "experience" ? listing.to : detail.to,
    };
  }

  if (id === "experiences-thanks") {
    return {
      heading: t("pages.experiencesThanks.heading"),
      description: t("pages.experiencesThanks.description"),
      soon: t("pages.experiencesThanks.soon"),
      links: [listing, home],
    };
  }

  const { countryCode = DEFAULT_COUNTRY, stateOrSlug, cityOrColonyOrSlug, slug } = params;
  const country = countryName(t, countryCode);
  const state = stateOrSlug ? titleCaseSlug(stateOrSlug) : undefined;
  const city = cityOrColonyOrSlug ? titleCaseSlug(cityOrColonyOrSlug) : undefined;
  const filter = slug ? titleCaseSlug(slug) : undefined;
  const trail = [city, state, country].filter(Boolean).join(", ");
  const breadcrumbs: PageLink[] = [];
  if (stateOrSlug) {
    breadcrumbs.push({ label: country, to: pathFor("experiences-country", language, { countryCode }) });
  }
  if (stateOrSlug && cityOrColonyOrSlug && state) {
    breadcrumbs.push({ label: state, to: pathFor("experiences-state", language, { countryCode, stateOrSlug }) });
  }
  if (stateOrSlug && cityOrColonyOrSlug && slug && city) {
    breadcrumbs.push({
      label: city,
      to: pathFor("experiences-city", language, { countryCode, stateOrSlug, cityOrColonyOrSlug }),
    });
  }
  return {
    eyebrow: filter ? trail : t("pages.experiences.eyebrow"),
    heading: filter ?? t("pages.experiences.heading", { location: city ?? state ?? country }),
    title: filter ? t("pages.experiences.filterTitle", { filter, trail }) : t("pages.experiences.title", { trail }),
    description: t("pages.experiences.description", { trail }),
    soon: t("pages.experiences.soon", { trail }),
    links: [
      home,
      {
        label: t("pages.links.places", { location: country }),
        to: pathFor("country", language, { countryCode: isServedCountry(countryCode) ? countryCode : DEFAULT_COUNTRY }),
      },
    ],
    breadcrumbs: breadcrumbs.length > 0 ? breadcrumbs : undefined,
  };
};
