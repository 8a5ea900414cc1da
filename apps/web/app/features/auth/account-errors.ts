import { ApiError, EMAIL_EXISTS_FALLBACK_MESSAGE, type Language } from "@sobremesa/contracts";

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
