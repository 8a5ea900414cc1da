import { type Language, pathFor } from "@sobremesa/contracts";

/**
 * Named shortcuts over the shared route table (`pathFor` of @sobremesa/contracts): no path is
 * written twice in the web app. Every path has the trailing slash the server redirects to.
 */
const staticPages = {
  home: "home",
  plus: "plus",
  concierge: "concierge",
  franchises: "franchises",
  privacy: "privacy",
  terms: "terms",
  stores: "stores",
  userPanel: "user-panel",
  reservationProcess: "reservation-process",
} as const;

export type StaticPage = keyof typeof staticPages;

export function pagePath(page: StaticPage, language: Language): string {
  return pathFor(staticPages[page], language);
}

export function homePath(language: Language): string {
  return pathFor("home", language);
}

/** Country listing, or a filter page of that country when a slug is given: /mx/, /mx/restaurantes/. */
export function listingPath(language: Language, countryCode: string, slug?: string): string {
  return slug
    ? pathFor("state", language, { countryCode, stateOrSlug: slug })
    : pathFor("country", language, { countryCode });
}

/** Place profile: /lugar/{slug}/ (/en/place/{slug}/). */
export function placePath(language: Language, slug: string): string {
  return pathFor("place", language, { profileSlug: slug });
}

/** Things-to-do listing of a country: /planes-que-hacer/mx/ (/en/things-to-do/mx/). */
export function thingsToDoPath(language: Language, countryCode: string): string {
  return pathFor("experiences-country", language, { countryCode });
}
