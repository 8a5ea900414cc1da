import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Instance, startInstance } from "./instances-testing.ts";
import { type FakeSmtp, startFakeSmtp } from "./providers-testing.ts";
import { DELIVERY_BATCH } from "./worker.ts";

/**
 * More than a worker takes at once (its senders claim batches of DELIVERY_BATCH, two at a time): at
 * the kill, some messages are still waiting in the outbox, others at the mail server.
 */
const MESSAGES = DELIVERY_BATCH * 3;
/** The mail server holds each answer this long: the window in which the sender is killed. */
const ANSWER_DELAY_MS = 400;

interface Row {
  id: string;
  status: string;
  attempts: number;
}

/**
 * Issue 11: a worker killed (SIGKILL) while it is sending. Its claims expire after
 * OUTBOX_CLAIM_TIMEOUT_SECONDS and a second worker takes the messages over. A message the mail
 * server had received but whose answer the dead worker never heard is sent again; it carries the
 * same Message-ID (the outbox message id, the dedup key), so the mailbox holds every message once.
 */
describe.skipIf(!process.env.DATABASE_URL)("a worker killed mid-delivery", () => {
  let database: TestDatabase;
  /** Keeps the Message-IDs it received, and which it has not answered yet. */
  let smtp: FakeSmtp;
  const workers: Instance[] = [];

  beforeAll(async () => {
    smtp = await startFakeSmtp({ answerDelayMs: ANSWER_DELAY_MS });
    database = await createTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop("SIGKILL")));
    await smtp?.close();
    await database?.drop();
  }, 30_000);

  const startWorkerProcess = async () => {
    const worker = await startInstance({
      command: "worker",
      databaseUrl: database.url ?? "",
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        OUTBOX_CLAIM_TIMEOUT_SECONDS: "3",
        OUTBOX_RETRY_DELAY_SECONDS: "1",
      },
      capture: true,
    });
    workers.push(worker);
    return worker;
  };

  it("delivers every message, each once by its dedup key, after the sender was killed", async () => {
    const recipient = `crash.${process.pid}.${Date.now()}@example.com`;
    const ids = (
      await database.handle.query<{ id: string }>(
        `insert into outbox_messages (channel, recipient, subject, body, template, language)
         select 'email', $1, 'Prueba ' || n, 'Mensaje ' || n, 'test', 'es' from generate_series(1, ${MESSAGES}) as n
         returning id`,
        [recipient],
      )
    ).map((row) => row.id);

    const first = await startWorkerProcess();
    // Kill it once a few messages went out and some are at the mail server awaiting its answer.
    await expect
      .poll(() => smtp.received.length >= 6 && smtp.unanswered.size > 0, { timeout: 30_000, interval: 20 })
      .toBe(true);
    first.child.kill("SIGKILL");
    const inFlightAtKill = new Set(smtp.unanswered);
    expect(await first.exited).toBeNull();
    // Bytes the dead worker had already written can still reach the mail server after the kill.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const handedOverByTheDead = new Set(smtp.received);
    expect(handedOverByTheDead.size).toBeLessThan(MESSAGES);

    await startWorkerProcess();
    const read = () =>
      database.handle.query<Row>("select id, status, attempts from outbox_messages where recipient = $1", [recipient]);
    await expect
      .poll(async () => (await read()).filter((row) => row.status === "sent").length, { timeout: 40_000 })
      .toBe(MESSAGES);

    // Every message reached the mail server; deduplicated by Message-ID, each is there once.
    expect(new Set(smtp.received)).toEqual(new Set(ids));
    // A message the killed worker never heard back about was sent again; the only copies are of
    // messages it had handed over (one whose answer was on its way at the kill may be among them).
    const copies = smtp.received.filter((id, index) => smtp.received.indexOf(id) !== index);
    expect(copies).toHaveLength(new Set(copies).size);
    for (const id of inFlightAtKill) expect(copies).toContain(id);
    for (const id of copies) expect(handedOverByTheDead.has(id)).toBe(true);
    // One attempt per message, two for those sent again.
    const rows = await read();
    expect(rows.every((row) => row.attempts === 1 || row.attempts === 2)).toBe(true);
    for (const id of copies) expect(rows.find((row) => row.id === id)?.attempts).toBe(2);
  }, 60_000);
});
