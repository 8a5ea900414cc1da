import { randomUUID } from "node:crypto";
import { type AccountUser, CODE_MAX_ATTEMPTS, DomainError, type Language, normalizePhone } from "@sobremesa/contracts";
import type { AccountDeletedHook, AccountsServiceOptions, ClientInfo, CodeUse, SignedIn } from "./account-types.ts";
import type { AccountsRepository, UserRow } from "./accounts-repository.ts";
import { codeExpiry, generateCode, generateLinkToken, hashSecret, sameHash } from "./codes.ts";
import type { Mailer } from "./mailer.ts";
import { type AccountMessage, accountMessage } from "./messages.ts";
import { passwordProblem } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export function fail(
  code: "UNAUTHENTICATED" | "VALIDATION_FAILED" | "FORBIDDEN",
  key: AccountMessage,
  language: Language,
): never {
  throw new DomainError(code, accountMessage(key, language));
}

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    name: row.name,
    phone: row.phone,
    countryCode: row.countryCode,
    phoneVerified: row.phoneVerified,
    language: row.language === "en" ? "en" : "es",
    marketingConsent: row.marketingConsent,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A verified e-mail or phone: only then does a session open the user panel or an OTP sign in. */
export function isVerified(row: Pick<UserRow, "emailVerified" | "phoneVerified">): boolean {
  return row.emailVerified || row.phoneVerified;
}

export const userLanguage = (row: UserRow): Language => (row.language === "en" ? "en" : "es");

/**
 * What every use case shares: the repository and mailer, the hooks run after an account is erased
 * or its e-mail proven, the pages e-mails link to, and the codes and sessions.
 */
export function createServiceContext(repository: AccountsRepository, mailer: Mailer, options: AccountsServiceOptions) {
  const hooks: AccountDeletedHook[] = [...(options.onAccountDeleted ?? [])];
  const pagePath = (language: Language, es: string, en: string) => `${options.siteUrl}${language === "en" ? en : es}`;
  const resetUrl = (language: Language) => pagePath(language, "/olvide-mi-contrasena/", "/en/forgot-my-password/");
  // A real hash, computed once, so unknown accounts cost the same scrypt time as known ones.
  let dummyHash: Promise<string> | undefined;
  const burnPasswordTime = async (password: string) => {
    dummyHash ??= hashPassword(randomUUID());
    await verifyPassword(await dummyHash, password);
  };

  async function issueCode(user: UserRow, use: CodeUse, destination: string, withLink = false) {
    const code = generateCode();
    const token = withLink ? generateLinkToken() : null;
    await repository.insertCode({
      userId: user.id,
      purpose: use,
      destination,
      codeHash: hashSecret(code, use, destination),
      tokenHash: token ? hashSecret(token, use, destination) : null,
      expiresAt: codeExpiry(new Date()),
    });
    return { code, token };
  }

  /** Spends one of the code's 5 attempts, then compares; a match is consumed (single use). */
  async function redeem(
    use: CodeUse,
    destination: string,
    secret: { code?: string | undefined; token?: string | undefined },
  ) {
    const row = await repository.latestLiveCode(use, destination, CODE_MAX_ATTEMPTS);
    if (!row) return null;
    if (!(await repository.spendAttempt(row.id, CODE_MAX_ATTEMPTS))) return null;
    const matches =
      (secret.code !== undefined && sameHash(row.codeHash, hashSecret(secret.code, use, destination))) ||
      (secret.token !== undefined &&
        row.tokenHash !== null &&
        sameHash(row.tokenHash, hashSecret(secret.token, use, destination)));
    if (!matches) return null;
    if (!(await repository.consumeCode(row.id))) return null;
    return row.userId;
  }

  async function startSession(user: UserRow, client: ClientInfo): Promise<SignedIn> {
    // Rotation: whatever session the request carried ends; the new one has a new id and token.
    if (client.previousToken) await repository.deleteSession(client.previousToken);
    const session = await repository.createSession(user.id, client);
    return { user: toAccountUser(user), token: session.token };
  }

  /**
   * Tells the other domains that this account's e-mail is its own. Never fails the verification or
   * sign-in that proved it: the hook logs its own failures and runs again at the next sign-in.
   */
  async function emailProven(user: Pick<UserRow, "id" | "email" | "emailVerified">): Promise<void> {
    if (!user.emailVerified || !options.onEmailProven) return;
    try {
      await options.onEmailProven(user.id, user.email);
    } catch {
      // Already logged by the hook; the next sign-in tries again.
    }
  }

  function phoneOf(phone: string, countryCode: string, language: Language) {
    const normalized = normalizePhone(phone, countryCode);
    if (!normalized) fail("VALIDATION_FAILED", "invalidPhone", language);
    return normalized;
  }

  function checkPassword(password: string, language: Language, context: { email?: string; names?: string[] }) {
    const problem = passwordProblem(password, context);
    if (problem) fail("VALIDATION_FAILED", problem, language);
  }

  return {
    repository,
    mailer,
    hooks,
    pagePath,
    resetUrl,
    burnPasswordTime,
    issueCode,
    redeem,
    startSession,
    emailProven,
    phoneOf,
    checkPassword,
  };
}

export type ServiceContext = ReturnType<typeof createServiceContext>;
