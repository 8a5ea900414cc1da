import type { AccountsServiceOptions } from "./account-types.ts";
import type { AccountsRepository } from "./accounts-repository.ts";
import type { Mailer } from "./mailer.ts";
import { passwordChanges } from "./password-reset.ts";
import { profile } from "./profile.ts";
import { registration } from "./registration.ts";
import { createServiceContext } from "./service-context.ts";
import { signingIn } from "./sign-in.ts";
import { verification } from "./verification.ts";

/**
 * The accounts service, one module per use case: signing up (registration.ts), verification and
 * sign-in codes (verification.ts), signing in and sessions (sign-in.ts), passwords
 * (password-reset.ts) and the profile (profile.ts), sharing the codes and sessions of
 * service-context.ts.
 */
export function createAccountsService(repository: AccountsRepository, mailer: Mailer, options: AccountsServiceOptions) {
  const context = createServiceContext(repository, mailer, options);
  return {
    ...registration(context),
    ...signingIn(context),
    ...verification(context),
    ...passwordChanges(context),
    ...profile(context),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
