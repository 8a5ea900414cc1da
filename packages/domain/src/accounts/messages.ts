import type { Language } from "@sobremesa/contracts";
import { type domainCatalogues, domainText } from "../i18n/index.ts";

/**
 * Texts of the accounts domain: the answers' messages and the e-mails and SMS the domain sends.
 * They live in the domain's catalogues (i18n/es.json, en.json), not the web's, because the server speaks them.
 */
export type AccountMessage =
  | "signInFailed"
  | "invalidCode"
  | "invalidPhone"
  | "wrongPassword"
  | "too-short"
  | "too-long"
  | "too-common"
  | "unauthenticated"
  | "limiterUnavailable"
  | "originRejected"
  | "resetRequested"
  | "resetDone"
  | "phoneTaken";

export function accountMessage(key: AccountMessage, language: Language): string {
  return domainText(language)(`accounts.messages.${key}`);
}

/** The answer of a throttled request, saying how long to wait: whole minutes, or seconds under one. */
export function rateLimitedMessage(language: Language, retryAfterSeconds: number): string {
  const t = domainText(language);
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds < 60
      ? t("accounts.seconds", { count: seconds })
      : t("accounts.minutes", { count: Math.ceil(seconds / 60) });
  return t("accounts.rateLimited", { wait });
}

export interface Letter {
  subject: string;
  body: string;
}

const MINUTES = 10;

type LetterName = keyof (typeof domainCatalogues)["es"]["accounts"]["letters"];

function letter(language: Language, name: LetterName, values: Record<string, string | number>): Letter {
  const t = domainText(language);
  const options = { minutes: MINUTES, ...values };
  return {
    subject: t(`accounts.letters.${name}.subject`, options),
    body: t(`accounts.letters.${name}.body`, options),
  };
}

/** The e-mails and SMS of the accounts flows. Codes always appear as six digits in the text. */
export const letters = {
  verifyEmail: (language: Language, code: string) => letter(language, "verifyEmail", { code }),
  verifyPhone: (language: Language, code: string) => letter(language, "verifyPhone", { code }),
  signInCode: (language: Language, code: string) => letter(language, "signInCode", { code }),
  resetPassword: (language: Language, code: string, link: string) => letter(language, "resetPassword", { code, link }),
  signUpAttempt: (language: Language, signInUrl: string, resetUrl: string) =>
    letter(language, "signUpAttempt", { signInUrl, resetUrl }),
  passwordChanged: (language: Language, resetUrl: string) => letter(language, "passwordChanged", { resetUrl }),
};
