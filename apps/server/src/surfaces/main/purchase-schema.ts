import { errorResponse, idempotencyHeaders } from "@sobremesa/contracts";

/**
 * What a one-off purchase (tickets, a store order) and its follow-ups can answer besides success:
 * invalid input, sign-in, a refused card, ownership, not found, sold out, an expired hold, a rule,
 * the throttle, the payment provider down.
 */
export const purchaseErrors = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

/** A purchase always names its attempt: a retried submit is the same purchase, never a second charge. */
export const purchaseHeaders = idempotencyHeaders.required();
