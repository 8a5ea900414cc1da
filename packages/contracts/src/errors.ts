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
  /** A service we call on the visitor's behalf (the maps script) did not answer. */
  UPSTREAM_UNAVAILABLE: 502,
  INTERNAL: 500,
  // Refused by the HTTP layer before any route reads the request (apps/server plugins/framework-errors.ts).
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  // The reservation system's codes; messages in reservations/errors.ts.
  RESERVATION_ALREADY_EXIST: 409,
  RESERVATION_NOT_FOUND: 404,
  TIME_BLOCK_GLOBAL: 409,
  TIME_BLOCK_SPECIFIC: 409,
  RESERVATION_DATETIME_HAS_PASSED: 422,
  RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST: 422,
  RESERVATION_CANNOT_BE_CREATED: 422,
  RESERVATION_CANNOT_BE_UPDATED: 422,
  RESERVATION_CANNOT_BE_DELETED: 422,
  CANNOT_ASSIGN_ZONE: 409,
  CANNOT_ASSIGN_TABLE: 409,
  // The satisfaction survey's link (surveys/errors.ts).
  SURVEY_LINK_INVALID: 404,
  SURVEY_LINK_EXPIRED: 410,
  SURVEY_ALREADY_ANSWERED: 409,
  // Memberships and billing (memberships/errors.ts).
  CARD_DECLINED: 402,
  CARD_AUTHENTICATION_REQUIRED: 402,
  CARD_INVALID: 422,
  PAYMENT_METHOD_REQUIRED: 422,
  PAYMENT_METHOD_IN_USE: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  /** A charge was sent and its answer lost: the order stays held; the same Idempotency-Key asks again. */
  PAYMENT_OUTCOME_UNKNOWN: 503,
  ALREADY_SUBSCRIBED: 409,
  /** Another request of the same account is subscribing right now: one of them subscribes, once. */
  SUBSCRIPTION_IN_PROGRESS: 409,
  TRIAL_ALREADY_TAKEN: 409,
  SUBSCRIPTION_NOT_FOUND: 404,
  PLAN_NOT_AVAILABLE: 404,
  COUPON_INVALID: 422,
  CANCEL_OFFER_UNAVAILABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  // Things to do (experiences/errors.ts).
  SOLD_OUT: 409,
  SALES_CLOSED: 422,
  TICKET_LIMIT: 422,
  ORDER_NOT_FOUND: 404,
  HOLD_EXPIRED: 410,
  /** The organizer cancelled the session while the buyer paid: nothing is kept, the charge went back. */
  SESSION_CANCELLED: 410,
  TICKET_NOT_FOUND: 404,
  TICKET_ALREADY_CHECKED_IN: 409,
  // The store (store/messages.ts in the domain).
  OUT_OF_STOCK: 409,
  CART_OTHER_STORE: 409,
  CART_EMPTY: 422,
  CART_LIMIT: 422,
  /** A second checkout of a cart that is being paid for, or was paid, whatever its key: nothing charged. */
  CART_ALREADY_CHECKED_OUT: 409,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_STATUS_INVALID: 409,
  // The partner console's invitations and staff (partners/messages.ts in the domain).
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_ALREADY_USED: 409,
  INVITATION_EMAIL_MISMATCH: 403,
  ALREADY_STAFF: 409,
  LAST_OWNER: 409,
  // The partner console's service setup (partners/setup-messages.ts in the domain).
  /** The shift or settings changed since the person read them: nothing was saved. */
  SETUP_CHANGED: 409,
  /** The change would leave active bookings without their time; details list them. */
  SETUP_BOOKINGS_CONFLICT: 409,
  // The partner console's profile and photos (partners/profile-messages.ts in the domain).
  /** Not an image by its content, whatever its name or type says. */
  PHOTO_NOT_AN_IMAGE: 415,
  PHOTO_TOO_LARGE: 413,
  /** The venue already has the most photos it may keep. */
  PHOTOS_LIMIT: 409,
  // Organizers of things to do (partners/organizer-messages.ts in the domain).
  /** A session's capacity cannot go below the seats already sold or held. */
  CAPACITY_BELOW_RESERVED: 409,
  /** A ticket type with sales cannot be removed (hide it instead). */
  TICKET_TYPE_SOLD: 409,
  // The partner area's store console (store/console-messages.ts in the domain).
  /** No account has the e-mail an owner gave: the person must create one first. */
  STORE_STAFF_NO_ACCOUNT: 422,
  /** The move would leave a variant's stock below zero: nothing was recorded. */
  STOCK_BELOW_ZERO: 409,
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

/**
 * Structural, not `instanceof`: the web app's server bundle carries its own copy of this module, so
 * a DomainError thrown by a domain service is an instance of the other copy's class.
 */
export function isDomainError(error: unknown): error is DomainError {
  if (error instanceof DomainError) return true;
  const candidate = error as { name?: unknown; code?: unknown } | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    candidate.name === "DomainError" &&
    typeof candidate.code === "string" &&
    Object.hasOwn(errorStatus, candidate.code)
  );
}
