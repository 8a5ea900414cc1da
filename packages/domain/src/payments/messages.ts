import type { Language } from "@sobremesa/contracts";
import { type domainCatalogues, filledText } from "../i18n/index.ts";

/**
 * What a buyer reads when paying fails, the same for tickets, store orders and memberships.
 * `paymentUnconfirmed`: the charge went out and its answer was lost, so another card would be a second
 * purchase, while the same one, sent again unchanged, asks about this very payment.
 */
export type PaymentProblem = keyof (typeof domainCatalogues)["es"]["payments"]["problems"];

export function paymentMessage(
  problem: PaymentProblem,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  return filledText(language, `payments.problems.${problem}`, values);
}
