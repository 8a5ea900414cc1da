import type { Config } from "@sobremesa/config";
import {
  DomainError,
  isLanguage,
  type Language,
  LOCALE_COOKIE,
  languageOfPath,
  SESSION_COOKIE,
} from "@sobremesa/contracts";
import { accountMessage, type CurrentSession, cookieValue, sessionCredential } from "@sobremesa/domain/accounts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Services } from "../services.ts";
import { UNREADABLE_FORM } from "./framework-errors.ts";

/** How the session cookie is written and which origin may write with it (ADR 002, ADR 006). */
export interface SessionOptions {
  /** Secure cookie: always in production, else only when SITE_URL is https (http://localhost in dev/test). */
  secure: boolean;
  /** SITE_URL's origin: the only origin allowed to write with the cookie in production. */
  siteOrigin: string;
  /** Outside production the request's own host is accepted too (http://localhost:PORT, 127.0.0.1...). */
  production: boolean;
}

export function sessionOptions(config: Config): SessionOptions {
  return {
    secure: config.isProduction || config.siteUrl.startsWith("https://"),
    siteOrigin: new URL(config.siteUrl).origin,
    production: config.isProduction,
  };
}

const SESSION_SECONDS = 30 * 24 * 60 * 60;

export function sessionCookie(token: string, secure: boolean): string {
  const attributes = [`${SESSION_COOKIE}=${token}`, "Path=/", `Max-Age=${SESSION_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function clearedSessionCookie(secure: boolean): string {
  const attributes = [`${SESSION_COOKIE}=`, "Path=/", "Max-Age=0", "HttpOnly", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF rule of cookie-authenticated writes: a write that carries the session cookie and no Bearer
 * token must come with an Origin of the site (SITE_URL; outside production also the request's own
 * host). Any write that sends a foreign Origin is refused too, cookie or not (login CSRF).
 */
export function originAllowed(input: {
  method: string;
  origin: string | undefined;
  hasSessionCookie: boolean;
  hasBearer: boolean;
  siteOrigin: string;
  host: string | undefined;
  production: boolean;
}): boolean {
  if (!WRITES.has(input.method.toUpperCase())) return true;
  const allowed = new Set([input.siteOrigin]);
  if (!input.production && input.host) {
    allowed.add(`http://${input.host}`);
    allowed.add(`https://${input.host}`);
  }
  if (input.origin !== undefined && input.origin !== "") return allowed.has(input.origin);
  // No Origin: API clients (no cookie, or a Bearer token) only.
  return input.hasBearer || !input.hasSessionCookie;
}

/** The language of an answer: `lang` in the query or body, else the locale cookie, else the path. */
export function requestLanguage(request: FastifyRequest): Language {
  const fromQuery = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromBody = (request.body as { lang?: unknown } | undefined)?.lang;
  if (isLanguage(fromBody)) return fromBody;
  const fromCookie = cookieValue(request.headers.cookie, LOCALE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  return languageOfPath(request.url);
}

/** Adds the Origin check to every write route of the plugin it is called in (encapsulated). */
export function guardCookieWrites(app: FastifyInstance, options: SessionOptions): void {
  app.addHook("onRequest", async (request) => {
    const credential = sessionCredential(request.headers);
    const hasSessionCookie = cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;
    const allowed = originAllowed({
      method: request.method,
      origin: typeof request.headers.origin === "string" ? request.headers.origin : undefined,
      hasSessionCookie,
      hasBearer: credential?.via === "bearer",
      siteOrigin: options.siteOrigin,
      host: request.headers.host,
      production: options.production,
    });
    if (!allowed) throw new DomainError("FORBIDDEN", accountMessage("originRejected", requestLanguage(request)));
  });
}

/**
 * Multipart and urlencoded bodies for the spec's multipart POSTs, in the plugin it is called in
 * (encapsulated): multipart is parsed by the platform's Request.formData() (undici), text fields only.
 */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "buffer" },
    async (request: FastifyRequest, body: Buffer) => {
      try {
        const form = await new Request("http://localhost/", {
          method: "POST",
          headers: { "content-type": String(request.headers["content-type"]) },
          body: new Uint8Array(body),
        }).formData();
        const fields: Record<string, string> = {};
        for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
        return fields;
      } catch {
        throw Object.assign(new Error("The multipart body could not be read"), {
          statusCode: 400,
          code: UNREADABLE_FORM,
        });
      }
    },
  );
}

export function clientInfo(request: FastifyRequest) {
  return {
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : undefined,
    previousToken: sessionCredential(request.headers)?.token,
  };
}

/** The signed-in (verified) user of the request, or a 401 in its language. */
export async function requireSession(request: FastifyRequest, services: Services): Promise<CurrentSession> {
  const session = await services.accounts.sessionFromHeaders(request.headers);
  if (!session) throw new DomainError("UNAUTHENTICATED", accountMessage("unauthenticated", requestLanguage(request)));
  return session;
}

export function setSession(reply: FastifyReply, token: string, options: SessionOptions): void {
  reply.header("set-cookie", sessionCookie(token, options.secure));
  reply.header("cache-control", "no-store");
}

export function clearSession(reply: FastifyReply, options: SessionOptions): void {
  reply.header("set-cookie", clearedSessionCookie(options.secure));
  reply.header("cache-control", "no-store");
}
