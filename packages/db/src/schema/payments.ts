import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One charge of one order at the payment provider. Money is read from here, never from the order:
 * the order says what it is, its payments what was taken and given back.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderKind: text("order_kind").notNull(),
    orderId: uuid("order_id").notNull(),
    provider: text("provider").notNull(),
    /** The provider's idempotency key of this payment; its charge is sent under `{key}:charge`. */
    providerKey: text("provider_key").notNull(),
    /** The provider's payment (`pi_…`), or the paid invoice (`in_…`) of a membership. */
    providerPaymentId: text("provider_payment_id"),
    method: text("method").notNull().default("card"),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    failureReason: text("failure_reason"),
    /** When a charge was sent and its answer lost; kept while nobody knows whether it went through. */
    unknownSince: instant("unknown_since"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    succeededAt: instant("succeeded_at"),
  },
  (table) => [
    index("payments_order_idx").on(table.orderKind, table.orderId, table.createdAt),
    uniqueIndex("payments_provider_payment_key").on(table.provider, table.providerPaymentId),
    uniqueIndex("payments_provider_key").on(table.provider, table.providerKey),
    check("payments_kind_ck", sql`${table.orderKind} in ('experience', 'store', 'membership')`),
    check(
      "payments_status_ck",
      sql`${table.status} in ('pending', 'prepared', 'processing', 'requires_action', 'succeeded', 'failed', 'canceled')`,
    ),
    check("payments_amount_ck", sql`${table.amountMinor} >= 0`),
    check("payments_refunded_ck", sql`${table.refundedMinor} between 0 and ${table.amountMinor}`),
  ],
);

/**
 * Money given back, whole or in part. A refund is written before the provider is asked, under a key
 * that names why (so the same refund asked twice is one row and one provider refund), and settled
 * by the provider's answer; the sum of a payment's refunds never passes what it took.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amountMinor: integer("amount_minor").notNull(),
    reason: text("reason").notNull(),
    /** pending | succeeded | failed */
    status: text("status").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    providerRefundId: text("provider_refund_id"),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: instant("created_at").notNull().defaultNow(),
    settledAt: instant("settled_at"),
  },
  (table) => [
    index("refunds_payment_idx").on(table.paymentId),
    check("refunds_amount_ck", sql`${table.amountMinor} > 0`),
    check("refunds_status_ck", sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check(
      "refunds_reason_ck",
      sql`${table.reason} in ('requested_by_buyer', 'hold_expired', 'duplicate', 'operator', 'session_cancelled')`,
    ),
  ],
);
