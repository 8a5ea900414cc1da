import { DomainError, type Language, type SandboxCard } from "@sobremesa/contracts";
import {
  type BillingProvider,
  CardError,
  ProviderRequestNotProcessedError,
  type SandboxProvider,
} from "../billing/index.ts";
import { paymentMessage } from "./messages.ts";

/**
 * The card step shared by the one-off purchases (tickets, store orders): which card pays, and what
 * the buyer reads when it cannot. The words are the membership checkout's, so a card fails the same
 * way everywhere on the site.
 */

export interface CardPaymentChoice {
  /** A saved card of the signed-in buyer, or one Stripe.js confirmed. */
  paymentMethodId?: string | undefined;
  /** Sandbox: a test card typed into our form. */
  card?: { number: string; exp_month: number; exp_year: number; cvc: string } | SandboxCard | undefined;
}

export interface SavedCards {
  customerId: string;
  paymentMethodIds: string[];
}

/**
 * The payment method and (for a saved card) its customer. A typed card is checked and reduced to a
 * provider token before anything is held, so a mistyped number fails first. Returns null when a
 * saved card is not the buyer's.
 */
export async function resolveCardPayment(
  provider: BillingProvider,
  payment: CardPaymentChoice,
  buyer: { userId: string | null; savedCards?: ((userId: string) => Promise<SavedCards | null>) | undefined },
  language: Language,
): Promise<{ paymentMethodId: string; customerId: string | null } | null> {
  if (payment.card) {
    if (provider.name !== "sandbox") throw new DomainError("CARD_INVALID", paymentMessage("cardNotAccepted", language));
    const typed = payment.card;
    try {
      const method = await (provider as SandboxProvider).createCardPaymentMethod({
        number: String(typed.number).replace(/[\s-]/g, ""),
        expMonth: Number(typed.exp_month),
        expYear: Number(typed.exp_year),
        cvc: typed.cvc,
      });
      return { paymentMethodId: method.id, customerId: null };
    } catch (error) {
      if (error instanceof CardError) throw new DomainError("CARD_INVALID", cardFailureMessage(error.reason, language));
      throw error;
    }
  }
  const paymentMethodId = payment.paymentMethodId;
  if (!paymentMethodId) return null;
  const cards = buyer.userId && buyer.savedCards ? await buyer.savedCards(buyer.userId) : null;
  if (cards?.paymentMethodIds.includes(paymentMethodId)) return { paymentMethodId, customerId: cards.customerId };
  // With Stripe a card confirmed by Stripe.js is not saved yet; the sandbox only knows saved ones.
  return provider.name === "sandbox" ? null : { paymentMethodId, customerId: null };
}

function cardFailureMessage(reason: string, language: Language): string {
  switch (reason) {
    case "incorrect_number":
      return paymentMessage("incorrectNumber", language);
    case "expired_card":
      return paymentMessage("expiredCard", language);
    case "invalid_cvc":
      return paymentMessage("invalidCvc", language);
    case "authentication_required":
      return paymentMessage("authenticationRequired", language);
    default:
      return paymentMessage("cardDeclined", language);
  }
}

/**
 * What a failed provider call says about the money:
 * - `refused`: the card was refused (declined, authentication failed): nothing was charged;
 * - `not_processed`: the provider certainly never acted on it (unreachable, or it refused the request);
 * - `unknown`: anything else (a timeout, a reset after sending, a 5xx, an error we do not know): the
 *   provider may have charged the card. When in doubt it is this one.
 */
export type ChargeFailure = "refused" | "not_processed" | "unknown";

export function chargeFailure(error: unknown): ChargeFailure {
  if (error instanceof CardError) return "refused";
  if (error instanceof ProviderRequestNotProcessedError) return "not_processed";
  return "unknown";
}

/**
 * What a charge whose outcome is unknown tells the buyer: wait and send the same purchase again
 * (the same Idempotency-Key asks about this payment), never another card.
 */
export function paymentUnconfirmed(language: Language, cause?: unknown): DomainError {
  return new DomainError("PAYMENT_OUTCOME_UNKNOWN", paymentMessage("paymentUnconfirmed", language), {
    cause: cause instanceof Error ? cause.name : "unknown",
  });
}

/**
 * What a refused or failed charge becomes for the buyer: the card's problem, the provider out of
 * reach with nothing charged, or a charge that may have gone through (see chargeFailure).
 */
export function paymentFailure(error: unknown, language: Language): DomainError {
  if (error instanceof CardError) {
    const code =
      error.reason === "authentication_required"
        ? "CARD_AUTHENTICATION_REQUIRED"
        : error.reason === "card_declined"
          ? "CARD_DECLINED"
          : "CARD_INVALID";
    return new DomainError(code, cardFailureMessage(error.reason, language));
  }
  if (chargeFailure(error) === "unknown") return paymentUnconfirmed(language, error);
  return nothingCharged(error, language);
}

/** The provider could not take the payment and nothing was charged: the buyer may simply try again. */
export function nothingCharged(error: unknown, language: Language): DomainError {
  return new DomainError("PAYMENT_PROVIDER_UNAVAILABLE", paymentMessage("providerUnavailable", language), {
    cause: error instanceof Error ? error.name : "unknown",
  });
}
