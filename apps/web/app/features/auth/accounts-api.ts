import {
  type AccountsClient,
  ApiError,
  createAccountsClient,
  EMAIL_EXISTS_FALLBACK_MESSAGE,
  type Language,
} from "@sobremesa/contracts";
import { mainApi } from "../geolocation/main-api";

/**
 * The accounts client of the contract (one typed function per endpoint) for the browser: same
 * origin, so the HttpOnly `rs_s_t` cookie travels by itself and no token is ever handled here.
 */
export function accountsApi(language: Language, fetch?: typeof globalThis.fetch): AccountsClient {
  return createAccountsClient(mainApi({ language, fetch }));
}

/**
 * What to tell the visitor when a call failed: the server's own message for an answer it gave on
 * purpose (4xx: wrong code, too many attempts, a weak password), else the given fallback (network
 * down, 5xx), which defaults to the spec's "Ha ocurrido un error, por favor intente nuevamente.".
 */
export function errorMessage(error: unknown, language: Language, fallback?: string): string {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) return error.message;
  return fallback ?? EMAIL_EXISTS_FALLBACK_MESSAGE[language];
}

/** Whether a failure means "signed out" (the session is gone or the account not verified yet). */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
