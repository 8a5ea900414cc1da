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
    // A failed query's message lists its parameters (addresses, names): only the statement is kept.
    const text = (current instanceof Error ? current.message : String(current)).replace(/\nparams: [\s\S]*$/, "");
    if (text && !parts.includes(text)) parts.push(text);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts
    .join(": ")
    .replace(/\/\/[^@/\s]+@/g, "//***@")
    .slice(0, 500);
}

/**
 * Runs `write` for each entry as soon as it comes, except that entries arriving while a write is in
 * flight go together in the next one: one statement per entry at low volume, few at high volume.
 */
function groupedWrites<T>(write: (entries: T[]) => Promise<void>): (entry: T) => Promise<void> {
  let waiting: { entry: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      const taken = waiting;
      waiting = [];
      try {
        await write(taken.map((item) => item.entry));
        for (const item of taken) item.resolve();
      } catch (error) {
        for (const item of taken) item.reject(error);
      }
    }
    writing = false;
  };
  return (entry) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ entry, resolve, reject });
      if (!writing) void drain();
    });
}

/**
 * Delivery of outbox messages, one attempt each. The job queue hands over batches (`deliverMany`);
 * a message whose attempt fails is retried by its own job with backoff; `giveUp` runs when every
 * retry is spent.
 *
 * Delivery is at least once: a message is recorded sent right after its provider accepted it, each
 * on its own (not when its batch is done), so a sender killed mid-batch repeats only the messages
 * whose acceptance it had not yet recorded, those the provider was still answering at the kill.
 */
export function createOutboxDelivery(outbox: OutboxRepository, transports: Transports) {
  const recordSent = groupedWrites((entries: { id: string; deliveredVia: string }[]) => outbox.markSent(entries));
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
      // Another sender holds a fresh claim (if it dies, only a later attempt can take the message
      // over), or an earlier message of the thread is not sent yet: this attempt fails and is
      // retried, instead of completing the job for good.
      const unsent = await outbox.unsentAmong(unclaimed);
      for (const id of unclaimed)
        outcomes.set(id, unsent.has(id) ? new Error("message is being sent or waits for its turn") : "skipped");
      await Promise.all(
        claimed.map(async (message) => {
          let deliveredVia: string;
          try {
            deliveredVia = await transports.deliver(message);
          } catch (error) {
            outcomes.set(message.id, error instanceof Error ? error : new Error(describeError(error)));
            // Not released (the database away too), it stays claimed until the claim times out.
            await outbox.releaseAfterFailure(message.id, describeError(error)).catch(() => undefined);
            return;
          }
          try {
            await recordSent({ id: message.id, deliveredVia });
            outcomes.set(message.id, "sent");
          } catch (error) {
            // Sent but not recorded: it stays claimed and is sent again once the claim times out.
            outcomes.set(message.id, error instanceof Error ? error : new Error(describeError(error)));
          }
        }),
      );
      return outcomes;
    },

    giveUp: (id: string, error?: unknown) =>
      outbox.markFailed(id, error === undefined ? undefined : describeError(error)),
  };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;
