import { DomainError, type ErrorCode, type Language, type VenueRole } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

export type PartnersProblem =
  | "unauthenticated"
  | "notFound"
  | "forbidden"
  | "invitationNotFound"
  | "invitationExpired"
  | "invitationUsed"
  | "invitationEmail"
  | "alreadyStaff"
  | "lastOwner"
  | "staffNotFound"
  | "invitationGone";

const codes: Record<PartnersProblem, ErrorCode> = {
  unauthenticated: "UNAUTHENTICATED",
  notFound: "NOT_FOUND",
  forbidden: "FORBIDDEN",
  invitationNotFound: "INVITATION_NOT_FOUND",
  invitationExpired: "INVITATION_EXPIRED",
  invitationUsed: "INVITATION_ALREADY_USED",
  invitationEmail: "INVITATION_EMAIL_MISMATCH",
  alreadyStaff: "ALREADY_STAFF",
  lastOwner: "LAST_OWNER",
  staffNotFound: "NOT_FOUND",
  invitationGone: "NOT_FOUND",
};

export function partnersMessage(problem: PartnersProblem, language: Language, values?: Record<string, string>) {
  return domainText(language)(`partners.errors.${problem}`, values);
}

/** Refuses with the problem's code and its message in the person's language. */
export function refuse(problem: PartnersProblem, language: Language, values?: Record<string, string>): never {
  throw new DomainError(codes[problem], partnersMessage(problem, language, values));
}

export function roleName(role: VenueRole, language: Language): string {
  return domainText(language)(`partners.roles.${role}`);
}

/** The invitation e-mail, in the invitee's language. */
export function invitationLetter(
  language: Language,
  values: { venue: string; inviter: string; role: VenueRole; link: string },
): { subject: string; body: string } {
  const t = domainText(language);
  const filled = { ...values, role: roleName(values.role, language) };
  return {
    subject: t("partners.invitation.subject", filled),
    body: [
      t("partners.invitation.greeting"),
      "",
      t("partners.invitation.body", filled),
      "",
      t("partners.invitation.action", filled),
      "",
      t("partners.invitation.expiry"),
      "",
      t("partners.invitation.signature"),
    ].join("\n"),
  };
}

/** The e-mail telling an existing account it now owns a store an operator created, with its console link. */
export function storeOwnerLetter(language: Language, values: { store: string; link: string }) {
  const t = domainText(language);
  return {
    subject: t("partners.storeOwner.subject", values),
    body: [
      t("partners.invitation.greeting"),
      "",
      t("partners.storeOwner.body", values),
      "",
      t("partners.storeOwner.action", values),
      "",
      t("partners.invitation.signature"),
    ].join("\n"),
  };
}
