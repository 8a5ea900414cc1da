import { pathFor } from "@sobremesa/contracts";
import { countryName, DEFAULT_COUNTRY, isServedCountry } from "../../features/catalog/countries";
import { titleCaseSlug } from "../../features/catalog/title-case";
import type { Describe, PageLink } from "../../features/pages/page-data";

/** The search text a visitor typed (header or home search), trimmed and bounded. */
export function searchQuery(url: URL): string | undefined {
  const query = url.searchParams.get("q")?.trim().slice(0, 100);
  return query ? query : undefined;
}

/**
 * Location pages (/mx/, /mx/{state}/, /mx/{state}/{city}/, filters, Plus and place Premium pages):
 * the names from the URL, title-cased, and a plain note that the listing comes soon.
 */
export const describeLocation: Describe = ({ id, language, params, url, t }) => {
  const { countryCode = DEFAULT_COUNTRY, stateOrSlug, cityOrColonyOrSlug, slug } = params;
  const country = countryName(t, countryCode);
  const state = stateOrSlug ? titleCaseSlug(stateOrSlug) : undefined;
  const city = cityOrColonyOrSlug ? titleCaseSlug(cityOrColonyOrSlug) : undefined;
  const trail = [city, state, country].filter(Boolean).join(", ");
  const here = city ?? state ?? country;

  const breadcrumbs: PageLink[] = [{ label: country, to: pathFor("country", language, { countryCode }) }];
  if (stateOrSlug && state) {
    breadcrumbs.push({ label: state, to: pathFor("state", language, { countryCode, stateOrSlug }) });
  }
  if (stateOrSlug && cityOrColonyOrSlug && city) {
    breadcrumbs.push({
      label: city,
      to: pathFor("city", language, { countryCode, stateOrSlug, cityOrColonyOrSlug }),
    });
  }

  const home: PageLink = { label: t("pages.links.highlights"), to: pathFor("home", language) };
  const thingsToDo: PageLink = {
    label: t("pages.links.experiencesIn", { location: country }),
    to: pathFor("experiences-country", language, {
      countryCode: isServedCountry(countryCode) ? countryCode : DEFAULT_COUNTRY,
    }),
  };
  const query = searchQuery(url);
  const intro = query ? t("pages.location.search", { query }) : undefined;

  switch (id) {
    case "country-plus":
    case "state-plus":
    case "city-plus":
      return {
        eyebrow: t("pages.locationPlus.eyebrow"),
        heading: t("pages.locationPlus.heading", { location: here }),
        title: t("pages.locationPlus.title", { trail }),
        description: t("pages.locationPlus.description", { trail }),
        soon: t("pages.locationPlus.soon", { trail }),
        links: [{ label: t("pages.links.plus"), to: pathFor("plus", language) }, home],
        breadcrumbs,
      };
    case "place-premium": {
      const place = titleCaseSlug(slug ?? "");
      return {
        eyebrow: t("pages.placePremium.eyebrow"),
        heading: t("pages.placePremium.heading", { place }),
        title: t("pages.placePremium.title", { place, trail }),
        description: t("pages.placePremium.description", { place, trail }),
        soon: t("pages.placePremium.soon", { place }),
        links: [
          { label: t("pages.links.place", { place }), to: pathFor("place", language, { profileSlug: slug ?? "" }) },
          { label: t("pages.links.plus"), to: pathFor("plus", language) },
        ],
        breadcrumbs,
      };
    }
    case "filter": {
      const filter = titleCaseSlug(slug ?? "");
      return {
        eyebrow: trail,
        heading: filter,
        title: t("pages.location.filterTitle", { filter, trail }),
        description: t("pages.location.filterDescription", { filter, trail }),
        intro,
        soon: t("pages.location.soon", { trail }),
        links: [home, thingsToDo],
        breadcrumbs,
      };
    }
    default: {
      // The current page is the heading; the trail shows the pages above it.
      const above = breadcrumbs.slice(0, -1);
      return {
        eyebrow: t("pages.location.eyebrow"),
        heading: here,
        title: t("pages.location.title", { trail }),
        description: t("pages.location.description", { trail }),
        intro,
        soon: t("pages.location.soon", { trail }),
        links: [home, thingsToDo],
        breadcrumbs: above.length > 0 ? above : undefined,
      };
    }
  }
};
