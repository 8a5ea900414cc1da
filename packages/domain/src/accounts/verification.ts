import type { Language } from "@sobremesa/contracts";
import type { CodeUse } from "./account-types.ts";
import type { UserRow } from "./accounts-repository.ts";
import { letters } from "./messages.ts";
import { fail, type ServiceContext } from "./service-context.ts";

/** The codes that verify an e-mail or phone, or sign in, sent and redeemed. */
export function verification({ repository, mailer, issueCode, redeem, emailProven, phoneOf }: ServiceContext) {
  const service = {
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
      const verified = await repository.markEmailVerified(userId);
      if (verified) await emailProven(verified);
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
  };
  return service;
}
