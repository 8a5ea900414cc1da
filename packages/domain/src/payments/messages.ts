import type { Language } from "@sobremesa/contracts";

/** What a buyer reads when paying fails, the same for tickets, store orders and memberships. */
const problems = {
  cardDeclined: {
    es: "Tu banco rechazó la tarjeta. Usa otra tarjeta o llama a tu banco; no se hizo ningún cargo.",
    en: "Your bank declined the card. Use another card or call your bank; nothing was charged.",
  },
  authenticationRequired: {
    es: "Tu banco no confirmó la tarjeta. Vuelve a intentarlo y aprueba la verificación, o usa otra tarjeta.",
    en: "Your bank did not confirm the card. Try again and approve the check, or use another card.",
  },
  incorrectNumber: {
    es: "El número de tarjeta no es válido. Revísalo e inténtalo de nuevo.",
    en: "The card number is not valid. Check it and try again.",
  },
  expiredCard: {
    es: "La tarjeta está vencida. Revisa la fecha de vencimiento o usa otra tarjeta.",
    en: "The card has expired. Check the expiry date or use another card.",
  },
  invalidCvc: {
    es: "El código de seguridad (CVC) no es válido: son 3 dígitos, o 4 en American Express.",
    en: "The security code (CVC) is not valid: 3 digits, or 4 on American Express.",
  },
  cardNotAccepted: {
    es: "Escribe los datos de tu tarjeta en el formulario seguro de pago.",
    en: "Enter your card in the secure payment form.",
  },
  providerUnavailable: {
    es: "No pudimos comunicarnos con el servicio de pagos y no se hizo ningún cargo. Intenta de nuevo en unos minutos.",
    en: "We couldn't reach the payment service and nothing was charged. Please try again in a few minutes.",
  },
  paymentOtherAccount: {
    es: "Este pago se hizo con una cuenta con sesión iniciada. Inicia sesión con esa cuenta y vuelve a intentarlo sin cambiar nada para saber cómo terminó; no se te cobrará dos veces.",
    en: "This payment was made while signed in to an account. Sign in to that account and try again without changing anything to see how it ended; you won't be charged twice.",
  },
  // The charge went out and its answer was lost: another card would be a second purchase, while the
  // same one, sent again unchanged, asks about this very payment.
  paymentUnconfirmed: {
    es: "No pudimos confirmar tu pago con el banco. No pagues con otra tarjeta: vuelve a intentarlo en unos minutos sin cambiar nada y no se te cobrará dos veces.",
    en: "We couldn't confirm your payment with the bank. Don't pay with another card: try again in a few minutes without changing anything, and you won't be charged twice.",
  },
  idempotencyReused: {
    es: "Esta Idempotency-Key ya se usó con otra solicitud. Usa una nueva para una solicitud distinta.",
    en: "This Idempotency-Key was already used with another request. Use a new one for a different request.",
  },
  notAwaiting: {
    es: "Este pedido ya no espera la confirmación de tu banco.",
    en: "This order is no longer waiting for your bank's confirmation.",
  },
  refundTooLarge: {
    es: "El reembolso no puede ser mayor que lo que queda por devolver de este pago ({left}).",
    en: "The refund cannot be more than what is left to give back on this payment ({left}).",
  },
  refundUnavailable: {
    es: "No pudimos hacer el reembolso ahora; el pedido no cambió. Intenta de nuevo en unos minutos.",
    en: "We couldn't make the refund now; the order did not change. Please try again in a few minutes.",
  },
} as const;

export type PaymentProblem = keyof typeof problems;

export function paymentMessage(
  problem: PaymentProblem,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return problems[problem][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}
