CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_key" text NOT NULL,
	"provider_payment_id" text,
	"method" text DEFAULT 'card' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"unknown_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "payments_kind_ck" CHECK ("payments"."order_kind" in ('experience', 'store', 'membership')),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('pending', 'prepared', 'processing', 'requires_action', 'succeeded', 'failed', 'canceled')),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount_minor" >= 0),
	CONSTRAINT "payments_refunded_ck" CHECK ("payments"."refunded_minor" between 0 and "payments"."amount_minor")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"actor_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_minor" > 0),
	CONSTRAINT "refunds_status_ck" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_reason_ck" CHECK ("refunds"."reason" in ('requested_by_buyer', 'hold_expired', 'duplicate', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_ck";--> statement-breakpoint
ALTER TABLE "store_orders" DROP CONSTRAINT "store_orders_status_ck";--> statement-breakpoint
DROP INDEX "experience_orders_open_idx";--> statement-breakpoint
DROP INDEX "subscriptions_one_live_per_customer";--> statement-breakpoint
DROP INDEX "store_orders_open_idx";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "provider_subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "unknown_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "cart_version" integer;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "fulfilment_status" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_kind","order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_key" ON "payments" USING btree ("provider","provider_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_one_per_cart_version" ON "store_orders" USING btree ("cart_id","cart_version") WHERE "store_orders"."status" not in ('cancelled', 'expired');--> statement-breakpoint
CREATE INDEX "experience_orders_open_idx" ON "experience_orders" USING btree ("hold_expires_at") WHERE "experience_orders"."status" in ('pending_payment', 'awaiting_authentication');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_customer" ON "subscriptions" USING btree ("customer_id") WHERE "subscriptions"."status" in ('pending', 'incomplete', 'trialing', 'active', 'past_due', 'cancelled');--> statement-breakpoint
CREATE INDEX "store_orders_open_idx" ON "store_orders" USING btree ("hold_expires_at") WHERE "store_orders"."status" in ('pending_payment', 'awaiting_authentication');--> statement-breakpoint
-- Existing orders move to the one status set, and every charge they made becomes a payment row
-- before the order columns that held it go.
UPDATE "experience_orders" SET "status" = 'pending_payment' WHERE "status" = 'held';--> statement-breakpoint
UPDATE "store_orders" SET "fulfilment_status" = "status", "status" = 'paid' WHERE "status" in ('preparing', 'shipped', 'delivered');--> statement-breakpoint
UPDATE "store_orders" SET "status" = 'awaiting_authentication' WHERE "status" = 'pending_payment' AND "awaiting_authentication";--> statement-breakpoint
INSERT INTO "payments" ("order_kind", "order_id", "provider", "provider_key", "provider_payment_id", "amount_minor", "currency", "status", "refunded_minor", "unknown_since", "created_at", "updated_at", "succeeded_at")
SELECT 'experience', "id", "provider", 'order:' || "id", "provider_payment_id", "total_minor", "currency",
  CASE
    WHEN "status" in ('paid', 'refunded') THEN 'succeeded'
    WHEN "status" = 'awaiting_authentication' THEN 'requires_action'
    WHEN "status" = 'pending_payment' AND "payment_unknown_since" IS NOT NULL THEN 'processing'
    WHEN "status" = 'pending_payment' THEN 'prepared'
    ELSE 'canceled'
  END,
  CASE WHEN "status" = 'refunded' THEN "total_minor" ELSE 0 END,
  "payment_unknown_since", "created_at", coalesce("paid_at", "cancelled_at", "created_at"), "paid_at"
FROM "experience_orders" WHERE "provider_payment_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payments" ("order_kind", "order_id", "provider", "provider_key", "provider_payment_id", "amount_minor", "currency", "status", "refunded_minor", "unknown_since", "created_at", "updated_at", "succeeded_at")
SELECT 'store', "id", "provider", 'store-order:' || "id", "provider_payment_id", "total_minor", "currency",
  CASE
    WHEN "status" in ('paid', 'refunded') THEN 'succeeded'
    WHEN "status" = 'awaiting_authentication' THEN 'requires_action'
    WHEN "status" = 'pending_payment' AND "payment_unknown_since" IS NOT NULL THEN 'processing'
    WHEN "status" = 'pending_payment' THEN 'prepared'
    ELSE 'canceled'
  END,
  CASE WHEN "status" = 'refunded' THEN "total_minor" ELSE 0 END,
  "payment_unknown_since", "created_at", "updated_at", "paid_at"
FROM "store_orders" WHERE "provider_payment_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payments" ("order_kind", "order_id", "provider", "provider_key", "provider_payment_id", "amount_minor", "currency", "status", "created_at", "updated_at", "succeeded_at")
SELECT 'membership', i."subscription_id", c."provider", 'invoice:' || i."provider_invoice_id", i."provider_invoice_id", i."amount_paid", i."currency", 'succeeded',
  i."created_at", coalesce(i."paid_at", i."created_at"), coalesce(i."paid_at", i."created_at")
FROM "invoices" i JOIN "billing_customers" c ON c."id" = i."customer_id"
WHERE i."status" = 'paid' AND i."amount_paid" > 0 AND i."subscription_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "refunds" ("payment_id", "amount_minor", "reason", "status", "idempotency_key", "created_at", "settled_at")
SELECT "id", "refunded_minor", 'requested_by_buyer', 'succeeded', 'refund:' || "id" || ':requested_by_buyer', "updated_at", "updated_at"
FROM "payments" WHERE "refunded_minor" > 0;--> statement-breakpoint
ALTER TABLE "experience_orders" DROP COLUMN "provider_payment_id";--> statement-breakpoint
ALTER TABLE "experience_orders" DROP COLUMN "payment_unknown_since";--> statement-breakpoint
ALTER TABLE "store_orders" DROP COLUMN "awaiting_authentication";--> statement-breakpoint
ALTER TABLE "store_orders" DROP COLUMN "provider_payment_id";--> statement-breakpoint
ALTER TABLE "store_orders" DROP COLUMN "payment_unknown_since";--> statement-breakpoint
ALTER TABLE "experience_orders" ADD CONSTRAINT "experience_orders_status_ck" CHECK ("experience_orders"."status" in ('pending_payment', 'awaiting_authentication', 'paid', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_ck" CHECK ("subscriptions"."status" in ('pending', 'incomplete', 'trialing', 'active', 'past_due', 'cancelled', 'ended'));--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_fulfilment_ck" CHECK ("store_orders"."fulfilment_status" is null or "store_orders"."fulfilment_status" in ('preparing', 'shipped', 'delivered'));--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_status_ck" CHECK ("store_orders"."status" in ('pending_payment', 'awaiting_authentication', 'paid', 'cancelled', 'expired', 'refunded'));