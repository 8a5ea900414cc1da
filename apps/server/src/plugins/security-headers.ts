import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Security headers on every answer (DESIGN section 9): pages, APIs, assets and errors alike.
 * The Content-Security-Policy holds what no page needs to loosen — no framing by other sites, no
 * plugins, no foreign <base> or form targets; a script-src policy is left for when every inline
 * script carries a nonce. HSTS only where the site is served over HTTPS.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: { https: boolean }) => {
  const headers: [string, string][] = [
    ["content-security-policy", "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'"],
    ["x-frame-options", "DENY"],
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=(self)"],
    ["cross-origin-opener-policy", "same-origin"],
  ];
  if (options.https) headers.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
});
