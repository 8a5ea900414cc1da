import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errorBody, languageOf } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Discovery reads (search, filters, page data) are refused first when the instance is saturated. */
    shed?: "discovery";
  }
}

const busyMessages = {
  es: "Hay mucha demanda en este momento; inténtalo de nuevo en unos segundos",
  en: "We are very busy right now; please try again in a few seconds",
} as const;

/**
 * Past `maxInFlight` discovery requests at once, a new one is answered 503 at once instead of
 * queueing. One instance has one event loop: a queue of searches would make every await of a
 * booking or a payment wait behind it, so a flood of searches is turned away cheaply (the client or
 * the load balancer retries) while bookings keep their latency. 0 turns the limit off.
 */
export const loadShedding = fp(async (app: FastifyInstance, { maxInFlight }: { maxInFlight: number }) => {
  if (maxInFlight <= 0) return;
  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };

  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config.shed !== "discovery") return;
    if (inFlight >= maxInFlight) {
      reply.header("retry-after", "1");
      return reply.status(503).send(errorBody(request, "NOT_READY", busyMessages[languageOf(request)]));
    }
    inFlight++;
    counted.add(request);
  });
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
});
