import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { errorBody, languageOf } from "./errors.ts";

const closingMessages = {
  es: "Este servidor se está reiniciando; inténtalo de nuevo en unos segundos",
  en: "This server is restarting; please try again in a few seconds",
} as const;

/**
 * Requests that reach an instance after close() began (on a connection kept alive) get a 503 in
 * the site's envelope, with Retry-After, in place of Fastify's own (`return503OnClosing: false`).
 * /readyz keeps answering for itself: its not-ready body is what a load balancer reads.
 */
export const closingAnswers = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async (request, reply) => {
    if (!closing || request.url === "/readyz" || request.url.startsWith("/readyz?")) return;
    reply.header("retry-after", "5");
    reply.header("connection", "close");
    return reply.status(503).send(errorBody(request, "NOT_READY", closingMessages[languageOf(request)]));
  });
});
