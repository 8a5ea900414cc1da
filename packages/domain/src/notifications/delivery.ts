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
 * Delivery of outbox messages, one attempt at a time. The job queue calls `deliver` for each
 * message and retries it with backoff when it throws; `giveUp` runs when every retry is spent.
 */
export function createOutboxDelivery(outbox: OutboxRepository, transports: Transports) {
  return {
    /** Due messages to hand to the job queue (the caller creates one job per id, then marks them). */
    due: (now: Date, limit = 100) => outbox.due(now, limit),
    markQueued: (ids: string[]) => outbox.markQueued(ids),

    async deliver(id: string): Promise<DeliveryOutcome> {
      const message = await outbox.claim(id);
      if (!message) {
        // Another sender holds a fresh claim: if it dies, only a later attempt can take the message
        // over, so this attempt fails (and is retried) instead of completing the job for good.
        if ((await outbox.byId(id))?.status === "sending") throw new Error("message is being sent by another worker");
        // Already sent, cancelled or failed for good.
        return "skipped";
      }
      let via: Awaited<ReturnType<Transports["deliver"]>>;
      try {
        via = await transports.deliver(message);
      } catch (error) {
        await outbox.releaseAfterFailure(id, describeError(error));
        throw error;
      }
      await outbox.markSent(id, via);
      return "sent";
    },

    giveUp: (id: string, error?: unknown) =>
      outbox.markFailed(id, error === undefined ? undefined : describeError(error)),
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
