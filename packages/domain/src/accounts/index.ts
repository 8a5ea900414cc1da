import type { Database } from "@sobremesa/db";
import type { AccountDeletedHook, EmailProvenHook } from "./account-types.ts";
import { createAccountsRepository } from "./accounts-repository.ts";
import { createAccountsService } from "./accounts-service.ts";
import { createMailer } from "./mailer.ts";

export type {
  AccountDeletedHook,
  ClientInfo,
  CodeUse,
  Credentials,
  CurrentSession,
  EmailProvenHook,
  RegisterInput,
  SignedIn,
} from "./account-types.ts";
export type { AccountsService } from "./accounts-service.ts";
export { codeIsLive, generateCode, generateLinkToken, hashSecret } from "./codes.ts";
export type { Mailer, OutgoingMessage } from "./mailer.ts";
export { type AccountMessage, accountMessage, letters, rateLimitedMessage } from "./messages.ts";
export { commonPasswordList, type PasswordProblem, passwordProblem } from "./password-policy.ts";
export { isVerified, toAccountUser } from "./service-context.ts";
export { cookieValue, type HeaderSource, type SessionCredential, sessionCredential } from "./session-token.ts";

export interface AccountsOptions {
  /** Public base URL for links in e-mails (SITE_URL). */
  siteUrl: string;
  /**
   * Run after an account's personal data is erased. Domains that keep rows of a user
   * (reservations, orders, purchases) register here to anonymise them.
   */
  onAccountDeleted?: AccountDeletedHook[];
  /**
   * Run when an account's e-mail is proven its own (verified, reset, or a sign-in while verified):
   * other domains give it what was done as a guest with that address. Idempotent, never throws.
   */
  onEmailProven?: EmailProvenHook;
}

/**
 * Accounts: sign-up, verification codes, sign-in (password or code), password reset, sessions and
 * the profile. Passwords are scrypt hashes (passwords.ts); sessions are opaque random tokens; the
 * security rules (codes, password policy, rotation, revocation) are ours.
 */
export function accountsService(db: Database, options: AccountsOptions) {
  const repository = createAccountsRepository(db);
  const mailer = createMailer(repository);
  return createAccountsService(repository, mailer, {
    siteUrl: options.siteUrl,
    ...(options.onAccountDeleted ? { onAccountDeleted: options.onAccountDeleted } : {}),
    ...(options.onEmailProven ? { onEmailProven: options.onEmailProven } : {}),
  });
}
