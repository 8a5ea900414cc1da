import { once } from "node:events";
import { connect, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { draining } from "./draining.ts";

const REQUEST = "GET / HTTP/1.1\r\nHost: sobremesa.test\r\nConnection: keep-alive\r\n\r\n";

/** Reads one HTTP answer (headers and a Content-Length body) from a raw socket, or how the socket ended. */
function nextAnswer(socket: Socket): Promise<{ head: string } | { ended: string }> {
  return new Promise((resolve) => {
    let text = "";
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (text.length < end + 4 + length) return;
      finish({ head: text.slice(0, end).toLowerCase() });
    };
    const onError = (error: NodeJS.ErrnoException) => finish({ ended: error.code ?? error.message });
    const onClose = () => finish({ ended: "closed without an answer" });
    const finish = (outcome: { head: string } | { ended: string }) => {
      socket.off("data", onData).off("error", onError).off("close", onClose);
      resolve(outcome);
    };
    socket.on("data", onData).on("error", onError).on("close", onClose);
  });
}

/** Blocks this thread (and so the server's event loop) for a moment: bytes sent meanwhile wait unread. */
function blockEventLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

describe("closing kept-alive connections on shutdown", () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  it("serves a request that arrived unread on an idle connection at close, and closes it after", async () => {
    app = Fastify({ logger: false, forceCloseConnections: "idle", return503OnClosing: false });
    await app.register(draining);
    app.get("/", async () => ({ ok: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, "127.0.0.1");
    await once(socket, "connect");

    socket.write(REQUEST);
    expect(await nextAnswer(socket)).toMatchObject({ head: expect.stringContaining("keep-alive") });

    // The connection is idle; a booking-sized request reaches the machine while the server is busy
    // and, before its event loop reads it, the server begins to close.
    const answer = nextAnswer(socket);
    socket.write(REQUEST);
    blockEventLoop(50);
    app.draining.begin();
    app.server.close();

    const outcome = await answer;
    expect(outcome).toMatchObject({ head: expect.stringMatching(/^http\/1\.1 200/) });
    expect(outcome).toMatchObject({ head: expect.stringContaining("connection: close") });
    socket.destroy();
  });

  it("serves a request on a connection still waiting to be accepted at close, instead of resetting it", async () => {
    app = Fastify({ logger: false, forceCloseConnections: "idle", return503OnClosing: false });
    await app.register(draining);
    app.get("/", async () => ({ ok: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };

    // The machine completes the connection while the server is busy; before its event loop accepts
    // it, the server begins to close.
    const socket = connect(port, "127.0.0.1");
    const answer = nextAnswer(socket);
    socket.write(REQUEST);
    // Node issues the connect on the next tick; no turn of the event loop (no accept) runs here.
    await new Promise((resolve) => process.nextTick(resolve));
    blockEventLoop(50);
    app.draining.begin();
    app.server.close();

    const outcome = await answer;
    expect(outcome).toMatchObject({ head: expect.stringMatching(/^http\/1\.1 200/) });
    expect(outcome).toMatchObject({ head: expect.stringContaining("connection: close") });
    socket.destroy();
  });
});
