import type { OutboxRepository } from "./outbox-repository.ts";
import type { Transports } from "./transports.ts";

export type DeliveryOutcome = "sent" | "skipped";

/**
 * Keeps provider error text short and free of credentials before it is stored on the row. The
 * causes are kept too: fetch says only "fetch failed", and the reason (a refused connection, a
 * timeout) is in its cause.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current !== undefined && current !== null; depth += 1) {
    const text = current instanceof Error ? current.message : String(current);
    if (text && !parts.includes(text)) parts.push(text);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts
    .join(": ")
    .replace(/\/\/[^@/\s]+@/g, "//***@")
    .slice(0, 500);
}

/**
 * Delivery of outbox messages, one attempt each. The job queue hands over batches (`deliverMany`);
 * a message whose attempt fails is retried by its own job with backoff; `giveUp` runs when every
 * retry is spent.
 */
export function createOutboxDelivery(outbox: OutboxRepository, transports: Transports) {
  return {
    /** Due messages to hand to the job queue (the caller creates one job per id, then marks them). */
    due: (now: Date, limit = 100) => outbox.due(now, limit),
    markQueued: (ids: string[]) => outbox.markQueued(ids),

    /**
     * One attempt at each message, side by side: per id "sent", "skipped" (already sent, cancelled
     * or failed for good) or the error that will make its job retry.
     */
    async deliverMany(ids: string[]): Promise<Map<string, DeliveryOutcome | Error>> {
      const outcomes = new Map<string, DeliveryOutcome | Error>();
      const claimed = await outbox.claimMany(ids);
      const taken = new Set(claimed.map((message) => message.id));
      const unclaimed = ids.filter((id) => !taken.has(id));
      // Another sender holds a fresh claim: if it dies, only a later attempt can take the message
      // over, so this attempt fails (and is retried) instead of completing the job for good.
      const busy = await outbox.sendingAmong(unclaimed);
      for (const id of unclaimed)
        outcomes.set(id, busy.has(id) ? new Error("message is being sent by another worker") : "skipped");
      const sent: { id: string; deliveredVia: string }[] = [];
      await Promise.all(
        claimed.map(async (message) => {
          try {
            sent.push({ id: message.id, deliveredVia: await transports.deliver(message) });
          } catch (error) {
            outcomes.set(message.id, error instanceof Error ? error : new Error(describeError(error)));
            // Not released (the database away too), it stays claimed until the claim times out.
            await outbox.releaseAfterFailure(message.id, describeError(error)).catch(() => undefined);
          }
        }),
      );
      await outbox.markSent(sent);
      for (const { id } of sent) outcomes.set(id, "sent");
      return outcomes;
    },

    giveUp: (id: string, error?: unknown) =>
      outbox.markFailed(id, error === undefined ? undefined : describeError(error)),
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
