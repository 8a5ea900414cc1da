import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Instance, startInstance, waitForOutput } from "./instances-testing.ts";
import { type FakeSmtp, startFakeSmtp } from "./providers-testing.ts";
import { DELIVERY_BATCH } from "./worker.ts";

/**
 * More than a worker takes at once (its senders claim batches of DELIVERY_BATCH, two at a time): at
 * the kill, some messages are still waiting in the outbox, others at the mail server.
 */
const MESSAGES = DELIVERY_BATCH * 3;
/** The mail server holds each answer this long: the window in which the sender is killed. */
const ANSWER_DELAY_MS = 400;
/** The stalling mail server answers this many mails, more than one batch and fewer than two. */
const ANSWERED = DELIVERY_BATCH + DELIVERY_BATCH / 4;

interface Row {
  id: string;
  status: string;
  attempts: number;
}

/**
 * A worker killed (SIGKILL) while it is sending. Its claims expire after OUTBOX_CLAIM_TIMEOUT_SECONDS
 * and a second worker takes the messages over. Each mail is recorded sent as soon as the server
 * accepted it, so only a mail whose acceptance the dead worker never heard is sent again; it carries
 * the same Message-ID (the outbox message id, the dedup key), so the mailbox holds every message once.
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

  const startWorkerProcess = async (smtpPort = smtp.port) => {
    const worker = await startInstance({
      command: "worker",
      databaseUrl: database.url ?? "",
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Short, so the second worker takes the dead one's messages over soon; not shorter, or on a
        // busy machine the live worker's own batch outlives its claim and its other sender takes it
        // again (production waits 300 s).
        OUTBOX_CLAIM_TIMEOUT_SECONDS: "8",
        OUTBOX_RETRY_DELAY_SECONDS: "1",
        // "job worker started" tells when the worker is up (the database migrated, the relay running).
        LOG_LEVEL: "info",
      },
      capture: true,
    });
    workers.push(worker);
    return worker;
  };

  const write = async (recipient: string) =>
    (
      await database.handle.query<{ id: string }>(
        `insert into outbox_messages (channel, recipient, subject, body, template, language)
         select 'email', $1, 'Prueba ' || n, 'Mensaje ' || n, 'test', 'es' from generate_series(1, ${MESSAGES}) as n
         returning id`,
        [recipient],
      )
    ).map((row) => row.id);
  const read = (recipient: string) =>
    database.handle.query<Row>("select id, status, attempts from outbox_messages where recipient = $1", [recipient]);
  const sentCount = async (recipient: string) => (await read(recipient)).filter((row) => row.status === "sent").length;
  /** Ids the mail server received more than once, each once. */
  const copiesOf = (received: string[]) => [...new Set(received.filter((id, index) => received.indexOf(id) !== index))];

  it("delivers every message, each once by its dedup key, after the sender was killed", async () => {
    const recipient = `crash.${process.pid}.${Date.now()}@example.com`;
    const ids = await write(recipient);

    const first = await startWorkerProcess();
    await waitForOutput(first, "job worker started", 60_000);
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
    await expect.poll(() => sentCount(recipient), { timeout: 40_000 }).toBe(MESSAGES);

    // Every message reached the mail server; deduplicated by Message-ID, each is there once.
    expect(new Set(smtp.received)).toEqual(new Set(ids));
    // A message the killed worker never heard back about was sent again; the only copies are of
    // messages it had handed over (one whose answer was on its way at the kill may be among them).
    const copies = copiesOf(smtp.received);
    expect(smtp.received.filter((id) => copies.includes(id))).toHaveLength(copies.length * 2);
    for (const id of inFlightAtKill) expect(copies).toContain(id);
    for (const id of copies) expect(handedOverByTheDead.has(id)).toBe(true);
    // One attempt per message, two for those sent again.
    const rows = await read(recipient);
    expect(rows.every((row) => row.attempts === 1 || row.attempts === 2)).toBe(true);
    for (const id of copies) expect(rows.find((row) => row.id === id)?.attempts).toBe(2);
  }, 150_000);

  it("sends again after a kill only the mails the server had not answered, with the same Message-ID", async () => {
    // The previous test's workers would take these messages too.
    await Promise.all(workers.splice(0).map((worker) => worker.stop("SIGKILL")));
    const stalling = await startFakeSmtp({ answerFirst: ANSWERED, answerDelayMs: ANSWER_DELAY_MS });
    try {
      const recipient = `stall.${process.pid}.${Date.now()}@example.com`;
      const ids = await write(recipient);
      const first = await startWorkerProcess(stalling.port);
      await waitForOutput(first, "job worker started", 60_000);
      // The server answered the first ANSWERED mails and holds the later ones; the worker is killed
      // once it recorded every answered mail, while its batches still wait for the held ones.
      await expect
        .poll(
          async () => {
            const sent = new Set((await read(recipient)).filter((row) => row.status === "sent").map((row) => row.id));
            // Every answer the server will give is out (each leaves on a timer after its mail came
            // in): one still due at the kill would reach a dead worker and be sent again.
            if (stalling.received.length <= ANSWERED || stalling.answered.size < ANSWERED) return false;
            return [...stalling.answered].every((id) => sent.has(id));
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBe(true);
      first.child.kill("SIGKILL");
      expect(await first.exited).toBeNull();
      const answeredAtKill = new Set(stalling.answered);
      const heldAtKill = new Set(stalling.unanswered);
      expect(answeredAtKill.size).toBe(ANSWERED);
      stalling.release();

      await startWorkerProcess(stalling.port);
      await expect.poll(() => sentCount(recipient), { timeout: 40_000 }).toBe(MESSAGES);
      expect(new Set(stalling.received)).toEqual(new Set(ids));
      // Copies are the held mails only (each sent twice, same Message-ID); none the server had answered.
      const copies = copiesOf(stalling.received);
      for (const id of heldAtKill) expect(copies).toContain(id);
      for (const id of copies) expect(answeredAtKill.has(id)).toBe(false);
      expect(stalling.received.filter((id) => copies.includes(id))).toHaveLength(copies.length * 2);
    } finally {
      await stalling.close();
    }
  }, 150_000);
});
