import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import { type AuditWrite, writeAudit } from "./partners-repository.ts";

const { experienceSessions, experienceOrders, experienceTickets, experienceOrderRefunds, payments, outboxMessages } =
  schema;

export type RefundOrderRow = typeof experienceOrders.$inferSelect;
export type OrderRefundRow = typeof experienceOrderRefunds.$inferSelect;
type NewOutboxRow = typeof outboxMessages.$inferInsert;

/**
 * Storage of an organizer's refunds and session cancellations. Each write takes the session's row
 * first, as a purchase's confirmation does: a buyer's payment that lands after the cancellation
 * finds the session cancelled and is refunded, never kept.
 */
export function createOrganizerRefundsRepository(db: Database) {
  return {
    /** One order of the session, paid or refunded, by its code. */
    async orderOfSession(sessionId: number, code: string): Promise<RefundOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(experienceOrders)
        .where(and(eq(experienceOrders.sessionId, sessionId), eq(experienceOrders.code, code)));
      return row && (row.status === "paid" || row.status === "refunded") ? row : undefined;
    },

    async refundByKey(key: string): Promise<OrderRefundRow | undefined> {
      const [row] = await db
        .select()
        .from(experienceOrderRefunds)
        .where(eq(experienceOrderRefunds.idempotencyKey, key));
      return row;
    },

    /**
     * Cancels the session under its lock (audited the first time) and lists its paid orders, read
     * after the lock: a purchase confirmed before is among them, one after is refused.
     */
    async cancelSession(sessionId: number, entry: (before: { status: string }) => AuditWrite) {
      return db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(experienceSessions)
          .where(eq(experienceSessions.id, sessionId))
          .for("update");
        if (!session) return undefined;
        let current = session;
        if (session.status !== "cancelled") {
          const [cancelled] = await tx
            .update(experienceSessions)
            .set({ status: "cancelled", cancelledAt: new Date() })
            .where(eq(experienceSessions.id, sessionId))
            .returning();
          if (cancelled) current = cancelled;
          await writeAudit(tx, entry(session));
        }
        const paid = await tx
          .select()
          .from(experienceOrders)
          .where(and(eq(experienceOrders.sessionId, sessionId), eq(experienceOrders.status, "paid")));
        return { session: current, paid };
      });
    },

    /**
     * Records a refund of the order once per key, after the payment's own refund. When the payment
     * is then refunded in full (or `end` says so: the session was cancelled) the order ends:
     * refunded, its tickets void, its seats back. The buyer's messages and the audit line go in the
     * same transaction; a key seen before changes nothing.
     */
    async settleRefund(input: {
      order: RefundOrderRow;
      key: string;
      refundId: string | null;
      amountMinor: number;
      end: boolean;
      sessionCancelled: boolean;
      actorId: string | null;
      messages: (full: boolean) => NewOutboxRow[];
      audit: (full: boolean) => AuditWrite;
    }): Promise<{ created: boolean; full: boolean }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: experienceSessions.id })
          .from(experienceSessions)
          .where(eq(experienceSessions.id, input.order.sessionId))
          .for("no key update");
        const [payment] = await tx
          .select({ amount: payments.amountMinor, refunded: payments.refundedMinor })
          .from(payments)
          .where(
            and(
              eq(payments.orderKind, "experience"),
              eq(payments.orderId, input.order.id),
              eq(payments.status, "succeeded"),
            ),
          );
        const full = input.end || (payment !== undefined && payment.refunded >= payment.amount);
        const [recorded] = await tx
          .insert(experienceOrderRefunds)
          .values({
            orderId: input.order.id,
            idempotencyKey: input.key,
            refundId: input.refundId,
            amountMinor: input.amountMinor,
            full,
            sessionCancelled: input.sessionCancelled,
            actorId: input.actorId,
          })
          .onConflictDoNothing({ target: experienceOrderRefunds.idempotencyKey })
          .returning();
        if (!recorded) return { created: false, full };
        if (full) {
          const [ended] = await tx
            .update(experienceOrders)
            .set({
              status: "refunded",
              cancelledAt: new Date(),
              calendarSequence: sql`${experienceOrders.calendarSequence} + 1`,
            })
            .where(and(eq(experienceOrders.id, input.order.id), eq(experienceOrders.status, "paid")))
            .returning();
          if (ended) {
            await tx
              .update(experienceTickets)
              .set({ voidedAt: new Date() })
              .where(and(eq(experienceTickets.orderId, ended.id), isNull(experienceTickets.voidedAt)));
            await tx
              .update(experienceSessions)
              .set({ reserved: sql`greatest(${experienceSessions.reserved} - ${ended.seats}, 0)` })
              .where(eq(experienceSessions.id, ended.sessionId));
          }
        }
        const messages = input.messages(full);
        if (messages.length > 0)
          await tx.insert(outboxMessages).values(messages).onConflictDoNothing({ target: outboxMessages.dedupKey });
        await writeAudit(tx, input.audit(full));
        return { created: true, full };
      });
    },
  };
}

export type OrganizerRefundsRepository = ReturnType<typeof createOrganizerRefundsRepository>;
