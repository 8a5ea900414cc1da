import { type Language, LOCALE_COOKIE, localeCookie } from "@sobremesa/contracts";

/**
 * Sets the locale cookie from the browser when it differs: publicly cached pages cannot carry a
 * Set-Cookie, so the server only sets it on personal pages.
 */
export function rememberLanguage(
  language: Language,
  target: Pick<Document, "cookie"> = document,
  secure = location.protocol === "https:",
) {
  if (new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=${language}(?:;|$)`).test(target.cookie)) return;
  target.cookie = localeCookie(language, secure);
}
