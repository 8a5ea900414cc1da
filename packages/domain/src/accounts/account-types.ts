import type { AccountUser, Language } from "@sobremesa/contracts";

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

/**
 * Runs when an account's e-mail is proven its own: verified by a code or a reset, and again at each
 * sign-in while verified. Other domains give the account what was done as a guest with that
 * address. Must be idempotent; it logs its own failures (a throw is ignored, see emailProven).
 */
export type EmailProvenHook = (userId: string, email: string) => Promise<void>;

export interface AccountsServiceOptions {
  /** Public base URL for links in e-mails (SITE_URL). */
  siteUrl: string;
  /** Called after an account is erased (reservations, orders... anonymise their rows). */
  onAccountDeleted?: AccountDeletedHook[];
  /** Called when an account's e-mail is proven (verification, reset, each sign-in while verified). */
  onEmailProven?: EmailProvenHook;
}
