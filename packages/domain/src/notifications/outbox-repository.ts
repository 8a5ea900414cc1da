import { type Database, plannedEachTime, schema, uuidArray } from "@sobremesa/db";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";

const { outboxMessages } = schema;

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** A message another process may still be sending after this long is considered abandoned. */
export const DEFAULT_CLAIM_TIMEOUT_SECONDS = 300;

/** One of these messages: one statement text whatever the batch's size (uuidArray). */
const idIn = (ids: readonly string[]): SQL => sql`${outboxMessages.id} = any(${uuidArray(ids)}::uuid[])`;

/**
 * No earlier message of the same thread and channel is still unsent (waiting, queued, being sent or
 * waiting for a retry): the messages of one booking or order leave in the order of their events.
 * A message given up on or withdrawn no longer holds the later ones back.
 */
const noEarlierUnsent = sql`not exists (
  select 1 from outbox_messages earlier
  where earlier.thread = outbox_messages.thread
    and earlier.channel = outbox_messages.channel
    and earlier.status in ('pending', 'queued', 'sending')
    and (earlier.send_after, earlier.seq) < (outbox_messages.send_after, outbox_messages.seq))`;

/** The outbox as a delivery queue: which messages are due, who sends each, and how it ended. */
export function createOutboxRepository(db: Database, claimTimeoutSeconds = DEFAULT_CLAIM_TIMEOUT_SECONDS) {
  const claimTimeout = sql`make_interval(secs => ${claimTimeoutSeconds})`;
  return {
    /** Pending messages whose time has come and whose thread's earlier messages are sent, oldest first. */
    async due(now: Date, limit: number): Promise<string[]> {
      // Planned on every poll, from the outbox's size now (plannedEachTime), and with the status
      // written out so the plan can use the index of pending messages.
      const result = await db.execute(
        plannedEachTime(sql`select id from outbox_messages
          where status = 'pending' and send_after <= ${now} and ${noEarlierUnsent}
          order by send_after limit ${limit}`),
      );
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    },

    async markQueued(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboxMessages)
        .set({ status: "queued" })
        .where(and(idIn(ids), eq(outboxMessages.status, "pending")));
    },

    /**
     * Takes one attempt at each message: only messages still waiting (or whose sender vanished
     * mid-send) are returned, so a message that was sent, failed for good or was cancelled is never
     * sent again by a duplicate job. A batch in one statement: at a hundred messages a second, a
     * round trip per message cost the worker and the database more than the messages themselves.
     * A message whose thread has an earlier one unsent is not taken: it waits for its turn.
     */
    async claimMany(ids: string[]): Promise<OutboxMessage[]> {
      if (ids.length === 0) return [];
      return db
        .update(outboxMessages)
        .set({ status: "sending", attempts: sql`${outboxMessages.attempts} + 1`, claimedAt: new Date() })
        .where(
          and(
            idIn(ids),
            sql`(${outboxMessages.status} in ('pending', 'queued')
              or (${outboxMessages.status} = 'sending' and ${outboxMessages.claimedAt} < now() - ${claimTimeout}))`,
            noEarlierUnsent,
          ),
        )
        .returning();
    },

    /**
     * Which of these messages are not done: held by another sender right now ("sending"), or
     * waiting for an earlier message of their thread ("pending", "queued").
     */
    async unsentAmong(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(idIn(ids), inArray(outboxMessages.status, ["pending", "queued", "sending"])));
      return new Set(rows.map((row) => row.id));
    },

    /** Messages handed to their channel, one statement per channel's way of delivering. */
    async markSent(sent: { id: string; deliveredVia: string }[]): Promise<void> {
      const byWay = Map.groupBy(sent, (entry) => entry.deliveredVia);
      const sentAt = new Date();
      for (const [deliveredVia, entries] of byWay) {
        await db
          .update(outboxMessages)
          .set({ status: "sent", deliveredVia, sentAt, lastError: null })
          .where(idIn(entries.map((entry) => entry.id)));
      }
    },

    /** A failed attempt: the message waits for the job's next retry. */
    async releaseAfterFailure(id: string, error: string): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: "queued", lastError: error })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "sending")));
    },

    /** Every retry was spent: the message stays in the outbox, marked failed, for a person to look at. */
    async markFailed(id: string, error: string | undefined): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: "failed", ...(error ? { lastError: error } : {}) })
        .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.status, ["pending", "queued", "sending"])));
    },

    /** Newest first, for the dev outbox. */
    async list(recipient: string | undefined, limit: number): Promise<OutboxMessage[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(limit);
    },

    async byId(id: string): Promise<OutboxMessage | undefined> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
