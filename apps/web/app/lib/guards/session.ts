import type { AccountUser, Language } from "@sobremesa/contracts";
import type { WebAccounts, WebMemberships } from "#app/services.ts";

/** The session cookie (storage key `rs_s_t`; ADR 002: an HttpOnly cookie). */
export const SESSION_COOKIE = "rs_s_t";

/** The value of one cookie of a request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Whether the request carries a credential at all: the session cookie or `Authorization: Bearer`. */
export function hasCredential(request: Request): boolean {
  if (readCookie(request, SESSION_COOKIE)) return true;
  return /^Bearer\s+\S/i.test(request.headers.get("authorization") ?? "");
}

/** The signed-in visitor of a request: their public profile, or null when signed out. */
export interface RequestSession {
  /** Null only without an accounts service (see currentSession). */
  user: AccountUser | null;
}

/**
 * The session of a request, checked by the accounts service (`sessionFromHeaders`: the cookie or a
 * Bearer token, a live session of a verified account). A request without any credential never
 * reaches the database. Without an accounts service (a server built before accounts, unit tests
 * that do not give one) the cookie's presence is all there is to go on, and the user is unknown.
 */
export function currentSession(request: Request, accounts: WebAccounts | undefined): Promise<RequestSession | null> {
  // The guard, the root loader and the page's loader of one request ask once.
  let pending = asked.get(request);
  if (!pending) {
    pending = lookUp(request, accounts);
    asked.set(request, pending);
  }
  return pending;
}

const asked = new WeakMap<Request, Promise<RequestSession | null>>();

async function lookUp(request: Request, accounts: WebAccounts | undefined): Promise<RequestSession | null> {
  if (!hasCredential(request)) return null;
  if (typeof accounts?.sessionFromHeaders !== "function") {
    return readCookie(request, SESSION_COOKIE) ? { user: null } : null;
  }
  const found = await accounts.sessionFromHeaders(request.headers);
  return found ? { user: found.user } : null;
}

/** Whether the visitor is signed in (a real session check through the accounts service). */
export async function isSignedIn(request: Request, accounts: WebAccounts | undefined): Promise<boolean> {
  return (await currentSession(request, accounts)) !== null;
}

/**
 * Whether the visitor already holds a membership: a signed-in user whose live membership (trialing,
 * active or in its grace period) the memberships service knows. Signed-out visitors, and servers
 * without the memberships service, have no members. A failed look-up lets the checkout render: the
 * server refuses a second subscription anyway.
 */
export async function isMember(
  request: Request,
  services: { accounts?: WebAccounts | undefined; memberships?: Pick<WebMemberships, "membershipOf"> | undefined },
  language: Language,
): Promise<boolean> {
  if (!services.memberships) return false;
  const session = await currentSession(request, services.accounts);
  if (!session?.user) return false;
  try {
    const { subscription } = await services.memberships.membershipOf(session.user.id, language);
    return subscription !== null;
  } catch {
    return false;
  }
}
