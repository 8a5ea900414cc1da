import { LOCALE_COOKIE, languageOfPath, localeCookie } from "@sobremesa/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/**
 * Remembers the language of the last page a visitor read, for 365 days, so e-mails
 * and API answers without a `lang` can speak it. Pages never redirect on it (ADR 004). Publicly
 * cacheable pages leave it to the browser (root layout), so their answers carry no Set-Cookie.
 */
export const rememberLocale = fp(async (app: FastifyInstance, options: { secure: boolean }) => {
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (reply.statusCode !== 200 || !type.startsWith("text/html")) return payload;
    // Shared caches must not keep one visitor's cookie: public pages set it from the browser instead.
    if (/\bpublic\b/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    const language = languageOfPath(request.url);
    if (cookieValue(request.headers.cookie, LOCALE_COOKIE) === language) return payload;
    const existing = reply.getHeader("set-cookie");
    const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
    reply.header("set-cookie", [...cookies, localeCookie(language, options.secure)]);
    return payload;
  });
});
