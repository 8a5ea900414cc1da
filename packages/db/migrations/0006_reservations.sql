CREATE TABLE "reservation_settings" (
	"place_id" integer PRIMARY KEY NOT NULL,
	"days_ahead" smallint DEFAULT 60 NOT NULL,
	"min_notice_minutes" integer DEFAULT 60 NOT NULL,
	"cancel_until_hours" smallint DEFAULT 2 NOT NULL,
	"deposit_per_guest" integer,
	"max_party_size" smallint DEFAULT 12 NOT NULL,
	CONSTRAINT "reservation_settings_days_ahead_ck" CHECK ("reservation_settings"."days_ahead" between 0 and 366),
	CONSTRAINT "reservation_settings_notice_ck" CHECK ("reservation_settings"."min_notice_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"first_seating" time NOT NULL,
	"last_seating" time NOT NULL,
	"slot_interval_minutes" smallint NOT NULL,
	"turn_times" jsonb NOT NULL,
	"pacing_covers" smallint,
	CONSTRAINT "reservation_shifts_interval_ck" CHECK ("reservation_shifts"."slot_interval_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "reservation_table_holds" (
	"reservation_id" uuid NOT NULL,
	"table_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reservation_table_holds_reservation_id_table_id_pk" PRIMARY KEY("reservation_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "reservation_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"place_id" integer NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"party" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"zone_id" integer,
	"zone_preference" integer,
	"occasion" text,
	"note" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" text NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"source" text DEFAULT 'WEBSITE' NOT NULL,
	"manage_token" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_status_ck" CHECK ("reservations"."status" in ('pending', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "reservations_party_ck" CHECK ("reservations"."party" between 1 and 100),
	CONSTRAINT "reservations_period_ck" CHECK ("reservations"."ends_at" > "reservations"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "table_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"table_ids" integer[] NOT NULL,
	"min_covers" smallint NOT NULL,
	"max_covers" smallint NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "table_combinations_covers_ck" CHECK ("table_combinations"."min_covers" >= 1 and "table_combinations"."max_covers" >= "table_combinations"."min_covers")
);
--> statement-breakpoint
CREATE TABLE "time_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"scope" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"zone_ids" integer[] DEFAULT '{}' NOT NULL,
	"table_ids" integer[] DEFAULT '{}' NOT NULL,
	"reason" text,
	CONSTRAINT "time_blocks_scope_ck" CHECK ("time_blocks"."scope" in ('global', 'specific')),
	CONSTRAINT "time_blocks_period_ck" CHECK ("time_blocks"."ends_at" > "time_blocks"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "venue_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"label" text NOT NULL,
	"min_covers" smallint NOT NULL,
	"max_covers" smallint NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "venue_tables_covers_ck" CHECK ("venue_tables"."min_covers" >= 1 and "venue_tables"."max_covers" >= "venue_tables"."min_covers")
);
--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD CONSTRAINT "reservation_settings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_shifts" ADD CONSTRAINT "reservation_shifts_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_table_holds" ADD CONSTRAINT "reservation_table_holds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_table_holds" ADD CONSTRAINT "reservation_table_holds_table_id_venue_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."venue_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_zones" ADD CONSTRAINT "reservation_zones_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_zone_id_reservation_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."reservation_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_blocks" ADD CONSTRAINT "time_blocks_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD CONSTRAINT "venue_tables_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD CONSTRAINT "venue_tables_zone_id_reservation_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."reservation_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_shifts_place_idx" ON "reservation_shifts" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "reservation_table_holds_place_idx" ON "reservation_table_holds" USING btree ("place_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservation_zones_place_idx" ON "reservation_zones" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_code_key" ON "reservations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency_key" ON "reservations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reservations_place_starts_idx" ON "reservations" USING btree ("place_id","starts_at");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "table_combinations_place_idx" ON "table_combinations" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "time_blocks_place_idx" ON "time_blocks" USING btree ("place_id","ends_at");--> statement-breakpoint
CREATE INDEX "venue_tables_place_idx" ON "venue_tables" USING btree ("place_id");--> statement-breakpoint
-- A table never holds two overlapping active reservations. Drizzle cannot declare EXCLUDE
-- constraints, so this one is written by hand; btree_gist (migration 0000) lets the integer table id
-- share a GiST index with the time range. Periods are half-open: one stay may end as the next begins.
ALTER TABLE "reservation_table_holds" ADD CONSTRAINT "reservation_table_holds_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("active");
