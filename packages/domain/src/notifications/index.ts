import { type OutboxMessage as OutboxMessageView, outboxChannels, outboxStatuses } from "@sobremesa/contracts";
import type { Database } from "@sobremesa/db";
import { createOutboxDelivery } from "./delivery.ts";
import { createOutboxRepository } from "./outbox-repository.ts";
import type { Transports } from "./transports.ts";

export { type DeliveryOutcome, describeError, type OutboxDelivery } from "./delivery.ts";
export type { EmailDetails } from "./email-details.ts";
export type { OutboxMessage } from "./outbox-repository.ts";
export { createTransports, type DeliveredVia, type TransportOptions, type Transports } from "./transports.ts";

/**
 * Notifications: delivery of the transactional outbox. Domains write their messages into the outbox
 * in the same transaction as the change they report; the job worker hands due messages to the
 * transports (createTransports), once each, retrying with backoff.
 */
export function outboxDelivery(db: Database, transports: Transports, options: { claimTimeoutSeconds?: number } = {}) {
  return createOutboxDelivery(createOutboxRepository(db, options.claimTimeoutSeconds), transports);
}

const known = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** What the site has sent or will send, newest first: the dev outbox (never served in production). */
export function outboxViewer(db: Database) {
  const repository = createOutboxRepository(db);
  return {
    async list(recipient: string | undefined, limit = 100): Promise<OutboxMessageView[]> {
      const rows = await repository.list(recipient, limit);
      return rows.map((row) => ({
        id: row.id,
        channel: known(outboxChannels, row.channel, "email"),
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        template: row.template,
        status: known(outboxStatuses, row.status, "pending"),
        deliveredVia: row.deliveredVia,
        attempts: row.attempts,
        sendAfter: row.sendAfter.toISOString(),
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
