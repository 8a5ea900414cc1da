/**
 * Every domain error code the API can answer with, and the HTTP status it maps to. The server's one
 * error handler reads this table; nothing else decides a status.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  NOT_READY: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The body of every error answer: the spec's clients read `error.message`, then `message`. */
export interface ErrorBody {
  message: string;
  error: { code: ErrorCode; message: string; details?: unknown };
  requestId?: string;
}

/** Thrown by domain services; mapped to HTTP in exactly one place. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.details = details;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
