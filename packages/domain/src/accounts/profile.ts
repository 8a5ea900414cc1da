import type { AccountUser, Language } from "@sobremesa/contracts";
import type { AccountDeletedHook } from "./account-types.ts";
import type { ProfileChanges } from "./accounts-repository.ts";
import { verifyPassword } from "./passwords.ts";
import { fail, type ServiceContext, toAccountUser } from "./service-context.ts";

/** The account's own data: the profile's changes and the account's erasure. */
export function profile({ repository, hooks, phoneOf }: ServiceContext) {
  return {
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
}
