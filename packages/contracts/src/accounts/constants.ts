// The accounts contract's plain values, apart from its schemas: a page that only needs a message or a
// limit does not evaluate every zod schema of the accounts endpoints (and zod itself) to get it.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;
/** A code is valid for 10 minutes and dies after 5 wrong attempts. */
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
/** The session cookie (ADR 002): HttpOnly, Secure, SameSite=Lax, Path=/. */
export const SESSION_COOKIE = "rs_s_t";

/** Sign-in failure fallback and e-mail-exists fallback, with their English versions. */
export const SIGN_IN_FALLBACK_MESSAGE = {
  es: "Hubo un problema de comunicación entre servidores, por favor vuelve a intentarlo.",
  en: "There was a communication problem between servers, please try again.",
} as const;
export const EMAIL_EXISTS_FALLBACK_MESSAGE = {
  es: "Ha ocurrido un error, por favor intente nuevamente.",
  en: "An error has occurred, please try again.",
} as const;
