import { randomUUID } from "node:crypto";
import { type AccountUser, CODE_MAX_ATTEMPTS, DomainError, type Language, normalizePhone } from "@sobremesa/contracts";
import type { AccountsRepository, ProfileChanges, UserRow } from "./accounts-repository.ts";
import {
  codeExpiry,
  generateCode,
  generateLinkToken,
  generateRecordId,
  generateSessionToken,
  hashSecret,
  sameHash,
} from "./codes.ts";
import type { Mailer } from "./mailer.ts";
import { type AccountMessage, accountMessage, letters } from "./messages.ts";
import { passwordProblem } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { type HeaderSource, sessionCredential } from "./session-token.ts";

export type CodeUse = "verify-email" | "verify-phone" | "sign-in" | "reset-password";

export interface ClientInfo {
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** The session token the request already carried: revoked when a new session starts (rotation). */
  previousToken?: string | undefined;
}

export interface Credentials {
  email?: string | undefined;
  phone?: string | undefined;
  countryCode?: string | undefined;
  password?: string | undefined;
  code?: string | undefined;
}

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | undefined;
  countryCode?: string | undefined;
  language: Language;
  marketingConsent: boolean;
}

export interface SignedIn {
  user: AccountUser;
  token: string;
}

export interface CurrentSession {
  user: AccountUser;
  session: { id: string; token: string; expiresAt: Date };
}

/** Runs when an account is deleted, after its personal data is erased: later domains anonymise their rows. */
export type AccountDeletedHook = (userId: string) => Promise<void>;

export interface AccountsServiceOptions {
  /** Public base URL for links in e-mails (SITE_URL). */
  siteUrl: string;
  /** Called after an account is erased (reservations, orders... anonymise their rows). */
  onAccountDeleted?: AccountDeletedHook[];
}

function fail(
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

const userLanguage = (row: UserRow): Language => (row.language === "en" ? "en" : "es");

export function createAccountsService(repository: AccountsRepository, mailer: Mailer, options: AccountsServiceOptions) {
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

  function phoneOf(phone: string, countryCode: string, language: Language) {
    const normalized = normalizePhone(phone, countryCode);
    if (!normalized) fail("VALIDATION_FAILED", "invalidPhone", language);
    return normalized;
  }

  function checkPassword(password: string, language: Language, context: { email?: string; names?: string[] }) {
    const problem = passwordProblem(password, context);
    if (problem) fail("VALIDATION_FAILED", problem, language);
  }

  const service = {
    /** The only answer that says whether an e-mail is registered (ADR 006). */
    async emailExists(email: string): Promise<boolean> {
      return (await repository.findUserByEmail(email)) !== null;
    },

    /**
     * A new unverified account with a code by e-mail (and SMS for a phone), signed in. An e-mail
     * that already has an account gets the same answer shape, a session token that opens nothing,
     * and its owner an e-mail about the attempt (ADR 006): the answer reveals nothing.
     */
    async register(input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
      const { language } = input;
      checkPassword(input.password, language, { email: input.email, names: [input.firstName, input.lastName] });
      const phone = input.phone && input.countryCode ? phoneOf(input.phone, input.countryCode, language) : null;
      const existing = await repository.findUserByEmail(input.email);
      const passwordHash = await hashPassword(input.password);
      if (existing) {
        const owner = userLanguage(existing);
        const letter = letters.signUpAttempt(owner, pagePath(owner, "/", "/en/"), resetUrl(owner));
        await mailer.send({
          channel: "email",
          to: existing.email,
          ...letter,
          template: "sign-up-attempt",
          language: owner,
        });
        if (client.previousToken) await repository.deleteSession(client.previousToken);
        const now = new Date().toISOString();
        return {
          user: {
            id: generateRecordId(),
            email: input.email,
            emailVerified: false,
            firstName: input.firstName,
            lastName: input.lastName,
            name: `${input.firstName} ${input.lastName}`.trim(),
            phone: phone?.e164 ?? null,
            countryCode: phone?.countryCode ?? null,
            phoneVerified: false,
            language,
            marketingConsent: input.marketingConsent,
            createdAt: now,
          },
          token: generateSessionToken(),
        };
      }
      const user = await repository.createUser({
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: phone?.e164 ?? null,
        countryCode: phone?.countryCode ?? null,
        language,
        marketingConsent: input.marketingConsent,
      });
      const { code } = await issueCode(user, "verify-email", user.email);
      await mailer.send({
        channel: "email",
        to: user.email,
        ...letters.verifyEmail(language, code),
        template: "verify-email",
        language,
      });
      if (phone) {
        const sms = await issueCode(user, "verify-phone", phone.e164);
        await mailer.send({
          channel: "sms",
          to: phone.e164,
          ...letters.verifyPhone(language, sms.code),
          subject: null,
          template: "verify-phone",
          language,
        });
      }
      return startSession(user, client);
    },

    /** E-mail + password, or e-mail / phone + code for verified accounts; one generic failure. */
    async signIn(credentials: Credentials, language: Language, client: ClientInfo): Promise<SignedIn> {
      if (credentials.password !== undefined && credentials.email !== undefined) {
        const user = await repository.findUserByEmail(credentials.email);
        const hash = user ? await repository.passwordHashOf(user.id) : null;
        if (!user || !hash) {
          await burnPasswordTime(credentials.password);
          fail("UNAUTHENTICATED", "signInFailed", language);
        }
        if (!(await verifyPassword(hash, credentials.password))) fail("UNAUTHENTICATED", "signInFailed", language);
        return startSession(user, client);
      }
      if (credentials.code !== undefined) {
        let destination: string | undefined;
        if (credentials.email !== undefined) destination = credentials.email;
        else if (credentials.phone !== undefined && credentials.countryCode !== undefined)
          destination = normalizePhone(credentials.phone, credentials.countryCode)?.e164;
        const userId = destination ? await redeem("sign-in", destination, { code: credentials.code }) : null;
        const user = userId ? await repository.findUserById(userId) : null;
        // Codes are only sent to verified e-mails and phones; check again in case it changed since.
        const verifiedHere =
          user !== null &&
          ((destination === user.email && user.emailVerified) || (destination === user.phone && user.phoneVerified));
        if (!user || !verifiedHere) fail("UNAUTHENTICATED", "signInFailed", language);
        return startSession(user, client);
      }
      fail("UNAUTHENTICATED", "signInFailed", language);
    },

    /** Sends a code to an unverified account's e-mail; silently nothing otherwise. */
    async sendVerificationEmail(email: string, language: Language): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user || user.emailVerified) return;
      const { code } = await issueCode(user, "verify-email", user.email);
      await mailer.send({
        channel: "email",
        to: user.email,
        ...letters.verifyEmail(language, code),
        template: "verify-email",
        language,
      });
    },

    async verifyEmail(email: string, code: string, language: Language): Promise<void> {
      const userId = await redeem("verify-email", email, { code });
      if (!userId) fail("VALIDATION_FAILED", "invalidCode", language);
      await repository.markEmailVerified(userId);
    },

    /**
     * A code by SMS or e-mail. verify: to the unverified phone of the signed-in account (else the
     * newest account that gave it) or an unverified e-mail; sign-in: to a verified e-mail or phone
     * only. Answers the same whether or not anything was sent.
     */
    async sendCode(
      input: {
        purpose: "verify" | "sign-in";
        email?: string | undefined;
        phone?: string | undefined;
        countryCode?: string | undefined;
      },
      language: Language,
      sessionUserId?: string,
    ): Promise<void> {
      if (input.phone !== undefined && input.countryCode !== undefined) {
        const phone = phoneOf(input.phone, input.countryCode, language).e164;
        let user: UserRow | null;
        if (input.purpose === "sign-in") user = await repository.findUserByVerifiedPhone(phone);
        else {
          const own = sessionUserId ? await repository.findUserById(sessionUserId) : null;
          user =
            own && own.phone === phone && !own.phoneVerified ? own : await repository.findUserByUnverifiedPhone(phone);
        }
        if (!user) return;
        const use: CodeUse = input.purpose === "sign-in" ? "sign-in" : "verify-phone";
        const { code } = await issueCode(user, use, phone);
        const letter = use === "sign-in" ? letters.signInCode(language, code) : letters.verifyPhone(language, code);
        await mailer.send({ channel: "sms", to: phone, subject: null, body: letter.body, template: use, language });
        return;
      }
      if (input.email === undefined) return;
      if (input.purpose === "verify") return service.sendVerificationEmail(input.email, language);
      const user = await repository.findUserByEmail(input.email);
      if (!user?.emailVerified) return;
      const { code } = await issueCode(user, "sign-in", user.email);
      await mailer.send({
        channel: "email",
        to: user.email,
        ...letters.signInCode(language, code),
        template: "sign-in",
        language,
      });
    },

    async verifyPhone(phoneInput: string, countryCode: string, code: string, language: Language): Promise<void> {
      const phone = phoneOf(phoneInput, countryCode, language).e164;
      const userId = await redeem("verify-phone", phone, { code });
      if (!userId) fail("VALIDATION_FAILED", "invalidCode", language);
      if (!(await repository.markPhoneVerified(userId, phone))) fail("VALIDATION_FAILED", "phoneTaken", language);
    },

    /** Sends a reset code and link when the account exists; the caller answers the same either way. */
    async requestPasswordReset(email: string, fallbackLanguage: Language): Promise<void> {
      const user = await repository.findUserByEmail(email);
      if (!user) return;
      const language = userLanguage(user) ?? fallbackLanguage;
      const { code, token } = await issueCode(user, "reset-password", user.email, true);
      const link = `${resetUrl(language)}?email=${encodeURIComponent(user.email)}&token=${token}`;
      await mailer.send({
        channel: "email",
        to: user.email,
        ...letters.resetPassword(language, code, link),
        template: "reset-password",
        language,
      });
    },

    /** New password with the code or link token; every session ends; the mailbox is proven verified. */
    async resetPassword(
      input: { email: string; code?: string | undefined; token?: string | undefined; password: string },
      language: Language,
    ): Promise<{ success: boolean; message: string }> {
      const problem = passwordProblem(input.password, { email: input.email });
      if (problem) return { success: false, message: accountMessage(problem, language) };
      const userId = await redeem("reset-password", input.email, { code: input.code, token: input.token });
      if (!userId) return { success: false, message: accountMessage("invalidCode", language) };
      await repository.updatePassword(userId, await hashPassword(input.password));
      await repository.markEmailVerified(userId);
      await repository.deleteUserSessions(userId);
      return { success: true, message: accountMessage("resetDone", language) };
    },

    /**
     * The signed-in user of a token, or null. Sessions of an account with neither e-mail nor phone
     * verified are not sessions yet (ADR 006): the user panel answers 401 as for a stranger.
     */
    async sessionFromToken(token: string | undefined): Promise<CurrentSession | null> {
      if (!token || token.length > 200) return null;
      const found = await repository.findSession(token);
      if (!found || !isVerified(found.user)) return null;
      return {
        user: toAccountUser(found.user),
        session: { id: found.session.id, token: found.session.token, expiresAt: found.session.expiresAt },
      };
    },

    /** For page loaders' guards (/panel-de-usuario/): the user of the request's cookie or Bearer token. */
    async sessionFromHeaders(headers: HeaderSource): Promise<CurrentSession | null> {
      return service.sessionFromToken(sessionCredential(headers)?.token);
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token && token.length <= 200) await repository.deleteSession(token);
    },

    async updateProfile(
      userId: string,
      changes: {
        firstName?: string | undefined;
        lastName?: string | undefined;
        phone?: string | null | undefined;
        countryCode?: string | null | undefined;
        language?: Language | undefined;
        marketingConsent?: boolean | undefined;
      },
      language: Language,
    ): Promise<AccountUser> {
      const current = await repository.findUserById(userId);
      if (!current) fail("UNAUTHENTICATED", "unauthenticated", language);
      const update: ProfileChanges = {};
      if (changes.firstName !== undefined) update.firstName = changes.firstName;
      if (changes.lastName !== undefined) update.lastName = changes.lastName;
      if (changes.language !== undefined) update.language = changes.language;
      if (changes.marketingConsent !== undefined) update.marketingConsent = changes.marketingConsent;
      if (changes.phone === null) Object.assign(update, { phone: null, countryCode: null, phoneVerified: false });
      else if (changes.phone !== undefined && changes.countryCode) {
        const phone = phoneOf(changes.phone, changes.countryCode, language);
        if (phone.e164 !== current.phone)
          Object.assign(update, { phone: phone.e164, countryCode: phone.countryCode, phoneVerified: false });
      }
      const updated = await repository.updateProfile(userId, update);
      if (!updated) fail("VALIDATION_FAILED", "phoneTaken", language);
      return toAccountUser(updated);
    },

    /** Every session of the account ends; the caller gets a new one (rotation). */
    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
      language: Language,
      client: ClientInfo,
    ): Promise<SignedIn> {
      const user = await repository.findUserById(userId);
      const hash = user ? await repository.passwordHashOf(userId) : null;
      if (!user || !hash || !(await verifyPassword(hash, input.currentPassword)))
        fail("VALIDATION_FAILED", "wrongPassword", language);
      checkPassword(input.newPassword, language, { email: user.email, names: [user.firstName, user.lastName] });
      await repository.updatePassword(userId, await hashPassword(input.newPassword));
      await repository.deleteUserSessions(userId);
      const owner = userLanguage(user);
      await mailer.send({
        channel: "email",
        to: user.email,
        ...letters.passwordChanged(owner, resetUrl(owner)),
        template: "password-changed",
        language: owner,
      });
      return startSession(user, { ...client, previousToken: undefined });
    },

    /** Erases the account's personal data after the password confirms it, then runs the hooks. */
    async deleteAccount(userId: string, password: string, language: Language): Promise<void> {
      const hash = await repository.passwordHashOf(userId);
      if (!hash || !(await verifyPassword(hash, password))) fail("VALIDATION_FAILED", "wrongPassword", language);
      await repository.eraseUser(userId);
      for (const hook of hooks) await hook(userId);
    },

    /** Registers a hook run after an account is erased (reservations, orders, ... anonymise theirs). */
    onAccountDeleted(hook: AccountDeletedHook): void {
      hooks.push(hook);
    },
  };
  return service;
}

export type AccountsService = ReturnType<typeof createAccountsService>;
