-- Diners ask for a table above the venue's largest online party; the venue answers once, accepting
-- with a confirmed reservation or declining with a message.
CREATE TABLE "large_party_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" integer NOT NULL,
	"party" smallint NOT NULL,
	"date" text NOT NULL,
	"time" time NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer_message" text,
	"reservation_id" uuid,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"created_by" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "large_party_requests_status_ck" CHECK ("large_party_requests"."status" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "large_party_requests_party_ck" CHECK ("large_party_requests"."party" between 2 and 100),
	CONSTRAINT "large_party_requests_message_ck" CHECK (char_length("large_party_requests"."message") <= 500),
	CONSTRAINT "large_party_requests_accepted_ck" CHECK ("large_party_requests"."status" <> 'accepted' or "large_party_requests"."reservation_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "large_party_requests" ADD CONSTRAINT "large_party_requests_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "large_party_requests" ADD CONSTRAINT "large_party_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "large_party_requests" ADD CONSTRAINT "large_party_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "large_party_requests" ADD CONSTRAINT "large_party_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "large_party_requests_idempotency_key" ON "large_party_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "large_party_requests_pending_idx" ON "large_party_requests" USING btree ("place_id","date") WHERE "large_party_requests"."status" = 'pending';
