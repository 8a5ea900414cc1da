import type { OutboxMessage } from "./outbox-repository.ts";

/** An e-mail row as a sender claims it, for the transport tests. */
export const outboxMessage = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: "5b0f3c2e-8f7a-4a57-9d61-2d4f7f1f6a10",
  channel: "email",
  recipient: "diner@example.com",
  subject: "Tu reservación en Dim Sum Loto está confirmada (ABCD2345)",
  body: "Dim Sum Loto · sábado 12 de diciembre · 2 personas",
  calendar: null,
  template: "reservation-confirmed",
  language: "es",
  status: "sending",
  dedupKey: null,
  sendAfter: new Date(),
  attempts: 1,
  lastError: null,
  claimedAt: new Date(),
  deliveredVia: null,
  sentAt: null,
  createdAt: new Date(),
  thread: null,
  seq: 1,
  details: null,
  ...overrides,
});
