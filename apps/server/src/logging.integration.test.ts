import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "./logging.ts";
import { startFakeSmtp } from "./providers-testing.ts";
import { buildTestApp, type TestApp } from "./testing.ts";
import { startWorker } from "./worker.ts";

/** Anything that looks like an e-mail address, as written or percent-encoded. */
const ANY_EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/i;

const uniqueEmail = (label: string) => `${label}.${process.pid}.${Math.random().toString(36).slice(2)}@example.com`;

/**
 * Real failures (a request whose query fails, a mail server refusing a recipient) with the site's
 * own loggers: no e-mail address may reach a log line, while the line still says what failed.
 */
describe("log lines", () => {
  const logs: string[] = [];
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp({ logs });
  }, 120_000);
  afterAll(() => subject?.close());

  it("carry no e-mail address when a request's query fails, nor from its URL", async () => {
    const email = uniqueEmail("lucia");
    const before = logs.length;
    // The table is away: the insert fails with the lead's fields as the query's parameters.
    await subject.database.handle.query("alter table leads rename to leads_away");
    try {
      const response = await subject.app.inject({
        method: "POST",
        url: `/api/leads/partners?lang=es&contact=${encodeURIComponent(email)}`,
        remoteAddress: "10.9.0.1",
        payload: {
          company: "Grupo Fogón",
          branches: 14,
          countries: ["mx", "co"],
          name: "Andrés Restrepo",
          email,
          dialCode: "+57",
          phone: "301 234 5678",
          message: `Escríbanme a ${email}`,
        },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.body).not.toContain(email);
    } finally {
      await subject.database.handle.query("alter table leads_away rename to leads");
    }
    await subject.app.inject({ method: "GET", url: `/api/nothing-here?email=${email}`, remoteAddress: "10.9.0.2" });

    const written = logs.slice(before).join("");
    // The failure was logged, with what went wrong.
    expect(written).toContain('"level":50');
    expect(written).toContain("does not exist");
    expect(written).toContain("/api/nothing-here");
    expect(written).not.toContain(email);
    expect(written).not.toContain("Andrés");
    expect(written).not.toMatch(ANY_EMAIL);
  });

  it("carry no e-mail address when the mail server refuses a recipient", async () => {
    const smtp = await startFakeSmtp({ rejectRecipients: true });
    const lines: string[] = [];
    const log = pino(loggerOptions("info"), { write: (line: string) => lines.push(line) });
    const recipient = uniqueEmail("rechazo");
    await subject.database.handle.query(
      `insert into outbox_messages (channel, recipient, subject, body, template, language)
       values ('email', $1, 'Tu reservación', 'Hola', 'reservation-confirmed', 'es')`,
      [recipient],
    );
    const worker = await startWorker({
      config: { ...subject.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      database: subject.database.handle,
      log,
      retry: { limit: 0, delaySeconds: 1 },
      relayIntervalMs: 100,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await expect
        .poll(() => lines.some((line) => line.includes("message given up after every retry")), { timeout: 30_000 })
        .toBe(true);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    const written = lines.join("");
    // The refusal is logged, with the server's reason but not the address it named.
    expect(written).toContain("Recipient address rejected");
    expect(written).not.toContain(recipient);
    expect(written).not.toMatch(ANY_EMAIL);
  });
});
