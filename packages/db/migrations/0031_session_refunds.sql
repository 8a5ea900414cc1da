-- A cancelled session stays (its orders point at it), marked with when it was called off.
ALTER TABLE "experience_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experience_sessions" ADD CONSTRAINT "experience_sessions_status_ck" CHECK ("experience_sessions"."status" in ('scheduled', 'cancelled'));--> statement-breakpoint
-- A ticket names who comes (the buyer until it is given to a friend); a refunded one is void, and a
-- transfer gives it a new code so the old QR stops working.
ALTER TABLE "experience_tickets" ADD COLUMN "holder_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experience_tickets" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
UPDATE "experience_tickets" t SET "holder_name" = trim(o."first_name" || ' ' || o."last_name")
FROM "experience_orders" o WHERE o."id" = t."order_id";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_ck";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_ck" CHECK ("refunds"."reason" in ('requested_by_buyer', 'hold_expired', 'duplicate', 'operator', 'session_cancelled'));--> statement-breakpoint
-- The organizer's refunds of a ticket order, once per Idempotency-Key (the store's pattern).
CREATE TABLE "experience_order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"refund_id" uuid,
	"amount_minor" integer NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"session_cancelled" boolean DEFAULT false NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experience_order_refunds_amount_ck" CHECK ("experience_order_refunds"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "experience_order_refunds" ADD CONSTRAINT "experience_order_refunds_order_id_experience_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."experience_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_order_refunds" ADD CONSTRAINT "experience_order_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_order_refunds" ADD CONSTRAINT "experience_order_refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_order_refunds_key_uq" ON "experience_order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "experience_order_refunds_order_idx" ON "experience_order_refunds" USING btree ("order_id","id");
