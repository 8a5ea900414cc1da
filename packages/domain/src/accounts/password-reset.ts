import type { Language } from "@sobremesa/contracts";
import type { ClientInfo, SignedIn } from "./account-types.ts";
import { accountMessage, letters } from "./messages.ts";
import { passwordProblem } from "./password-policy.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { fail, type ServiceContext, userLanguage } from "./service-context.ts";

/** A forgotten password reset by code or link, and a known one changed. */
export function passwordChanges({
  repository,
  mailer,
  resetUrl,
  issueCode,
  redeem,
  startSession,
  emailProven,
  checkPassword,
}: ServiceContext) {
  return {
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
      const verified = await repository.markEmailVerified(userId);
      await repository.deleteUserSessions(userId);
      if (verified) await emailProven(verified);
      return { success: true, message: accountMessage("resetDone", language) };
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
  };
}
