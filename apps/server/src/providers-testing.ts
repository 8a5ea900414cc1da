import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** Stand-ins for the message providers behind the outbox, on 127.0.0.1, for the integration tests. */

export interface FakeSmtp {
  port: number;
  /** Message-IDs (the outbox message id) in the order the server received each whole message. */
  received: string[];
  /** Received, not yet answered: what a sender killed now never hears about. */
  unanswered: Set<string>;
  /** Received and answered (accepted). */
  answered: Set<string>;
  /** With `answerFirst`: answers the mails held so far, and every later one as it comes. */
  release(): void;
  close(): Promise<void>;
}

/**
 * An SMTP server that keeps the outbox message id of every mail (its Message-ID), so a test can
 * tell a mail sent twice from two mails. `answerDelayMs` holds each answer back: the window in which
 * a sender may die after the server has the mail. `answerFirst` makes a server that stalls: it
 * answers that many mails and holds every later one until `release()`. With `auth`, only those
 * credentials are accepted.
 */
export async function startFakeSmtp(
  options: {
    port?: number;
    answerDelayMs?: number;
    answerFirst?: number;
    /** Refuses every recipient, naming the address in its answer as real servers do. */
    rejectRecipients?: boolean;
    auth?: { user: string; password: string };
  } = {},
): Promise<FakeSmtp> {
  const received: string[] = [];
  const unanswered = new Set<string>();
  const answered = new Set<string>();
  const held: (() => void)[] = [];
  let released = false;
  const auth = options.auth;
  const server = new SMTPServer({
    authOptional: auth === undefined,
    // Plain SMTP on the loopback: nodemailer sends the URL's credentials only if the server allows it.
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      callback(
        Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), {
          responseCode: 550,
        }),
      );
    },
    onAuth(attempt, _session, callback) {
      if (auth && attempt.username === auth.user && attempt.password === auth.password)
        return callback(null, { user: auth.user });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString("utf8");
      });
      stream.on("end", () => {
        const id = /^Message-ID:\s*<([^@>]+)@outbox\.sobremesa>/im.exec(data)?.[1] ?? "missing";
        const index = received.push(id) - 1;
        unanswered.add(id);
        const answer = () => {
          unanswered.delete(id);
          answered.add(id);
          callback();
        };
        if (options.answerFirst !== undefined && index >= options.answerFirst && !released) held.push(answer);
        else setTimeout(answer, options.answerDelayMs ?? 0);
      });
    },
  });
  server.on("error", () => {});
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server.server, "listening");
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    unanswered,
    answered,
    release() {
      released = true;
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface FakeWhatsAppMessage {
  /** The outbox message id (biz_opaque_callback_data). */
  id: string;
  to: string;
  body: string;
}

export interface FakeWhatsApp {
  port: number;
  /** The API base to configure as WHATSAPP_API_URL. */
  url: string;
  /** Every message accepted, in order. */
  received: FakeWhatsAppMessage[];
  close(): Promise<void>;
}

/**
 * The WhatsApp Cloud API's send endpoint (`POST {base}/{phone-number-id}/messages`): it accepts a
 * text message carrying the configured bearer token and answers as Meta does; anything else is 401.
 */
export async function startFakeWhatsApp(options: { token: string; port?: number }): Promise<FakeWhatsApp> {
  const received: FakeWhatsAppMessage[] = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    request.on("end", () => {
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (request.method !== "POST" || !/^\/v[\d.]+\/[^/]+\/messages$/.test(request.url ?? ""))
        return json(404, { error: { message: "Unknown path", code: 803 } });
      if (request.headers.authorization !== `Bearer ${options.token}`)
        return json(401, { error: { message: "Invalid OAuth access token", code: 190 } });
      const body = JSON.parse(text) as { to: string; text: { body: string }; biz_opaque_callback_data?: string };
      received.push({ id: body.biz_opaque_callback_data ?? "missing", to: body.to, body: body.text.body });
      json(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${received.length}` }],
      });
    });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}/v21.0`,
    received,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
