import type { Language } from "@sobremesa/contracts";

/**
 * Paths of the pages this issue links to, in both languages (SPEC section 2, with the trailing
 * slash the server redirects to). A later issue replaces this with the shared es/en route table.
 */
const staticPaths = {
  home: { es: "/", en: "/en/" },
  plus: { es: "/plus/", en: "/en/plus/" },
  concierge: {
    es: "/comunicate-con-nuestro-equipo-de-concierge/",
    en: "/en/contact-our-concierge-team/",
  },
  franchises: {
    es: "/cadenas-de-restaurantes-bares-y-antros/",
    en: "/en/franchise-restaurants-bars-and-nightclubs/",
  },
  privacy: { es: "/aviso-de-privacidad/", en: "/en/privacy-policy/" },
  terms: { es: "/terminos-y-condiciones/", en: "/en/terms-and-conditions/" },
} as const satisfies Record<string, Record<Language, string>>;

export type StaticPage = keyof typeof staticPaths;

export function pagePath(page: StaticPage, language: Language): string {
  return staticPaths[page][language];
}

const prefix = (language: Language) => (language === "en" ? "/en" : "");

/** The same page in the other language; only pages whose slugs are not translated. */
export function homePath(language: Language): string {
  return staticPaths.home[language];
}

/** Country listing, or a filter page of that country when a slug is given: /mx/, /mx/restaurantes/. */
export function listingPath(language: Language, countryCode: string, slug?: string): string {
  return `${prefix(language)}/${countryCode}/${slug ? `${slug}/` : ""}`;
}

/** Place profile: /lugar/{slug}/ (/en/place/{slug}/). */
export function placePath(language: Language, slug: string): string {
  return language === "en" ? `/en/place/${slug}/` : `/lugar/${slug}/`;
}

/** Things-to-do listing of a country: /planes-que-hacer/mx/ (/en/things-to-do/mx/). */
export function thingsToDoPath(language: Language, countryCode: string): string {
  return language === "en" ? `/en/things-to-do/${countryCode}/` : `/planes-que-hacer/${countryCode}/`;
}
