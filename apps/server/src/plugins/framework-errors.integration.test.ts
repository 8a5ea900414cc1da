import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

const ENVELOPE = {
  message: expect.any(String),
  error: { code: expect.any(String), message: expect.any(String) },
  requestId: expect.any(String),
};

/** Sends raw bytes on a fresh connection and reads everything the server writes until it closes. */
function raw(port: number, ...chunks: string[]): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (data) => {
      received += data.toString("utf8");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", body = ""] = received.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), headers: head, body });
    });
    socket.on("connect", () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

describe("errors the framework raises before a route runs", () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: string | Buffer) =>
    subject.app.inject({ method: "POST", url, headers, payload });

  it("answers a body that is not JSON in the envelope and the request's language", async () => {
    const spanish = await post("/api/leads/concierge", { "content-type": "application/json" }, "{bad");
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({ ...ENVELOPE, requestId: spanish.headers["x-request-id"] });
    expect(spanish.json().error.code).toBe("VALIDATION_FAILED");
    expect(spanish.json().message).toMatch(/^El cuerpo de la solicitud no es JSON válido/);

    const english = await post("/api/leads/concierge?lang=en", { "content-type": "application/json" }, "{bad");
    expect(english.json().message).toMatch(/^The request body is not valid JSON/);

    const reservations = await post("/rsv/reservations", { "content-type": "application/json" }, "[1,");
    expect(reservations.statusCode).toBe(400);
    expect(reservations.json().message).toMatch(/^El cuerpo de la solicitud no es JSON válido/);

    const empty = await post("/api/leads/concierge", { "content-type": "application/json" }, "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("El cuerpo de la solicitud está vacío; envía un objeto JSON");
  });

  it("answers an unsupported content type with 415 and a body too large with 413", async () => {
    const xml = await post("/api/leads/concierge", { "content-type": "text/xml" }, "<lead/>");
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ ...ENVELOPE, error: { code: "UNSUPPORTED_MEDIA_TYPE" } });
    expect(xml.json().message).toMatch(/^Este tipo de contenido no se admite aquí/);

    const large = JSON.stringify({ note: "x".repeat(1_100_000) });
    const tooLarge = await post("/api/leads/concierge?lang=en", { "content-type": "application/json" }, large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ ...ENVELOPE, error: { code: "PAYLOAD_TOO_LARGE" } });
    expect(tooLarge.json().message).toBe("The request body is too large; send less data");
  });

  it("answers an unreadable multipart form in the envelope and the request's language", async () => {
    const headers = { "content-type": "multipart/form-data; boundary=nothing-here" };
    const spanish = await post("/api/auth/send-verification-email", headers, "not a form at all");
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({ ...ENVELOPE, error: { code: "VALIDATION_FAILED" } });
    expect(spanish.json().message).toMatch(/^No pudimos leer el formulario/);
    const english = await post("/api/auth/send-verification-email?lang=en", headers, "not a form at all");
    expect(english.json().message).toMatch(/^The form \(multipart\/form-data\) could not be read/);
  });

  describe("on a real socket", () => {
    let port: number;
    beforeAll(async () => {
      await subject.app.listen({ port: 0, host: "127.0.0.1" });
      port = (subject.app.server.address() as { port: number }).port;
    });

    it("answers headers too large (Node's parser, before Fastify) with 431 in the envelope", async () => {
      const cookie = `Cookie: filler=${"x".repeat(20_000)}\r\n`;
      const spanish = await raw(port, `GET /api/tools/countries HTTP/1.1\r\nHost: a\r\n${cookie}\r\n`);
      expect(spanish.status).toBe(431);
      expect(spanish.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(spanish.body)).toMatchObject({ ...ENVELOPE, error: { code: "HEADERS_TOO_LARGE" } });
      expect(JSON.parse(spanish.body).message).toMatch(/^Los encabezados de la solicitud son demasiado grandes/);

      const english = await raw(port, `GET /en/ HTTP/1.1\r\nHost: a\r\n${cookie}\r\n`);
      expect(english.status).toBe(431);
      expect(JSON.parse(english.body).message).toMatch(/^The request's headers are too large/);
    });

    it("answers a request the parser cannot read with 400 in the envelope", async () => {
      const garbled = await raw(port, "GET /api/tools/countries?lang=en HTTP/1.1\r\nHost a\r\n\r\n");
      expect(garbled.status).toBe(400);
      expect(JSON.parse(garbled.body)).toMatchObject({ ...ENVELOPE, error: { code: "VALIDATION_FAILED" } });
      expect(JSON.parse(garbled.body).message).toBe("The request could not be read; check its format");
    });
  });
});

describe("requests that arrive while the server closes", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });

  it("are served with Connection: close, never Fastify's own 503, while /readyz says it is not ready", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    let bothHeld: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      bothHeld = resolve;
    });
    // Holds its connection busy across close(), and keeps it open after (no Connection: close), so
    // the request written behind it on the same connection arrives while the server is closing.
    subject.app.get(
      "/api/__test/hold",
      {
        onSend: async (_request, reply, payload) => {
          reply.removeHeader("connection");
          return payload;
        },
      },
      async () => {
        if (++held === 2) bothHeld();
        await gate;
        return { held: true };
      },
    );
    await subject.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (subject.app.server.address() as { port: number }).port;
    const sockets: Socket[] = [];
    const answers = [0, 1].map(
      () =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, "127.0.0.1");
          sockets.push(socket);
          let received = "";
          socket.on("data", (data) => {
            received += data.toString("utf8");
          });
          socket.on("error", reject);
          socket.on("close", () => resolve(received));
          socket.write("GET /api/__test/hold HTTP/1.1\r\nHost: a\r\n\r\n");
        }),
    );
    await holding;
    const closing = subject.app.close();
    // close() stops listening at once; the busy connections stay until they are answered.
    while (subject.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
    sockets[0]?.write("GET /api/tools/status HTTP/1.1\r\nHost: a\r\n\r\n");
    sockets[1]?.write("GET /readyz HTTP/1.1\r\nHost: a\r\n\r\n");
    release();
    const [api = "", ready = ""] = await Promise.all(answers);

    const second = (received: string) => {
      const [, head = "", body = ""] =
        /^[\s\S]*\r\n\r\n\{"held":true\}(HTTP[\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(received) ?? [];
      return { status: Number(head.split(" ")[1]), head, body };
    };
    // Served, and told to close, not reset or refused: the visitor's request still counts.
    const served = second(api);
    expect(served.status).toBe(200);
    expect(served.head).toMatch(/connection: close/i);
    expect(JSON.parse(served.body)).toMatchObject({ data: expect.any(Object) });

    const notReady = second(ready);
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toMatchObject({ status: "not_ready", draining: true });
    await closing;
    await subject.database.drop();
  });
});
