import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import type { OutboxMessage, Transports } from "@sobremesa/domain/notifications";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { QUEUES, startWorker, type Worker } from "./worker.ts";

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_via: string | null;
}

/** A provider that records what it sends and fails the first `failures[recipient]` attempts. */
function fakeTransports(failures: Record<string, number> = {}) {
  const sent: OutboxMessage[] = [];
  const transports: Transports = {
    async deliver(message) {
      const left = failures[message.recipient] ?? 0;
      if (left > 0) {
        failures[message.recipient] = left - 1;
        throw new Error("smtp://user:secret@mail.example: connection refused");
      }
      sent.push(message);
      return "smtp";
    },
    close() {},
  };
  return { transports, sent };
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const silent = { info() {}, error() {} };

describe("the job worker delivering the outbox", () => {
  let database: TestDatabase;
  let worker: Worker | undefined;
  let counter = 0;

  const insert = async (overrides: { sendAfter?: Date } = {}) => {
    const recipient = `diner${++counter}@example.com`;
    const [row] = await database.handle.query<{ id: string }>(
      `insert into outbox_messages (channel, recipient, subject, body, template, language, send_after)
       values ('email', $1, 'Tu reservación', 'Hola', 'reservation-confirmed', 'es', $2) returning id`,
      [recipient, overrides.sendAfter ?? new Date()],
    );
    return { id: row!.id, recipient };
  };
  const read = async (id: string) =>
    (
      await database.handle.query<Row>(
        "select id, status, attempts, last_error, delivered_via from outbox_messages where id = $1",
        [id],
      )
    )[0]!;
  const start = (
    transports: Transports,
    retry = { limit: 3, delaySeconds: 1 },
    relayIntervalMs = 100,
    pollingIntervalSeconds = 0.5,
  ) =>
    startWorker({
      config: {
        smtpUrl: undefined,
        mailFrom: "Sobremesa <no-reply@sobremesa.mx>",
        supportEmail: "hola@sobremesa.mx",
        whatsapp: undefined,
        siteUrl: "http://localhost:3000",
        appSecret: "a-test-secret-of-at-least-thirty-two-chars",
        billing: { provider: "sandbox" },
      },
      database: database.handle,
      log: silent,
      transports,
      retry,
      relayIntervalMs,
      pollingIntervalSeconds,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(async () => {
    await database.drop();
  });

  it("delivers every due message exactly once, even when the relay and a job run again", async () => {
    const { transports, sent } = fakeTransports();
    const messages = [await insert(), await insert(), await insert()];
    worker = await start(transports);
    for (const message of messages) {
      const row = await waitFor(
        () => read(message.id),
        (value) => value.status === "sent",
      );
      expect(row).toMatchObject({ status: "sent", attempts: 1, delivered_via: "smtp" });
    }
    expect(await worker.relay()).toBe(0);
    // A stray second job for a sent message (a lost acknowledgement) sends nothing.
    const jobId = await worker.boss.send(QUEUES.deliver, { id: messages[0]!.id });
    await waitFor(
      () => worker!.boss.getJobById(QUEUES.deliver, jobId!),
      (job) => job?.state === "completed",
    );
    expect(sent.map((message) => message.recipient).sort()).toEqual(messages.map((m) => m.recipient).sort());
  });

  it("drains a backlog in full batches without waiting a poll between them", async () => {
    // 96 due messages and a 5 s poll: one message per fetch took 5 s per four messages (two minutes);
    // batches that come back full are followed at once by the next fetch.
    const messages = await Promise.all(Array.from({ length: 96 }, () => insert()));
    const { transports, sent } = fakeTransports();
    worker = await start(transports, undefined, 100, 5);
    const delivered = await waitFor(
      async () =>
        (
          await database.handle.query<{ count: number }>(
            "select count(*)::int as count from outbox_messages where id = any($1::uuid[]) and status = 'sent'",
            [messages.map((message) => message.id)],
          )
        )[0]!.count,
      (count) => count === messages.length,
      20_000,
    );
    expect(delivered).toBe(messages.length);
    expect(new Set(sent.map((message) => message.recipient)).size).toBe(messages.length);
  });

  it("retries a failing provider with backoff until the message goes out", async () => {
    const message = await insert();
    const { transports, sent } = fakeTransports({ [message.recipient]: 2 });
    worker = await start(transports);
    const row = await waitFor(
      () => read(message.id),
      (value) => value.status === "sent",
    );
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    expect(sent).toHaveLength(1);
  });

  it("marks a message failed, with the provider's error and no secret, when every retry failed", async () => {
    const message = await insert();
    const { transports, sent } = fakeTransports({ [message.recipient]: 100 });
    worker = await start(transports, { limit: 1, delaySeconds: 1 });
    const row = await waitFor(
      () => read(message.id),
      (value) => value.status === "failed",
    );
    expect(row.status).toBe("failed");
    expect(row.attempts).toBe(2);
    expect(row.last_error).toContain("connection refused");
    expect(row.last_error).not.toContain("secret");
    expect(sent).toHaveLength(0);
  });

  it("holds a scheduled message (a reminder) until its time", async () => {
    const { transports, sent } = fakeTransports();
    const at = new Date(Date.now() + 3_600_000);
    const reminder = await insert({ sendAfter: at });
    // A long relay interval: only the explicit relays below move anything.
    worker = await start(transports, undefined, 3_600_000);
    expect(await worker.relay(new Date(at.getTime() - 1_000))).toBe(0);
    expect((await read(reminder.id)).status).toBe("pending");
    expect(await worker.relay(new Date(at.getTime() + 1_000))).toBe(1);
    const row = await waitFor(
      () => read(reminder.id),
      (value) => value.status === "sent",
    );
    expect(row.status).toBe("sent");
    expect(sent.map((message) => message.id)).toEqual([reminder.id]);
  });
});
