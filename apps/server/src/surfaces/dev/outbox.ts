import { outboxAnswer, outboxQuery } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.ts";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** E-mails are stored lower case, phones in E.164 (a "+" in a query string arrives as a space). */
function recipient(to: string | undefined): string | undefined {
  const trimmed = to?.trim();
  if (!trimmed) return undefined;
  return /^\d{6,15}$/.test(trimmed) ? `+${trimmed}` : trimmed.toLowerCase();
}

/**
 * The dev outbox: every e-mail and SMS the site sent, newest first. Registered
 * only outside production (there /__dev/ answers 404).
 */
export const devOutbox: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/__dev/outbox.json",
    {
      schema: {
        hide: true,
        querystring: outboxQuery,
        response: { 200: outboxAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await services.outbox.list(recipient(request.query.to)) };
    },
  );

  app.get("/__dev/outbox", { schema: { hide: true, querystring: outboxQuery } }, async (request, reply) => {
    const messages = await services.outbox.list(recipient(request.query.to));
    const rows = messages
      .map(
        (message) => `<li>
  <p><strong>${escapeHtml(message.channel)}</strong> to <code>${escapeHtml(message.to)}</code> <time>${escapeHtml(message.createdAt)}</time>
  · ${escapeHtml(message.template)} · <em>${escapeHtml(message.status)}</em>${message.deliveredVia ? ` via ${escapeHtml(message.deliveredVia)}` : ""}${message.status === "pending" ? ` after <time>${escapeHtml(message.sendAfter)}</time>` : ""}</p>
  ${message.subject ? `<h2>${escapeHtml(message.subject)}</h2>` : ""}
  <pre>${escapeHtml(message.body)}</pre>
</li>`,
      )
      .join("\n");
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title><meta name="robots" content="noindex">
<style>body{font:14px system-ui;margin:2rem;max-width:60rem}li{border-bottom:1px solid #ddd;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev outbox</h1><p>${messages.length} messages, newest first. JSON: <a href="/__dev/outbox.json">/__dev/outbox.json?to=</a></p>
<ol>${rows}</ol></body></html>`;
  });
};
