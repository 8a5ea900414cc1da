import { DomainError, type ErrorCode, type Language } from "@sobremesa/contracts";
import { type domainCatalogues, filledText } from "../i18n/index.ts";

export type ConsoleProblem = keyof (typeof domainCatalogues)["es"]["store"]["console"]["problems"];

const codes: Record<ConsoleProblem, ErrorCode> = {
  unauthenticated: "UNAUTHENTICATED",
  consoleNotFound: "NOT_FOUND",
  forbidden: "FORBIDDEN",
  noAccount: "STORE_STAFF_NO_ACCOUNT",
  alreadyStaff: "ALREADY_STAFF",
  staffNotFound: "NOT_FOUND",
  lastOwner: "LAST_OWNER",
  stockBelowZero: "STOCK_BELOW_ZERO",
  quantityInvalid: "VALIDATION_FAILED",
  orderNotRefundable: "ORDER_NOT_CANCELLABLE",
  refundItems: "VALIDATION_FAILED",
  notCancellableShipped: "ORDER_NOT_CANCELLABLE",
  carrierRequired: "VALIDATION_FAILED",
  versionChanged: "SETUP_CHANGED",
  categoryUnknown: "VALIDATION_FAILED",
  skuTaken: "CONFLICT",
  slugTaken: "CONFLICT",
  shippingUnknown: "VALIDATION_FAILED",
};

/** Refuses with the problem's code and its message in the person's language. */
export function refuseConsole(
  problem: ConsoleProblem,
  language: Language,
  values: Record<string, string | number> = {},
): never {
  throw new DomainError(codes[problem], filledText(language, `store.console.problems.${problem}`, values));
}
