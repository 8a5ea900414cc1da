import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Memberships and billing. Plans and their prices per country are reference data (the
 * migration inserts them). A user has at most one billing customer at the provider; subscriptions,
 * cards and invoices mirror the provider's objects (ids `sub_…`, `pm_…`, `in_…`), so the pages read
 * our database and the provider stays the source of truth reconciled by webhooks and the worker.
 * Cards keep brand, last four and expiry only.
 */
export const membershipPlans = pgTable(
  "membership_plans",
  {
    id: serial("id").primaryKey(),
    /** premium | premium-b | plus */
    code: text("code").notNull().unique(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    trialDays: smallint("trial_days").notNull(),
    /** Percent off the bill at participating places. */
    discountPercent: smallint("discount_percent").notNull(),
    /** The /plus/ landing lists the plans that are available, in this order. */
    available: boolean("available").notNull().default(true),
    sort: smallint("sort").notNull().default(0),
  },
  (table) => [check("membership_plans_trial_ck", sql`${table.trialDays} between 0 and 90`)],
);

export const membershipPlanPrices = pgTable(
  "membership_plan_prices",
  {
    planId: integer("plan_id")
      .notNull()
      .references(() => membershipPlans.id),
    countryCode: text("country_code").notNull(),
    currency: text("currency").notNull(),
    /** Monthly, in minor units (centavos, céntimos). */
    amountMinor: integer("amount_minor").notNull(),
    /** The provider's price id (Stripe `price_…`) when configured; null prices inline. */
    providerPriceId: text("provider_price_id"),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.countryCode] }),
    check("membership_plan_prices_amount_ck", sql`${table.amountMinor} > 0`),
  ],
);

export const coupons = pgTable("coupons", {
  /** Upper case, e.g. BIENVENIDA20. */
  code: text("code").primaryKey(),
  percentOff: smallint("percent_off").notNull(),
  /** Months the discount lasts; null: forever. */
  durationMonths: smallint("duration_months"),
  providerCouponId: text("provider_coupon_id"),
  active: boolean("active").notNull().default(true),
  expiresAt: instant("expires_at"),
});

export const billingCustomers = pgTable(
  "billing_customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id),
    email: text("email").notNull(),
    provider: text("provider").notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    defaultPaymentMethodId: text("default_payment_method_id"),
    /** The free trial is once per customer, ever. */
    takenTrial: boolean("taken_trial").notNull().default(false),
    takenCoupon: boolean("taken_coupon").notNull().default(false),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("billing_customers_user_key").on(table.userId),
    uniqueIndex("billing_customers_provider_key").on(table.provider, table.providerCustomerId),
  ],
);

export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => billingCustomers.id),
    providerPaymentMethodId: text("provider_payment_method_id").notNull().unique(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: smallint("exp_month").notNull(),
    expYear: smallint("exp_year").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [index("payment_methods_customer_idx").on(table.customerId)],
);

export const SUBSCRIPTION_STATUSES = [
  "pending",
  "incomplete",
  "trialing",
  "active",
  "past_due",
  "cancelled",
  "ended",
] as const;

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => billingCustomers.id),
    planId: integer("plan_id")
      .notNull()
      .references(() => membershipPlans.id),
    /** Null while `pending`: the row claims the customer's one membership before the provider is asked. */
    providerSubscriptionId: text("provider_subscription_id").unique(),
    /** The provider's price id, or `{plan}:{currency}` for an inline price. */
    providerPriceId: text("provider_price_id").notNull(),
    countryCode: text("country_code").notNull(),
    currency: text("currency").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    status: text("status").notNull(),
    trialEndsAt: instant("trial_ends_at"),
    currentPeriodStart: instant("current_period_start").notNull(),
    currentPeriodEnd: instant("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    cancelledAt: instant("cancelled_at"),
    endedAt: instant("ended_at"),
    /** When a renewal failed: benefits stay until the provider gives up (grace period). */
    pastDueSince: instant("past_due_since"),
    cancelReason: text("cancel_reason"),
    cancelReasonEnum: text("cancel_reason_enum"),
    discountPercent: smallint("discount_percent"),
    couponCode: text("coupon_code"),
    /** The retention offer is shown once per subscription. */
    cancelOfferShownAt: instant("cancel_offer_shown_at"),
    cancelOfferAppliedAt: instant("cancel_offer_applied_at"),
    /**
     * A claim's provider call whose answer was lost: the provider may have subscribed the member, so
     * the claim stays until the same request again, or the worker, asks the provider.
     */
    unknownSince: instant("unknown_since"),
    /** The idempotency key of the request that created it (a retried checkout finds it). */
    idempotencyKey: text("idempotency_key"),
    /** The request's body fingerprint, so a key reused with another body is refused. */
    requestFingerprint: text("request_fingerprint"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("subscriptions_customer_idx").on(table.customerId, table.createdAt),
    uniqueIndex("subscriptions_idempotency_key").on(table.idempotencyKey),
    // One running membership per customer (a cancelled one runs to its period end): two parallel
    // checkouts cannot both subscribe.
    uniqueIndex("subscriptions_one_live_per_customer")
      .on(table.customerId)
      .where(sql`${table.status} in ('pending', 'incomplete', 'trialing', 'active', 'past_due', 'cancelled')`),
    check(
      "subscriptions_status_ck",
      sql`${table.status} in ('pending', 'incomplete', 'trialing', 'active', 'past_due', 'cancelled', 'ended')`,
    ),
  ],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => billingCustomers.id),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    providerInvoiceId: text("provider_invoice_id").notNull().unique(),
    number: text("number"),
    amountDue: integer("amount_due").notNull(),
    amountPaid: integer("amount_paid").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    periodStart: instant("period_start").notNull(),
    periodEnd: instant("period_end").notNull(),
    paidAt: instant("paid_at"),
    hostedUrl: text("hosted_url"),
    createdAt: instant("created_at").notNull(),
  },
  (table) => [index("invoices_customer_idx").on(table.customerId, table.createdAt)],
);

/** Webhook and clock events already handled: a replayed event id does nothing. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: instant("received_at").notNull().defaultNow(),
});

/**
 * The sandbox provider's own objects (customers, cards, setup intents, subscriptions, invoices, its
 * test clock): what Stripe would hold, kept apart from our tables so the sandbox behaves like a
 * provider we only reach through its interface.
 */
export const sandboxBillingObjects = pgTable(
  "sandbox_billing_objects",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    customerId: text("customer_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("sandbox_billing_objects_kind_idx").on(table.kind, table.customerId),
    uniqueIndex("sandbox_billing_objects_idempotency_key").on(table.idempotencyKey),
  ],
);
