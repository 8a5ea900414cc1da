import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxDelivery, type Transports } from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

/** Writes a message of a thread as a domain does; `sendAfter` in seconds from now. */
async function write(thread: string | null, template: string, options: { channel?: string; sendAfter?: number } = {}) {
  const [row] = await database.handle.query<{ id: string }>(
    `insert into outbox_messages (channel, recipient, subject, body, template, language, thread, send_after)
     values ($1, 'ana@example.com', 'Asunto', 'Texto', $2, 'es', $3, now() + make_interval(secs => $4))
     returning id`,
    [options.channel ?? "email", template, thread, options.sendAfter ?? 0],
  );
  return row!.id;
}

const statusOf = async (id: string) =>
  (await database.handle.query<{ status: string }>("select status from outbox_messages where id = $1", [id]))[0]
    ?.status;

describe("the messages of one thread", () => {
  const sent: string[] = [];
  const transports: Transports = {
    deliver: async (message) => {
      sent.push(message.id);
      return "dev-outbox";
    },
    close: () => {},
  };

  it("become due one at a time, each once the earlier ones of its thread and channel are sent", async () => {
    const delivery = outboxDelivery(database.handle.db, transports);
    const confirmed = await write("THREAD-A", "reservation-confirmed");
    const whatsapp = await write("THREAD-A", "reservation-confirmed", { channel: "whatsapp" });
    const cancelled = await write("THREAD-A", "reservation-cancelled");
    const other = await write("THREAD-B", "reservation-confirmed");
    const unthreaded = await write(null, "sign-in");
    const reminder = await write("THREAD-B", "reservation-reminder", { sendAfter: 3_600 });

    const now = new Date(Date.now() + 1_000);
    const first = await delivery.due(now, 100);
    expect(new Set(first)).toEqual(new Set([confirmed, whatsapp, other, unthreaded]));
    await delivery.markQueued(first);
    // Still queued: the cancellation waits.
    expect(await delivery.due(now, 100)).toEqual([]);

    await delivery.deliverMany([confirmed]);
    expect(await delivery.due(now, 100)).toEqual([cancelled]);
    // A message waiting for a later time holds nothing back before it.
    expect(await statusOf(reminder)).toBe("pending");
  });

  it("are not sent by a job while an earlier one is unsent: the job fails and is retried", async () => {
    const delivery = outboxDelivery(database.handle.db, transports);
    const first = await write("THREAD-C", "store-order-confirmed");
    const second = await write("THREAD-C", "store-order-shipped");
    await delivery.markQueued([first, second]);

    const early = await delivery.deliverMany([second]);
    expect(early.get(second)).toBeInstanceOf(Error);
    expect(await statusOf(second)).toBe("queued");
    expect(sent).not.toContain(second);

    // Both in one batch: only the first goes.
    const together = await delivery.deliverMany([second, first]);
    expect(together.get(first)).toBe("sent");
    expect(together.get(second)).toBeInstanceOf(Error);

    expect((await delivery.deliverMany([second])).get(second)).toBe("sent");
    expect(sent.indexOf(first)).toBeLessThan(sent.indexOf(second));

    // An earlier message given up on holds nothing back any more.
    const lost = await write("THREAD-D", "reservation-confirmed");
    const after = await write("THREAD-D", "reservation-cancelled");
    await delivery.markQueued([lost, after]);
    await delivery.giveUp(lost, new Error("mailbox unavailable"));
    expect((await delivery.deliverMany([after])).get(after)).toBe("sent");
  });
});
