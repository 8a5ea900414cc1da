export const languages = ["es", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "es";

/** Locale tags: en-US, and es-{COUNTRY} upper case (es-MX by default). */
export function localeTag(language: Language, countryCode = "mx"): string {
  return language === "en" ? "en-US" : `es-${countryCode.toUpperCase()}`;
}

/** es has no URL prefix, en has /en (strategy "prefix except default"). */
export function languageOfPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}

export function isLanguage(value: unknown): value is Language {
  return value === "es" || value === "en";
}

/** Remembers the visitor's language for 365 days; set by the server or the browser. */
export const LOCALE_COOKIE = "locale";
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export function localeCookie(language: Language, secure: boolean): string {
  const attributes = [`${LOCALE_COOKIE}=${language}`, "Path=/", `Max-Age=${LOCALE_COOKIE_SECONDS}`, "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
