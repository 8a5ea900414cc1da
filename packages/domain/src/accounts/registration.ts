import type { ClientInfo, RegisterInput, SignedIn } from "./account-types.ts";
import { generateRecordId, generateSessionToken } from "./codes.ts";
import { letters } from "./messages.ts";
import { hashPassword } from "./passwords.ts";
import { type ServiceContext, userLanguage } from "./service-context.ts";

/** Signing up: whether an e-mail is taken, and a new account that reveals nothing about an old one. */
export function registration({
  repository,
  mailer,
  pagePath,
  resetUrl,
  issueCode,
  startSession,
  phoneOf,
  checkPassword,
}: ServiceContext) {
  return {
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
  };
}
