import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, inArray, sql } from "drizzle-orm";

const { outboxMessages } = schema;

export type NewOutboxRow = typeof outboxMessages.$inferInsert;

/** Withdraws keyed messages that have not gone out yet. */
export const withdrawPending = (db: Database, dedupKeys: string[]) =>
  db
    .update(outboxMessages)
    .set({ status: "cancelled" })
    .where(and(inArray(outboxMessages.dedupKey, dedupKeys), eq(outboxMessages.status, "pending")));

/** The bookings' messages in the outbox: sent now, or kept for later under a key (reminders). */
export function outboxQueries(db: Database) {
  return {
    async enqueue(messages: NewOutboxRow[]): Promise<void> {
      if (messages.length > 0) await db.insert(outboxMessages).values(messages);
    },

    /**
     * Writes or moves keyed messages that wait for a later time (reminders). A message already sent
     * stays as it was: one reminder per key.
     */
    async schedule(messages: NewOutboxRow[]): Promise<void> {
      if (messages.length === 0) return;
      await db
        .insert(outboxMessages)
        .values(messages)
        .onConflictDoUpdate({
          target: outboxMessages.dedupKey,
          set: {
            recipient: sql`excluded.recipient`,
            subject: sql`excluded.subject`,
            body: sql`excluded.body`,
            language: sql`excluded.language`,
            sendAfter: sql`excluded.send_after`,
            details: sql`excluded.details`,
            status: "pending",
            attempts: 0,
            lastError: null,
          },
          setWhere: inArray(outboxMessages.status, ["pending", "cancelled"]),
        });
    },

    /** Withdraws keyed messages that have not gone out yet. */
    async unschedule(dedupKeys: string[]): Promise<void> {
      if (dedupKeys.length > 0) await withdrawPending(db, dedupKeys);
    },
  };
}
