import type { Server } from "node:http";
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
 * stops accepting connections, serves what still arrives on open ones (`return503OnClosing` is off:
 * its 503 kept the connection open, so the close waited for the client) and waits for the requests
 * in flight.
 *
 * From the first step on, every answer tells the client to close its connection, so a client never
 * reuses one that the server is about to close. The connections idle at close() are closed once
 * the event loop has read what already arrived on them (see closeIdleAfterReading): a request sent
 * just before is served, not reset.
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
  closeListenerAfterAccepting(app.server);
  closeIdleAfterReading(app.server);
});

/**
 * Closing the listening socket resets the connections the machine has completed but the event loop
 * has not accepted yet (a busy server lets them wait), so a client that connected just before close
 * sees a reset instead of an answer. Letting the event loop poll once more first accepts them: they
 * are served like the others, and only connections made after that are refused, which a client
 * knows to take elsewhere.
 */
function closeListenerAfterAccepting(server: Server): void {
  const close = server.close.bind(server);
  server.close = ((callback?: (error?: Error) => void) => {
    setImmediate(() => setImmediate(() => close(callback)));
    return server;
  }) as Server["close"];
}

/**
 * How long connections idle at close() get to show a request before they are closed. Node's
 * server.close() destroys them at once, and two kinds are not idle at all: one whose request has
 * reached the machine but not been read yet, and one just accepted whose client has not written its
 * request yet (a busy client takes a moment after connecting). Destroying either sends the client a
 * reset. Within the grace the first is read and the second arrives; both are served and closed.
 * Only connections still idle after it are closed; the drain is this much longer at most.
 */
const IDLE_GRACE_MS = 1_000;

function closeIdleAfterReading(server: Server): void {
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    setTimeout(closeIdle, IDLE_GRACE_MS).unref();
  };
}
