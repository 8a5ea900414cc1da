/** The session cookie (SPEC section 3 storage key `rs_s_t`; DESIGN: an HttpOnly cookie). */
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

/**
 * Whether the visitor is signed in. For now the session cookie being present is enough; the
 * accounts issue replaces this one function with a real session check.
 */
export function isSignedIn(request: Request): boolean {
  return Boolean(readCookie(request, SESSION_COOKIE));
}

/**
 * Whether the visitor already holds a membership. Membership status arrives with the memberships
 * issue; until then nobody is a member.
 */
export function isMember(_request: Request): boolean {
  return false;
}
