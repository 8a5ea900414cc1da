CREATE TABLE "experience_order_items" (
	"order_id" uuid NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_minor" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"experience_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"seats" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "experience_orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "experience_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"per_order_limit" smallint DEFAULT 10 NOT NULL,
	"sales_cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	CONSTRAINT "experience_sessions_capacity_ck" CHECK ("experience_sessions"."reserved" >= 0 and "experience_sessions"."reserved" <= "experience_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "experience_ticket_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"price_minor" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "experience_ticket_types_price_ck" CHECK ("experience_ticket_types"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "experience_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "experience_tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"included_es" text DEFAULT '' NOT NULL,
	"included_en" text DEFAULT '' NOT NULL,
	"cancellation_es" text NOT NULL,
	"cancellation_en" text NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"venue_name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"currency" text NOT NULL,
	"price_from_minor" integer NOT NULL,
	"member_discount_percent" smallint,
	"score" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"check_in_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "experience_order_items" ADD CONSTRAINT "experience_order_items_order_id_experience_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."experience_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_order_items" ADD CONSTRAINT "experience_order_items_ticket_type_id_experience_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."experience_ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_orders" ADD CONSTRAINT "experience_orders_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_orders" ADD CONSTRAINT "experience_orders_session_id_experience_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."experience_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_orders" ADD CONSTRAINT "experience_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_sessions" ADD CONSTRAINT "experience_sessions_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_ticket_types" ADD CONSTRAINT "experience_ticket_types_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tickets" ADD CONSTRAINT "experience_tickets_order_id_experience_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."experience_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_tickets" ADD CONSTRAINT "experience_tickets_ticket_type_id_experience_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."experience_ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experience_order_items_uq" ON "experience_order_items" USING btree ("order_id","ticket_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_orders_idempotency_key" ON "experience_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "experience_orders_user_idx" ON "experience_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "experience_orders_open_idx" ON "experience_orders" USING btree ("hold_expires_at") WHERE "experience_orders"."status" in ('held', 'awaiting_authentication');--> statement-breakpoint
CREATE INDEX "experience_sessions_experience_idx" ON "experience_sessions" USING btree ("experience_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_ticket_types_code_uq" ON "experience_ticket_types" USING btree ("experience_id","code");--> statement-breakpoint
CREATE INDEX "experience_tickets_order_idx" ON "experience_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "experiences_city_idx" ON "experiences" USING btree ("city_id","category");--> statement-breakpoint
CREATE INDEX "experiences_state_idx" ON "experiences" USING btree ("state_id","category");--> statement-breakpoint
CREATE INDEX "experiences_country_idx" ON "experiences" USING btree ("country_id","category");