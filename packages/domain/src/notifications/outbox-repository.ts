import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";

const { outboxMessages } = schema;

export type OutboxMessage = typeof outboxMessages.$inferSelect;

/** A message another process may still be sending after this long is considered abandoned. */
export const DEFAULT_CLAIM_TIMEOUT_SECONDS = 300;

/** The outbox as a delivery queue: which messages are due, who sends each, and how it ended. */
export function createOutboxRepository(db: Database, claimTimeoutSeconds = DEFAULT_CLAIM_TIMEOUT_SECONDS) {
  const claimTimeout = sql`make_interval(secs => ${claimTimeoutSeconds})`;
  return {
    /** Pending messages whose time has come, oldest first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.status, "pending"), lte(outboxMessages.sendAfter, now)))
        .orderBy(asc(outboxMessages.sendAfter))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async markQueued(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outboxMessages)
        .set({ status: "queued" })
        .where(and(inArray(outboxMessages.id, ids), eq(outboxMessages.status, "pending")));
    },

    /**
     * Takes one attempt at a message: only a message still waiting (or one whose sender vanished
     * mid-send) is returned, so a message that was sent, failed for good or was cancelled is never
     * sent again by a duplicate job.
     */
    async claim(id: string): Promise<OutboxMessage | undefined> {
      const [row] = await db
        .update(outboxMessages)
        .set({ status: "sending", attempts: sql`${outboxMessages.attempts} + 1`, claimedAt: new Date() })
        .where(
          and(
            eq(outboxMessages.id, id),
            sql`(${outboxMessages.status} in ('pending', 'queued')
              or (${outboxMessages.status} = 'sending' and ${outboxMessages.claimedAt} < now() - ${claimTimeout}))`,
          ),
        )
        .returning();
      return row;
    },

    async markSent(id: string, deliveredVia: string): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ status: "sent", deliveredVia, sentAt: new Date(), lastError: null })
        .where(eq(outboxMessages.id, id));
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
