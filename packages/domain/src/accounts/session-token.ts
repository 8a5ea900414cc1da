import { SESSION_COOKIE } from "@sobremesa/contracts";

export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export interface SessionCredential {
  token: string;
  /** bearer: `Authorization: Bearer`; cookie: the HttpOnly `rs_s_t` cookie (subject to the Origin check on writes). */
  via: "bearer" | "cookie";
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value.join("; ") : value;
}

export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value.length > 0 ? value : undefined;
    }
  }
  return undefined;
}

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** The session token of a request: `Authorization: Bearer <token>` first, else the `rs_s_t` cookie. */
export function sessionCredential(headers: HeaderSource): SessionCredential | null {
  const authorization = header(headers, "authorization");
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  if (bearer && TOKEN.test(bearer)) return { token: bearer, via: "bearer" };
  const cookie = cookieValue(header(headers, "cookie"), SESSION_COOKIE);
  if (cookie && TOKEN.test(cookie)) return { token: cookie, via: "cookie" };
  return null;
}
