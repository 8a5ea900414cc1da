import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { OPEN_ORDER_STATUSES } from "../payments/index.ts";

const {
  experiences,
  experienceTicketTypes,
  experienceSessions,
  experienceOrders,
  experienceTickets,
  outboxMessages,
  payments,
  refunds,
} = schema;

type TicketRow = typeof experienceTickets.$inferSelect;
type NewOutboxRow = typeof outboxMessages.$inferInsert;

const OPEN = [...OPEN_ORDER_STATUSES];

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Locks the session of an order before the order itself: every write that moves seats or ends a
 * session's orders takes the session's row first (the cancellation too), so they never deadlock.
 */
export async function lockSessionOf(tx: Tx, orderId: string, mode: "share" | "update"): Promise<number | undefined> {
  const [order] = await tx
    .select({ sessionId: experienceOrders.sessionId })
    .from(experienceOrders)
    .where(eq(experienceOrders.id, orderId));
  if (!order) return undefined;
  await tx
    .select({ id: experienceSessions.id })
    .from(experienceSessions)
    .where(eq(experienceSessions.id, order.sessionId))
    .for(mode === "share" ? "share" : "no key update");
  return order.sessionId;
}

/** Moves an open order to its end and gives its seats back; false when it was no longer open. */
export async function endOpen(
  tx: Tx,
  orderId: string,
  status: "cancelled" | "expired",
  freeKey: boolean,
): Promise<boolean> {
  const [ended] = await tx
    .update(experienceOrders)
    .set({ status, cancelledAt: new Date(), ...(freeKey ? { idempotencyKey: null } : {}) })
    .where(and(eq(experienceOrders.id, orderId), inArray(experienceOrders.status, OPEN)))
    .returning();
  if (!ended) return false;
  await tx
    .update(experienceSessions)
    .set({ reserved: sql`${experienceSessions.reserved} - ${ended.seats}` })
    .where(eq(experienceSessions.id, ended.sessionId));
  return true;
}

/** Storage of tickets after the purchase: the door's check-in, a transfer to a friend, what was refunded. */
export function ticketRows(db: Database) {
  return {
    async ticketForCheckIn(code: string) {
      const [row] = await db
        .select({
          ticket: experienceTickets,
          order: experienceOrders,
          experience: experiences,
          type: experienceTicketTypes,
          session: experienceSessions,
        })
        .from(experienceTickets)
        .innerJoin(experienceOrders, eq(experienceOrders.id, experienceTickets.orderId))
        .innerJoin(experiences, eq(experiences.id, experienceOrders.experienceId))
        .innerJoin(experienceTicketTypes, eq(experienceTicketTypes.id, experienceTickets.ticketTypeId))
        .innerJoin(experienceSessions, eq(experienceSessions.id, experienceOrders.sessionId))
        .where(eq(experienceTickets.code, code));
      return row;
    },

    /** Checks a ticket in once: undefined when it already was (or was voided meanwhile). */
    async checkIn(ticketId: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .update(experienceTickets)
        .set({ checkedInAt: new Date() })
        .where(
          and(
            eq(experienceTickets.id, ticketId),
            isNull(experienceTickets.checkedInAt),
            isNull(experienceTickets.voidedAt),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Gives a ticket to someone else: their name on it and a new code, so the old QR no longer gets
     * in. Only while the ticket is unused and valid, its order paid and its session scheduled and
     * not started (checked in the update itself, under the session's lock); undefined otherwise.
     */
    async transferTicket(
      orderId: string,
      ticketId: string,
      change: { holderName: string; code: string },
      message: NewOutboxRow | null,
    ): Promise<TicketRow | undefined> {
      return db.transaction(async (tx) => {
        await lockSessionOf(tx, orderId, "share");
        const [row] = await tx
          .update(experienceTickets)
          .set({ holderName: change.holderName, code: change.code, transferredAt: new Date() })
          .where(
            and(
              eq(experienceTickets.id, ticketId),
              eq(experienceTickets.orderId, orderId),
              isNull(experienceTickets.checkedInAt),
              isNull(experienceTickets.voidedAt),
              sql`exists (select 1 from ${experienceOrders} join ${experienceSessions} on ${experienceSessions.id} = ${experienceOrders.sessionId}
                where ${experienceOrders.id} = ${orderId} and ${experienceOrders.status} = 'paid'
                  and ${experienceSessions.status} = 'scheduled' and ${experienceSessions.startsAt} > now())`,
            ),
          )
          .returning();
        if (row && message) await tx.insert(outboxMessages).values(message).onConflictDoNothing();
        return row;
      });
    },

    /** What was given back of an order's payment so far (its succeeded refunds). */
    async refundedOf(orderId: string): Promise<number> {
      const [row] = await db
        .select({ sum: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(eq(payments.orderKind, "experience"), eq(payments.orderId, orderId), eq(refunds.status, "succeeded")),
        );
      return row?.sum ?? 0;
    },
  };
}
