import { ApiError, createExperiencesClient, type ExperiencesClient, type Language } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/** The experiences client of the contract for the browser: same origin, errors in the page's language. */
export function experiencesApi(language: Language, fetch?: typeof globalThis.fetch): ExperiencesClient {
  return createExperiencesClient(mainApi({ language, fetch }));
}

/** A failed call's code (SOLD_OUT, CARD_DECLINED, ...) and message (already in the request's language). */
export function purchaseFailure(error: unknown): { code: string | null; message: string | null; answered: boolean } {
  if (error instanceof ApiError) {
    const body = error.body as { error?: { code?: unknown } } | null;
    const code = typeof body?.error?.code === "string" ? body.error.code : null;
    // A 5xx is the server's trouble, not an answer about this purchase: the same attempt may be retried.
    return { code, message: error.message || null, answered: error.status < 500 };
  }
  return { code: null, message: null, answered: false };
}

/** Codes after which the chosen session cannot be bought: the buyer picks another. */
export const SESSION_CODES = new Set(["SOLD_OUT", "SALES_CLOSED", "SESSION_NOT_FOUND", "NOT_ENOUGH_SEATS"]);
/** Codes about the tickets chosen. */
export const TICKET_CODES = new Set(["TICKET_LIMIT", "TICKET_TYPE_NOT_FOUND", "NO_TICKETS"]);

/** Where a guest's thank-you page finds its order again (the tab's storage: the e-mail, never the card). */
export const orderEmailKey = (code: string) => `sobremesa:experience-order:${code}`;

export function rememberOrderEmail(code: string, email: string) {
  try {
    sessionStorage.setItem(orderEmailKey(code), email);
  } catch {
    // Storage may be off (private mode): the order page's form still works with the e-mail.
  }
}

export function recallOrderEmail(code: string): string | null {
  try {
    return sessionStorage.getItem(orderEmailKey(code));
  } catch {
    return null;
  }
}
