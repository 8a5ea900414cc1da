import { AsyncLocalStorage } from "node:async_hooks";
import Stripe from "stripe";
import { CardError, ProviderRequestNotProcessedError } from "../provider.ts";

/** Stripe's card error codes that mean the card holder must authenticate (3-D Secure). */
const AUTHENTICATION_CODES = new Set([
  "authentication_required",
  "invoice_payment_intent_requires_action",
  "payment_intent_action_required",
  "payment_intent_authentication_failure",
  "setup_intent_authentication_failure",
]);

const CARD_ERROR_REASONS: Record<string, CardError["reason"]> = {
  card_declined: "card_declined",
  insufficient_funds: "card_declined",
  card_decline_rate_limit_exceeded: "card_declined",
  incorrect_number: "incorrect_number",
  invalid_number: "incorrect_number",
  expired_card: "expired_card",
  incorrect_cvc: "invalid_cvc",
  invalid_cvc: "invalid_cvc",
};

/**
 * Only the code crosses over: Stripe's message is written for the card holder in English and the
 * memberships domain words it in the user's language.
 */
export function cardErrorFromStripe(error: {
  code?: string | undefined;
  decline_code?: string | undefined;
}): CardError {
  const code = error.code ?? "";
  if (
    AUTHENTICATION_CODES.has(code) ||
    code.endsWith("_requires_action") ||
    error.decline_code === "authentication_required"
  ) {
    return new CardError("authentication_required");
  }
  return new CardError(CARD_ERROR_REASONS[code] ?? "card_declined");
}

/**
 * What the network said about each request one provider call sent. The SDK retries a timeout, a
 * reset, a 409 or a 5xx under the same idempotency key and reports only the last attempt's failure,
 * so "connection refused" at the end says nothing of an earlier attempt that may have reached
 * Stripe. The log keeps all of them.
 */
interface AttemptLog {
  /** Some request of the call may have reached Stripe and been acted on. */
  maybeProcessed: boolean;
}
const attemptLogs = new AsyncLocalStorage<AttemptLog>();

/**
 * Network errors raised before a request's first byte leaves this machine (the connection or the
 * name lookup failed), so Stripe cannot have seen it. A timeout is not among them: it may be
 * waiting for an answer to a request Stripe received.
 */
const NEVER_SENT_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * A 4xx is Stripe's answer that it did not act (a bad request, key or permission, a rate limit),
 * except 409: another request with the same idempotency key is still being carried out.
 */
const notActedOn = (status: number) => status >= 400 && status < 500 && status !== 409;

type HttpClient = ReturnType<typeof Stripe.createNodeHttpClient>;

/** The SDK's own HTTP client, with each attempt's outcome written to the calling operation's log. */
export function loggingHttpClient(inner: HttpClient): HttpClient {
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: async (...request: Parameters<HttpClient["makeRequest"]>) => {
      const log = attemptLogs.getStore();
      try {
        const response = await inner.makeRequest(...request);
        if (log && !notActedOn(response.getStatusCode())) log.maybeProcessed = true;
        return response;
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (log && !(typeof code === "string" && NEVER_SENT_CODES.has(code))) log.maybeProcessed = true;
        throw error;
      }
    },
  };
}

/**
 * Every provider call goes through here: a refused card becomes a CardError, and a failure that
 * certainly left Stripe untouched a ProviderRequestNotProcessedError. Anything else is rethrown as
 * it is: its outcome is unknown (a timeout, a reset after sending, a 5xx, an idempotency conflict,
 * an answer we could not read or map), and the caller must treat it as possibly done.
 */
export async function translateErrors<T>(call: () => Promise<T>): Promise<T> {
  const log: AttemptLog = { maybeProcessed: false };
  try {
    return await attemptLogs.run(log, call);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw cardErrorFromStripe(error);
    if (!log.maybeProcessed) {
      if (error instanceof Stripe.errors.StripeConnectionError)
        throw new ProviderRequestNotProcessedError("unreachable", { cause: error });
      if (
        error instanceof Stripe.errors.StripeError &&
        !(error instanceof Stripe.errors.StripeIdempotencyError) &&
        typeof error.statusCode === "number" &&
        notActedOn(error.statusCode)
      )
        throw new ProviderRequestNotProcessedError("refused", { cause: error });
    }
    throw error;
  }
}

export function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.code === "resource_missing");
}

export function isAlreadyThere(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_already_exists";
}

export function isAlreadyRefunded(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded";
}

export function isUnexpectedPaymentState(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "payment_intent_unexpected_state";
}
