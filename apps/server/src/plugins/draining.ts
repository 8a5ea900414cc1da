import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Shutdown's first step: /readyz answers 503 while every other route still serves. */
    draining: { readonly active: boolean; begin(): void };
  }
}

/**
 * Shutdown happens in two steps. `draining.begin()` (on SIGTERM) makes /readyz answer 503, so the
 * load balancer stops sending new work, while requests that still arrive are served normally: the
 * balancer has not noticed yet, and a refusal would only make the visitor retry. Then `close()`
 * stops accepting connections; Fastify answers requests that still arrive on open connections with
 * a 503 (`return503OnClosing`) and waits for the ones in flight.
 *
 * From the first step on, every answer tells the client to close its connection: a keep-alive
 * connection reused at the moment close() reaps idle ones would fail with a reset instead of being
 * opened afresh to the other instance, and shutdown would wait for the client instead of ending.
 */
export const draining = fp(async (app: FastifyInstance) => {
  let active = false;
  app.decorate("draining", {
    get active() {
      return active;
    },
    begin() {
      active = true;
    },
  });
  app.addHook("preClose", async () => {
    active = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (active) reply.header("connection", "close");
    return payload;
  });
});
