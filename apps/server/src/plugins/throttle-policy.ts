import { createHash } from "node:crypto";

/**
 * Throttling of the accounts endpoints: per IP and per account, on sign-in,
 * code sending and verification, e-mail-exists, registration and password reset; and of the lead
 * forms (concierge, partners), whose spam protection it is together with their honeypot; and of
 * saving cards and subscribing (card testing).
 */
export const throttleActions = [
  "email-exists",
  "sign-in",
  "send-code",
  "verify-code",
  "register",
  "reset-request",
  "reset-password",
  "change-password",
  "concierge-lead",
  "partner-lead",
  "card-add",
  "subscribe",
  "ticket-purchase",
  "store-order",
  "reservation-link",
  "staff-invite",
  "large-party-request",
] as const;
export type ThrottleAction = (typeof throttleActions)[number];

export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Per action: the limit of one IP and, when the request names one, of one account (e-mail or phone). */
export const throttleLimits: Record<ThrottleAction, { ip: Limit; account?: Limit }> = {
  // An office or a campus signs people up from one address: the per-IP limits of signing up and in
  // hold a class of 60 in the same quarter of an hour, and windows stay short so a lockout does too.
  // E-mail-exists is the one answer that says whether an e-mail is registered (ADR 006): strict per
  // e-mail, bounded per IP.
  "email-exists": { ip: { max: 150, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: HOUR } },
  "sign-in": { ip: { max: 150, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  "send-code": { ip: { max: 150, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  "verify-code": { ip: { max: 200, windowMs: 15 * MINUTE }, account: { max: 15, windowMs: 15 * MINUTE } },
  register: { ip: { max: 90, windowMs: 15 * MINUTE } },
  "reset-request": { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  "reset-password": { ip: { max: 20, windowMs: 10 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  "change-password": { ip: { max: 20, windowMs: 10 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  // A person sends one request, maybe a correction; an office behind one IP a few more.
  "concierge-lead": { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  "partner-lead": { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  // Card testing (trying stolen numbers one after another) is stopped here: a person saves a few cards.
  "card-add": { ip: { max: 20, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
  subscribe: { ip: { max: 30, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
  // A buyer tries a few cards at most; a script trying stolen numbers against cheap tickets is stopped.
  "ticket-purchase": { ip: { max: 30, windowMs: HOUR }, account: { max: 15, windowMs: HOUR } },
  // The same card-testing guard on store checkouts.
  "store-order": { ip: { max: 30, windowMs: HOUR }, account: { max: 15, windowMs: HOUR } },
  // A diner who lost the e-mail asks for its link once or twice; guessing codes from one IP is stopped.
  "reservation-link": { ip: { max: 10, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
  // An owner staffs a venue with a few invitations at a time; a stolen owner account must not turn
  // the invitation e-mail into a spam cannon. The account is the inviter's, not the invitee's.
  "staff-invite": { ip: { max: 60, windowMs: HOUR }, account: { max: 30, windowMs: HOUR } },
  // A diner asks a venue or two for a large table, maybe again with a correction (a retry of one
  // request counts too); a script sending the venue's e-mail to strangers is stopped.
  "large-party-request": { ip: { max: 30, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
};

export interface ThrottleCheck {
  /** The limiter: `${action}:ip` or `${action}:account`. */
  limiter: string;
  /** The store key: never the raw e-mail or phone (hashed). */
  key: string;
  limit: Limit;
}

/** An account identifier as the store sees it: trimmed, lower case, hashed (no personal data in Redis). */
export function accountKey(identifier: string): string {
  return createHash("sha256").update(identifier.trim().toLowerCase()).digest("base64url").slice(0, 22);
}

/** The checks of one request: its IP always, its account when it names one. */
export function throttleChecks(
  action: ThrottleAction,
  subject: { ip: string; account?: string | undefined },
): ThrottleCheck[] {
  const limits = throttleLimits[action];
  const checks: ThrottleCheck[] = [{ limiter: `${action}:ip`, key: `${action}:ip:${subject.ip}`, limit: limits.ip }];
  const account = subject.account?.trim();
  if (limits.account && account)
    checks.push({
      limiter: `${action}:account`,
      key: `${action}:account:${accountKey(account)}`,
      limit: limits.account,
    });
  return checks;
}
