import type { Language } from "@sobremesa/contracts";
import { type domainCatalogues, domainText } from "../i18n/index.ts";

type Family = keyof (typeof domainCatalogues)["es"]["notifications"]["reasons"];

const FAMILIES = new Set<string>(["reservation", "experience", "store", "membership", "survey", "account"]);

const ACCOUNT_TEMPLATES = new Set(["sign-in", "sign-up-attempt", "verify-email", "reset-password", "password-changed"]);

/** Why the reader got the message, by the template's family (the part before the first dash). */
function familyOf(template: string): Family {
  const family = ACCOUNT_TEMPLATES.has(template) ? "account" : (template.split("-")[0] ?? "");
  return FAMILIES.has(family) ? (family as Family) : "other";
}

/** The fixed texts of every e-mail's HTML layout, in the reader's language. */
export function layoutTexts(template: string, language: Language, supportEmail: string) {
  const t = domainText(language);
  return {
    reason: t(`notifications.reasons.${familyOf(template)}`),
    help: { before: t("notifications.help.before"), address: supportEmail, after: t("notifications.help.after") },
  };
}
