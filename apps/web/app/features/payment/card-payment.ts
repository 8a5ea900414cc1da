import { ApiError, type Language } from "@sobremesa/contracts";
import { digitsOf, SANDBOX_TEST_CARDS } from "#app/features/membership/index.ts";
import { createSubmissionKeys } from "#app/lib/api/idempotency.ts";

/**
 * The requests of a one-off card payment (tickets, store orders), pure: the Idempotency-Key each goes
 * under, what a failed one means, and the doubt the page keeps when an answer was lost (ADR 014).
 *
 * When the provider's answer to a charge is lost, the server keeps the order with its key and answers
 * PAYMENT_OUTCOME_UNKNOWN; only the same request under the same key asks the provider about that very
 * payment. The page must not build the request again then: with Stripe a new card is a new
 * PaymentMethod on every submit, so a rebuilt request is a new key and a second order (two charges if
 * the first went through). It keeps the request it sent and sends exactly that again, under that key,
 * until the server answers; the same holds when no answer came at all (the network, a timeout, a 5xx).
 */

/** The card of a purchase: a saved card's or Stripe.js's payment method, or (sandbox) a typed card. */
export interface CardPaymentPart {
  paymentMethodId?: string | undefined;
  // The contract coerces the expiry (its input type is unknown); the page always sends numbers.
  card?: { number: string; exp_month: unknown; exp_year: unknown; cvc: string } | undefined;
}

/** What the two purchase bodies (tickets, store orders) share here. */
export interface PaymentBody {
  contact: { email: string };
  payment: CardPaymentPart;
}

export type BankAnswer = "approved" | "rejected";

/** One request of the page, as sent: the order under its key, or that order's bank step. */
export interface PaymentRequest<Body extends PaymentBody> {
  key: string;
  body: Body;
  /**
   * The bank's step of the order this body made (its code or number; the sandbox's answer, or null
   * when Stripe.js asked the bank): when its answer is lost, this call is the one to send again.
   */
  authentication?: { reference: string; answer: BankAnswer | null } | undefined;
}

/** A request whose outcome nobody knows yet: its retry sends it again, exactly. */
export interface PaymentDoubt<Body extends PaymentBody> {
  request: PaymentRequest<Body>;
  /** The server's words (PAYMENT_OUTCOME_UNKNOWN) in `language`; null when no answer came at all. */
  message: string | null;
  language: Language;
}

export type PaymentFailure =
  | { kind: "doubt"; message: string | null }
  | { kind: "final"; code: string | null; message: string | null };

/**
 * What a failed request says about the money:
 * - `doubt`: the charge's outcome is unknown (PAYMENT_OUTCOME_UNKNOWN), or no answer came (the
 *   network, a timeout, any other 5xx): the card may have been charged;
 * - `final`: the server answered about this attempt (a refused card, sold out, a wrong field: 4xx), or
 *   said nothing was charged (PAYMENT_PROVIDER_UNAVAILABLE): a new attempt may change anything.
 *
 * `replayingDoubt`: the request is a doubt sent again. Then FORBIDDEN means the payment was made from
 * an account this page is no longer signed in to (its session ended meanwhile): the outcome is still
 * unknown, and the server's words say to sign in to that account.
 */
export function paymentFailureOf(error: unknown, replayingDoubt = false): PaymentFailure {
  if (!(error instanceof ApiError)) return { kind: "doubt", message: null };
  const body = error.body as { error?: { code?: unknown } } | null;
  const code = typeof body?.error?.code === "string" ? body.error.code : null;
  if (code === "PAYMENT_OUTCOME_UNKNOWN" || (replayingDoubt && code === "FORBIDDEN"))
    return { kind: "doubt", message: error.message || null };
  if (error.status >= 500 && code !== "PAYMENT_PROVIDER_UNAVAILABLE") return { kind: "doubt", message: null };
  return { kind: "final", code, message: error.message || null };
}

/**
 * Whether a request may be kept in the tab's storage: a saved card's or Stripe's payment method id, or
 * one of the sandbox's test cards. Any other typed number stays in the page's memory only (it never
 * reaches storage; with the sandbox no real money moves anyway).
 */
export function storable(body: PaymentBody): boolean {
  const card = body.payment.card;
  return !card || SANDBOX_TEST_CARDS.includes(digitsOf(String(card.number)));
}

/** Where a tab keeps the doubtful request of one thing to do or one store's cart. */
export const pendingPaymentKey = (scope: string) => `sobremesa:pending-payment:${scope}`;

/** The part of sessionStorage used here (tests pass a map). */
export interface PendingStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const STORED_VERSION = 1;

/** A stored doubt read back, or null when it is not one (another version, edited by hand). */
export function parseStoredDoubt<Body extends PaymentBody>(text: string | null): PaymentDoubt<Body> | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const stored = value as {
    v?: unknown;
    request?: { key?: unknown; body?: { contact?: { email?: unknown }; payment?: unknown }; authentication?: unknown };
    message?: unknown;
    language?: unknown;
  };
  const request = stored.request;
  if (stored.v !== STORED_VERSION || !request || typeof request.key !== "string" || !request.key) return null;
  if (typeof request.body?.contact?.email !== "string" || !request.body.payment) return null;
  if (typeof request.body.payment !== "object") return null;
  const authentication = request.authentication as { reference?: unknown; answer?: unknown } | undefined;
  if (
    authentication !== undefined &&
    (typeof authentication?.reference !== "string" ||
      !(authentication.answer === null || authentication.answer === "approved" || authentication.answer === "rejected"))
  )
    return null;
  if (stored.language !== "es" && stored.language !== "en") return null;
  if (stored.message !== null && typeof stored.message !== "string") return null;
  return {
    request: request as unknown as PaymentRequest<Body>,
    message: stored.message,
    language: stored.language,
  };
}

/**
 * The attempts of one buy page (one thing to do, one store's cart). A new submission's key comes from
 * its body (the same body sent twice is one attempt); a doubt keeps the request it was about, in memory
 * and in the tab's storage, until an answer comes; a final answer ends the attempt, and the next one
 * has a new key whatever its body.
 */
export function createPaymentAttempts<Body extends PaymentBody>(options: {
  scope: string;
  /** The tab's storage; null where there is none (the server, storage switched off). */
  storage: () => PendingStorage | null;
  makeKey?: () => string;
}) {
  const storageKey = pendingPaymentKey(options.scope);
  let keys = createSubmissionKeys(options.makeKey);
  let doubt: PaymentDoubt<Body> | null = null;

  const store = (value: PaymentDoubt<Body> | null) => {
    try {
      const storage = options.storage();
      if (!storage) return;
      if (value) storage.setItem(storageKey, JSON.stringify({ v: STORED_VERSION, ...value }));
      else storage.removeItem(storageKey);
    } catch {
      // Storage may be off or full (private mode): the doubt still holds in this page.
    }
  };

  const attempts = {
    /** The request whose outcome is unknown, if any: the only one the page may send. */
    doubt: (): PaymentDoubt<Body> | null => doubt,

    /** A doubt an earlier page of this tab left (a reload in the middle), taken up again. */
    restore(): PaymentDoubt<Body> | null {
      if (doubt) return doubt;
      let text: string | null = null;
      try {
        text = options.storage()?.getItem(storageKey) ?? null;
      } catch {
        return null;
      }
      const found = parseStoredDoubt<Body>(text);
      if (found) doubt = found;
      else if (text !== null) store(null);
      return doubt;
    },

    /** A new submission (there is no doubt): its body under its key. */
    request(body: Body): PaymentRequest<Body> {
      return { key: keys.keyFor(body), body };
    },

    /** The request failed: a doubt keeps it (memory and storage), a final failure ends the attempt. */
    failed(request: PaymentRequest<Body>, error: unknown, language: Language): PaymentFailure {
      const failure = paymentFailureOf(error, doubt?.request.key === request.key);
      if (failure.kind === "doubt") {
        doubt = { request, message: failure.message, language };
        store(storable(request.body) ? doubt : null);
      } else attempts.ended();
      return failure;
    },

    /** The server answered (an order came back): whatever it says, the doubt is over. */
    answered() {
      doubt = null;
      store(null);
    },

    /**
     * The attempt is over without a payment (refused, the bank's step not passed, the order no longer
     * open): the next submission is a new attempt under a new key, even with the same card.
     */
    ended() {
      attempts.answered();
      keys = createSubmissionKeys(options.makeKey);
    },
  };
  return attempts;
}

export type PaymentAttempts<Body extends PaymentBody> = ReturnType<typeof createPaymentAttempts<Body>>;
