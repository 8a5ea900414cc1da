import type { Database } from "@sobremesa/db";
import { isUniqueViolation, schema } from "@sobremesa/db";

export { isUniqueViolation };

import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";

const {
  membershipPlans,
  membershipPlanPrices,
  coupons,
  billingCustomers,
  paymentMethods,
  subscriptions,
  invoices,
  billingEvents,
  outboxMessages,
  users,
} = schema;

export type PlanRow = typeof membershipPlans.$inferSelect;
export type PlanPriceRow = typeof membershipPlanPrices.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type CustomerRow = typeof billingCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
/** Any row, a checkout's claim included (pending, with no provider subscription yet). */
export type ClaimRow = typeof subscriptions.$inferSelect;
/** A membership the provider holds: every row but a pending claim. */
export type SubscriptionRow = ClaimRow & { providerSubscriptionId: string };
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export interface PlanWithPrices extends PlanRow {
  prices: PlanPriceRow[];
}

/** Everything one billing change writes, in one transaction: nothing half-done if any part fails. */
export interface BillingChange {
  insertSubscription?: NewSubscriptionRow;
  updateSubscription?: { id: string; set: Partial<NewSubscriptionRow> };
  customer?: { id: string; set: Partial<typeof billingCustomers.$inferInsert> };
  invoices?: NewInvoiceRow[];
  /** A provider event handled by this change; when it was already recorded the change is skipped. */
  event?: { id: string; provider: string; type: string };
  messages?: NewOutboxRow[];
  /** Keyed messages for later (the 5-day charge notice); moved when the key exists and is still pending. */
  schedule?: NewOutboxRow[];
  unschedule?: string[];
}

/** Storage of memberships: our mirror of the provider's customers, cards, subscriptions and invoices. */
export function createMembershipsRepository(db: Database) {
  return {
    async plans(): Promise<PlanWithPrices[]> {
      const [plans, prices] = await Promise.all([
        db.select().from(membershipPlans).orderBy(asc(membershipPlans.sort)),
        db.select().from(membershipPlanPrices),
      ]);
      return plans.map((plan) => ({ ...plan, prices: prices.filter((price) => price.planId === plan.id) }));
    },

    async coupon(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
      return row;
    },

    async user(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          firstName: users.firstName,
          phone: users.phone,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async customerOfUser(userId: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      return row;
    },

    async customerById(id: string): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.id, id));
      return row;
    },

    async customerByProviderId(providerCustomerId: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.providerCustomerId, providerCustomerId));
      return row;
    },

    /** The user's customer; when two requests race, the first one's row wins and both get it. */
    async insertCustomer(row: typeof billingCustomers.$inferInsert): Promise<CustomerRow> {
      const [inserted] = await db.insert(billingCustomers).values(row).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, row.userId));
      if (!existing) throw new Error("the billing customer could not be stored");
      return existing;
    },

    async updateCustomer(id: string, set: Partial<typeof billingCustomers.$inferInsert>): Promise<void> {
      await db.update(billingCustomers).set(set).where(eq(billingCustomers.id, id));
    },

    async paymentMethodsOf(customerId: string): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.customerId, customerId))
        .orderBy(asc(paymentMethods.createdAt));
    },

    async savePaymentMethod(row: typeof paymentMethods.$inferInsert): Promise<void> {
      await db
        .insert(paymentMethods)
        .values(row)
        .onConflictDoUpdate({ target: paymentMethods.providerPaymentMethodId, set: { customerId: row.customerId } });
    },

    async deletePaymentMethod(customerId: string, providerPaymentMethodId: string): Promise<void> {
      await db
        .delete(paymentMethods)
        .where(
          and(
            eq(paymentMethods.customerId, customerId),
            eq(paymentMethods.providerPaymentMethodId, providerPaymentMethodId),
          ),
        );
    },

    /** The customer's memberships, newest first (a checkout's pending claim is not one yet). */
    async subscriptionsOf(customerId: string): Promise<SubscriptionRow[]> {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.customerId, customerId), isNotNull(subscriptions.providerSubscriptionId)))
        .orderBy(desc(subscriptions.createdAt));
      return rows as SubscriptionRow[];
    },

    async subscriptionByProviderId(providerSubscriptionId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row as SubscriptionRow | undefined;
    },

    /** Every row of the customer, pending claims included. */
    async rowsOf(customerId: string): Promise<ClaimRow[]> {
      return db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId));
    },

    /** The row a checkout's Idempotency-Key made, a claim still pending included. */
    async subscriptionByIdempotencyKey(key: string): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.idempotencyKey, key));
      return row;
    },

    async claimById(id: string): Promise<ClaimRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** The customer's pending claim, if a checkout holds one. */
    async pendingClaimOf(customerId: string): Promise<ClaimRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, "pending")));
      return row;
    },

    /**
     * Claims the customer's one membership before the provider is asked: the unique index of live
     * rows lets one claim in, whatever the requests' keys.
     */
    async claim(row: NewSubscriptionRow): Promise<ClaimRow> {
      const [inserted] = await db.insert(subscriptions).values(row).returning();
      if (!inserted) throw new Error("the claim insert returned no row");
      return inserted;
    },

    /** A claim whose checkout subscribed nobody: it goes, freeing the customer and the key. */
    async dropClaim(id: string): Promise<void> {
      await db.delete(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.status, "pending")));
    },

    async markClaimUnknown(id: string): Promise<void> {
      await db
        .update(subscriptions)
        .set({ unknownSince: sql`coalesce(${subscriptions.unknownSince}, now())`, updatedAt: new Date() })
        .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "pending")));
    },

    /** Claims older than `before`: their checkout ended without saying how (the worker settles them). */
    async staleClaims(before: Date, limit: number): Promise<ClaimRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.status, "pending"), lt(subscriptions.createdAt, before)))
        .limit(limit);
    },

    /** Memberships still running (for the worker's reconciliation with the provider). */
    async openSubscriptionIds(): Promise<string[]> {
      const rows = await db
        .select({ id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, ["incomplete", "trialing", "active", "past_due", "cancelled"]),
            isNotNull(subscriptions.providerSubscriptionId),
          ),
        );
      return rows.flatMap((row) => (row.id ? [row.id] : []));
    },

    async invoicesOf(customerId: string): Promise<InvoiceRow[]> {
      return db.select().from(invoices).where(eq(invoices.customerId, customerId)).orderBy(desc(invoices.createdAt));
    },

    async eventSeen(id: string): Promise<boolean> {
      const [row] = await db.select({ id: billingEvents.id }).from(billingEvents).where(eq(billingEvents.id, id));
      return row !== undefined;
    },

    /**
     * Writes one change atomically. Returns false when it carried an event already recorded (a
     * replayed webhook): then nothing is written.
     */
    async commit(change: BillingChange): Promise<{ applied: boolean; subscription?: SubscriptionRow }> {
      return db.transaction(async (tx) => {
        if (change.event) {
          const recorded = await tx.insert(billingEvents).values(change.event).onConflictDoNothing().returning();
          if (recorded.length === 0) return { applied: false };
        }
        let subscription: ClaimRow | undefined;
        if (change.insertSubscription) {
          [subscription] = await tx.insert(subscriptions).values(change.insertSubscription).returning();
        }
        if (change.updateSubscription) {
          [subscription] = await tx
            .update(subscriptions)
            .set({ ...change.updateSubscription.set, updatedAt: new Date() })
            .where(eq(subscriptions.id, change.updateSubscription.id))
            .returning();
        }
        if (change.customer && Object.keys(change.customer.set).length > 0)
          await tx.update(billingCustomers).set(change.customer.set).where(eq(billingCustomers.id, change.customer.id));
        for (const invoice of change.invoices ?? []) {
          await tx
            .insert(invoices)
            .values(invoice)
            .onConflictDoUpdate({
              target: invoices.providerInvoiceId,
              set: {
                subscriptionId: invoice.subscriptionId,
                number: invoice.number,
                amountDue: invoice.amountDue,
                amountPaid: invoice.amountPaid,
                status: invoice.status,
                paidAt: invoice.paidAt,
                hostedUrl: invoice.hostedUrl,
              },
            });
        }
        if (change.messages?.length) {
          await tx
            .insert(outboxMessages)
            .values(change.messages)
            .onConflictDoNothing({ target: outboxMessages.dedupKey });
        }
        if (change.schedule?.length) {
          await tx
            .insert(outboxMessages)
            .values(change.schedule)
            .onConflictDoUpdate({
              target: outboxMessages.dedupKey,
              set: {
                body: sql`excluded.body`,
                subject: sql`excluded.subject`,
                sendAfter: sql`excluded.send_after`,
                status: "pending",
              },
              setWhere: inArray(outboxMessages.status, ["pending", "cancelled"]),
            });
        }
        if (change.unschedule?.length) {
          await tx
            .update(outboxMessages)
            .set({ status: "cancelled" })
            .where(and(inArray(outboxMessages.dedupKey, change.unschedule), eq(outboxMessages.status, "pending")));
        }
        return subscription ? { applied: true, subscription: subscription as SubscriptionRow } : { applied: true };
      });
    },

    /** Scheduled charge notices of a subscription still waiting (to withdraw them on cancellation). */
    async pendingNoticeKeys(subscriptionId: string): Promise<string[]> {
      const rows = await db
        .select({ key: outboxMessages.dedupKey })
        .from(outboxMessages)
        .where(
          and(
            sql`${outboxMessages.dedupKey} like ${`membership-notice:${subscriptionId}:%`}`,
            eq(outboxMessages.status, "pending"),
          ),
        );
      return rows.flatMap((row) => (row.key ? [row.key] : []));
    },

    /**
     * One invoice by its provider id, only when it belongs to the user's own customer (a stranger's
     * id reads as missing), with what its document names: the plan, the country, the member.
     */
    async invoiceOfUser(userId: string, providerInvoiceId: string) {
      const [row] = await db
        .select({
          invoice: invoices,
          planCode: membershipPlans.code,
          planNameEs: membershipPlans.nameEs,
          planNameEn: membershipPlans.nameEn,
          countryCode: subscriptions.countryCode,
          memberName: users.name,
          memberFirstName: users.firstName,
          memberLastName: users.lastName,
          memberEmail: users.email,
        })
        .from(invoices)
        .innerJoin(billingCustomers, eq(billingCustomers.id, invoices.customerId))
        .innerJoin(users, eq(users.id, billingCustomers.userId))
        .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
        .leftJoin(membershipPlans, eq(membershipPlans.id, subscriptions.planId))
        .where(and(eq(invoices.providerInvoiceId, providerInvoiceId), eq(billingCustomers.userId, userId)));
      return row;
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
