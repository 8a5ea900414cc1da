import type { RefundReason } from "@sobremesa/contracts";
import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";

const { payments, refunds } = schema;

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;

/** Storage of payments and refunds: the only place that writes them. */
export function createPaymentsRepository(db: Database) {
  return {
    async insert(row: NewPaymentRow): Promise<PaymentRow> {
      const [inserted] = await db.insert(payments).values(row).returning();
      if (!inserted) throw new Error("the payment insert returned no row");
      return inserted;
    },

    /** A payment already recorded for that provider object (a membership invoice), or a new one. */
    async insertOnce(row: NewPaymentRow): Promise<PaymentRow | undefined> {
      const [inserted] = await db.insert(payments).values(row).onConflictDoNothing().returning();
      return inserted;
    },

    async byProviderPaymentId(provider: string, providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      return row;
    },

    /** The order's latest payment (an order is paid by one charge; a new attempt is a new order). */
    async latestOf(orderKind: string, orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderKind, orderKind), eq(payments.orderId, orderId)))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    /**
     * Moves a payment on, only from the statuses named: a second request that finds it moved already
     * changes nothing. `unknownSince` keeps its first instant.
     */
    async move(
      id: string,
      from: readonly string[],
      set: Partial<Pick<NewPaymentRow, "status" | "providerPaymentId" | "failureReason" | "succeededAt">> & {
        markUnknown?: boolean;
      },
    ): Promise<PaymentRow | undefined> {
      const { markUnknown, ...fields } = set;
      const [row] = await db
        .update(payments)
        .set({
          ...fields,
          ...(markUnknown ? { unknownSince: sql`coalesce(${payments.unknownSince}, now())` } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
        .returning();
      return row;
    },

    async refundByKey(key: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key));
      return row;
    },

    /**
     * Writes a refund before the provider is asked, under the payment's lock: with the refunds already
     * given or on their way it never passes what the payment took. Undefined when it would.
     */
    async openRefund(input: {
      paymentId: string;
      amountMinor: number;
      reason: RefundReason;
      idempotencyKey: string;
      actorUserId: string | null;
      note: string | null;
    }): Promise<{ refund: RefundRow; created: boolean } | { left: number }> {
      return db.transaction(async (tx) => {
        const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
        if (!payment) throw new Error(`no payment ${input.paymentId}`);
        const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
        if (existing && existing.status !== "failed") return { refund: existing, created: false };
        const [given] = await tx
          .select({ sum: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
          .from(refunds)
          .where(and(eq(refunds.paymentId, input.paymentId), inArray(refunds.status, ["pending", "succeeded"])));
        const left = payment.amountMinor - (given?.sum ?? 0);
        if (input.amountMinor > left) return { left };
        // A refund the provider certainly never made is asked again under its own key.
        const [refund] = existing
          ? await tx
              .update(refunds)
              .set({ status: "pending", amountMinor: input.amountMinor, settledAt: null })
              .where(eq(refunds.id, existing.id))
              .returning()
          : await tx
              .insert(refunds)
              .values({ ...input, status: "pending" })
              .returning();
        if (!refund) throw new Error("the refund insert returned no row");
        return { refund, created: true };
      });
    },

    /** The provider's answer to a refund: given (the payment's refunded sum grows once) or not. */
    async settleRefund(
      refundId: string,
      outcome: { status: "succeeded"; providerRefundId: string | null } | { status: "failed" },
    ): Promise<RefundRow | undefined> {
      return db.transaction(async (tx) => {
        const [refund] = await tx
          .update(refunds)
          .set({
            status: outcome.status,
            settledAt: new Date(),
            ...(outcome.status === "succeeded" ? { providerRefundId: outcome.providerRefundId } : {}),
          })
          .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending")))
          .returning();
        if (!refund)
          return tx
            .select()
            .from(refunds)
            .where(eq(refunds.id, refundId))
            .then(([row]) => row);
        if (outcome.status === "succeeded")
          await tx
            .update(payments)
            .set({ refundedMinor: sql`${payments.refundedMinor} + ${refund.amountMinor}`, updatedAt: new Date() })
            .where(eq(payments.id, refund.paymentId));
        return refund;
      });
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
