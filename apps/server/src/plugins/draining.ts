import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * While the app closes, answers that are still being written tell the client to close its
 * connection. Without this a keep-alive connection that finishes its request after close() began
 * stays open, and shutdown waits for the client (or the deadline) instead of ending at once.
 */
export const draining = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
});
