CREATE TABLE "store_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_staff_role_check" CHECK ("store_staff"."role" in ('owner', 'store_manager'))
);
--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_staff" ADD CONSTRAINT "store_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_staff_store_user_key" ON "store_staff" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE INDEX "store_staff_user_idx" ON "store_staff" USING btree ("user_id");--> statement-breakpoint
-- The partner audit log also records what store staff change: a line names its venue or its store.
ALTER TABLE "partner_audit_log" ALTER COLUMN "place_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_audit_log" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "partner_audit_log" ADD CONSTRAINT "partner_audit_log_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_audit_log_store_idx" ON "partner_audit_log" USING btree ("store_id","at");--> statement-breakpoint
-- Edits by two staff at once: the second, from a stale version, is refused.
ALTER TABLE "store_products" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_variants" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Set when the stock fell to or below the threshold and its e-mail went out; cleared when it rises above.
ALTER TABLE "store_variants" ADD COLUMN "low_stock_alerted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "store_orders" DROP CONSTRAINT "store_orders_fulfilment_ck";--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_fulfilment_ck" CHECK ("store_orders"."fulfilment_status" is null or "store_orders"."fulfilment_status" in ('preparing', 'packed', 'shipped', 'delivered'));--> statement-breakpoint
CREATE TABLE "store_order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"refund_id" uuid,
	"amount_minor" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_order_refunds_amount_ck" CHECK ("store_order_refunds"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_order_refunds" ADD CONSTRAINT "store_order_refunds_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_refunds" ADD CONSTRAINT "store_order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_refunds_key_uq" ON "store_order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "store_order_refunds_order_idx" ON "store_order_refunds" USING btree ("order_id","id");
