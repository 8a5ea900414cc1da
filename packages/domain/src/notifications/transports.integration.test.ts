import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessage } from "./outbox-message-fixture.ts";
import { createTransports } from "./transports.ts";

const message = outboxMessage;

describe("the providers behind the outbox", () => {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const whatsappCalls: { path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;
  let whatsapp: Server;
  let whatsappUrl: string;
  let whatsappStatus = 200;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString("utf8");
        });
        stream.on("end", () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((to) => to.address),
            data,
          });
          callback();
        });
      },
    });
    smtp.listen(0, "127.0.0.1");
    await once(smtp.server, "listening");
    smtpPort = (smtp.server.address() as AddressInfo).port;

    whatsapp = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => {
        body += chunk.toString("utf8");
      });
      request.on("end", () => {
        whatsappCalls.push({
          path: request.url ?? "",
          authorization: request.headers.authorization,
          body: JSON.parse(body),
        });
        response
          .writeHead(whatsappStatus, { "content-type": "application/json" })
          .end('{"messages":[{"id":"wamid.1"}]}');
      });
    });
    whatsapp.listen(0, "127.0.0.1");
    await once(whatsapp, "listening");
    whatsappUrl = `http://127.0.0.1:${(whatsapp.address() as AddressInfo).port}/v21.0`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    whatsapp.close();
  });

  it("sends e-mail over SMTP with the message's id as its Message-ID", async () => {
    const transports = createTransports({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: "Sobremesa <no-reply@sobremesa.mx>",
      supportEmail: "hola@sobremesa.mx",
    });
    expect(await transports.deliver(message({}))).toBe("smtp");
    transports.close();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: "no-reply@sobremesa.mx", to: ["diner@example.com"] });
    expect(mails[0]!.data).toContain("Message-ID: <5b0f3c2e-8f7a-4a57-9d61-2d4f7f1f6a10@outbox.sobremesa>");
    expect(mails[0]!.data).toContain("Content-Language: es");
  });

  it("sends a message's calendar entry as the e-mail's text/calendar part, with its METHOD", async () => {
    const transports = createTransports({
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      mailFrom: "a@b.mx",
      supportEmail: "c@b.mx",
    });
    const calendar =
      "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nBEGIN:VEVENT\r\nUID:ABCD2345@sobremesa\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    mails.length = 0;
    expect(await transports.deliver(message({ calendar }))).toBe("smtp");
    transports.close();
    const data = mails[0]!.data.replace(/\r\n/g, "\n");
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/);
    expect(data).toContain("UID:ABCD2345@sobremesa");
  });

  it("throws when the mail server cannot be reached, so the job is retried", async () => {
    const transports = createTransports({
      smtpUrl: "smtp://127.0.0.1:1",
      mailFrom: "a@b.mx",
      supportEmail: "c@b.mx",
      timeoutMs: 2_000,
    });
    await expect(transports.deliver(message({}))).rejects.toThrow();
    transports.close();
  });

  it("sends WhatsApp text through the Cloud API, and throws on a refusal", async () => {
    const transports = createTransports({
      mailFrom: "a@b.mx",
      supportEmail: "c@b.mx",
      whatsapp: { token: "token-1", phoneNumberId: "1234567890", apiUrl: whatsappUrl },
    });
    const whatsappMessage = message({ channel: "whatsapp", recipient: "+52 55 1234 5678", subject: null });
    expect(await transports.deliver(whatsappMessage)).toBe("whatsapp-cloud");
    expect(whatsappCalls[0]).toMatchObject({
      path: "/v21.0/1234567890/messages",
      authorization: "Bearer token-1",
      body: { messaging_product: "whatsapp", to: "525512345678", type: "text", text: { body: whatsappMessage.body } },
    });
    whatsappStatus = 503;
    await expect(transports.deliver(whatsappMessage)).rejects.toThrow("WhatsApp Cloud API answered 503");
  });

  it("keeps a channel without a provider in the dev outbox", async () => {
    const transports = createTransports({ mailFrom: "a@b.mx", supportEmail: "c@b.mx" });
    expect(await transports.deliver(message({}))).toBe("dev-outbox");
    expect(await transports.deliver(message({ channel: "whatsapp" }))).toBe("dev-outbox");
    expect(await transports.deliver(message({ channel: "sms" }))).toBe("dev-outbox");
  });
});
