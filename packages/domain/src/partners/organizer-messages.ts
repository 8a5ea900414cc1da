import { DomainError, type ErrorCode, type Language } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

export type OrganizerProblem =
  | "notFound"
  | "forbidden"
  | "experienceNotFound"
  | "sessionNotFound"
  | "tierNotFound"
  | "tierSold"
  | "tierCodeTaken"
  | "noTiers"
  | "capacityBelowReserved"
  | "tooManySessions"
  | "untilBeforeDate"
  | "impossibleTime"
  | "sessionInPast"
  | "unknownCity"
  | "pinOutsideCountry"
  | "changed"
  | "unknownCountry"
  | "scanInFuture"
  | "scanTooOld"
  | "sessionCancelled"
  | "sessionStarted"
  | "orderNotFound"
  | "orderNotRefundable"
  | "refundKeyReused";

const codes: Record<OrganizerProblem, ErrorCode> = {
  notFound: "NOT_FOUND",
  forbidden: "FORBIDDEN",
  experienceNotFound: "NOT_FOUND",
  sessionNotFound: "NOT_FOUND",
  tierNotFound: "NOT_FOUND",
  tierSold: "TICKET_TYPE_SOLD",
  tierCodeTaken: "CONFLICT",
  sessionCancelled: "CONFLICT",
  sessionStarted: "CONFLICT",
  orderNotFound: "NOT_FOUND",
  orderNotRefundable: "CONFLICT",
  refundKeyReused: "IDEMPOTENCY_KEY_REUSED",
  noTiers: "VALIDATION_FAILED",
  capacityBelowReserved: "CAPACITY_BELOW_RESERVED",
  tooManySessions: "VALIDATION_FAILED",
  untilBeforeDate: "VALIDATION_FAILED",
  impossibleTime: "VALIDATION_FAILED",
  sessionInPast: "VALIDATION_FAILED",
  unknownCity: "VALIDATION_FAILED",
  pinOutsideCountry: "VALIDATION_FAILED",
  changed: "SETUP_CHANGED",
  unknownCountry: "VALIDATION_FAILED",
  scanInFuture: "VALIDATION_FAILED",
  scanTooOld: "VALIDATION_FAILED",
};

export function organizerMessage(problem: OrganizerProblem, language: Language, values?: Record<string, unknown>) {
  return domainText(language)(`partners.organizers.errors.${problem}`, values as Record<string, string>);
}

/** Refuses with the problem's code and its message in the person's language. */
export function refuseOrganizer(
  problem: OrganizerProblem,
  language: Language,
  values?: Record<string, string | number>,
  details?: unknown,
): never {
  throw new DomainError(codes[problem], organizerMessage(problem, language, values), details);
}
