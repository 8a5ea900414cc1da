import { DomainError, type Language } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

export type DayBookProblem =
  | "bookingNotFound"
  | "transitionRefused"
  | "tableTaken"
  | "unknownTable"
  | "noOpenShift"
  | "notConfigured"
  | "invalidPhone"
  | "noGuestContact";

const codes = {
  bookingNotFound: "NOT_FOUND",
  transitionRefused: "CONFLICT",
  tableTaken: "CONFLICT",
  unknownTable: "VALIDATION_FAILED",
  noOpenShift: "CONFLICT",
  notConfigured: "CONFLICT",
  invalidPhone: "VALIDATION_FAILED",
  noGuestContact: "CONFLICT",
} as const satisfies Record<DayBookProblem, string>;

export function dayBookText(language: Language) {
  const t = domainText(language);
  return {
    problem: (problem: DayBookProblem, values?: Record<string, string>) =>
      t(`partners.dayBook.errors.${problem}`, values),
    status: (status: string) =>
      ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"].includes(status)
        ? t(`partners.dayBook.statuses.${status as "pending"}`)
        : status,
    cancelReason: (reason: string) => t("partners.dayBook.cancelReason", { reason }),
  };
}

/** Refuses a day book action with its code and a message in the person's language that says what to do. */
export function refuseDayBook(problem: DayBookProblem, language: Language, values?: Record<string, string>): never {
  const message = dayBookText(language).problem(problem, values);
  throw new DomainError(
    codes[problem],
    message,
    problem === "invalidPhone" ? [{ field: "phone", message }] : undefined,
  );
}
