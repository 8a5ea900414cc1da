import type { Language } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

export interface InvitationContext {
  firstName: string;
  placeName: string;
  url: string;
}

/** The e-mail that asks for the survey after the visit, in the diner's language. */
export function surveyInvitation(language: Language, context: InvitationContext) {
  const t = domainText(language);
  const values = { place: context.placeName, name: context.firstName, url: context.url };
  return {
    subject: t("surveys.invitation.subject", values),
    body: [
      t("surveys.invitation.greeting", values),
      t("surveys.invitation.thanks", values),
      t("surveys.invitation.link", values),
      t("surveys.invitation.validity"),
    ].join("\n\n"),
  };
}
