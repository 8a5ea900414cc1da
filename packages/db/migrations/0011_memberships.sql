CREATE TABLE "billing_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"default_payment_method_id" text,
	"taken_trial" boolean DEFAULT false NOT NULL,
	"taken_coupon" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" smallint NOT NULL,
	"duration_months" smallint,
	"provider_coupon_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"subscription_id" uuid,
	"provider_invoice_id" text NOT NULL,
	"number" text,
	"amount_due" integer NOT NULL,
	"amount_paid" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"hosted_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_provider_invoice_id_unique" UNIQUE("provider_invoice_id")
);
--> statement-breakpoint
CREATE TABLE "membership_plan_prices" (
	"plan_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"provider_price_id" text,
	CONSTRAINT "membership_plan_prices_plan_id_country_code_pk" PRIMARY KEY("plan_id","country_code"),
	CONSTRAINT "membership_plan_prices_amount_ck" CHECK ("membership_plan_prices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"trial_days" smallint NOT NULL,
	"discount_percent" smallint NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_plans_code_unique" UNIQUE("code"),
	CONSTRAINT "membership_plans_trial_ck" CHECK ("membership_plans"."trial_days" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_provider_payment_method_id_unique" UNIQUE("provider_payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text,
	"data" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"provider_price_id" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"past_due_since" timestamp with time zone,
	"cancel_reason" text,
	"cancel_reason_enum" text,
	"discount_percent" smallint,
	"coupon_code" text,
	"cancel_offer_shown_at" timestamp with time zone,
	"cancel_offer_applied_at" timestamp with time zone,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id"),
	CONSTRAINT "subscriptions_status_ck" CHECK ("subscriptions"."status" in ('incomplete', 'trialing', 'active', 'past_due', 'cancelled', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_billing_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."billing_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plan_prices" ADD CONSTRAINT "membership_plan_prices_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_customer_id_billing_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."billing_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_billing_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."billing_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_user_key" ON "billing_customers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_provider_key" ON "billing_customers" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_methods_customer_idx" ON "payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sandbox_billing_objects_kind_idx" ON "sandbox_billing_objects" USING btree ("kind","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_billing_objects_idempotency_key" ON "sandbox_billing_objects" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "subscriptions_customer_idx" ON "subscriptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_idempotency_key" ON "subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_customer" ON "subscriptions" USING btree ("customer_id") WHERE "subscriptions"."status" in ('incomplete', 'trialing', 'active', 'past_due', 'cancelled');--> statement-breakpoint
-- Reference data: the plans and their monthly prices (minor units) in Mexico, Colombia and Costa Rica.
-- premium-b is the A/B variant of premium: sold at /premium-b/ only, so it is not listed as available.
INSERT INTO "membership_plans" ("code", "name_es", "name_en", "trial_days", "discount_percent", "available", "sort") VALUES
	('premium', 'Sobremesa Premium', 'Sobremesa Premium', 30, 15, true, 1),
	('premium-b', 'Sobremesa Premium', 'Sobremesa Premium', 30, 15, false, 2),
	('plus', 'Sobremesa Plus', 'Sobremesa Plus', 30, 25, true, 3);
--> statement-breakpoint
INSERT INTO "membership_plan_prices" ("plan_id", "country_code", "currency", "amount_minor")
SELECT p.id, v.country_code, v.currency, v.amount_minor
FROM "membership_plans" p
JOIN (VALUES
	('premium', 'mx', 'MXN', 14900), ('premium', 'co', 'COP', 3990000), ('premium', 'cr', 'CRC', 490000),
	('premium-b', 'mx', 'MXN', 12900), ('premium-b', 'co', 'COP', 3490000), ('premium-b', 'cr', 'CRC', 430000),
	('plus', 'mx', 'MXN', 24900), ('plus', 'co', 'COP', 6490000), ('plus', 'cr', 'CRC', 790000)
) AS v(code, country_code, currency, amount_minor) ON v.code = p.code;
--> statement-breakpoint
INSERT INTO "coupons" ("code", "percent_off", "duration_months") VALUES ('BIENVENIDA20', 20, 3);
