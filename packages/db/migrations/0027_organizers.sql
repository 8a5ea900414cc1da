CREATE TABLE "organizers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "organizer_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizer_staff_role_check" CHECK ("organizer_staff"."role" in ('owner', 'manager', 'door'))
);
--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_staff" ADD CONSTRAINT "organizer_staff_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_staff" ADD CONSTRAINT "organizer_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizer_staff_organizer_user_key" ON "organizer_staff" USING btree ("organizer_id","user_id");--> statement-breakpoint
CREATE INDEX "organizer_staff_user_idx" ON "organizer_staff" USING btree ("user_id");--> statement-breakpoint
-- Experiences belong to an organizer; rows from before organizers existed have none until the seed
-- (or an operator) gives them one. The version guards edits by two staff at once (409 when stale).
ALTER TABLE "experiences" ADD COLUMN "organizer_id" integer;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "experience_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_point_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "meeting_point_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiences_organizer_idx" ON "experiences" USING btree ("organizer_id","id");--> statement-breakpoint
-- A sold ticket type is hidden, never deleted: paid orders keep pointing at it.
ALTER TABLE "experience_ticket_types" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- One invitation table for venues and organizers: each invitation is to exactly one of them.
ALTER TABLE "staff_invitations" ALTER COLUMN "place_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "organizer_id" integer;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" DROP CONSTRAINT "staff_invitations_role_check";--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_role_check" CHECK ("staff_invitations"."role" in ('owner', 'manager', 'host', 'door'));--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_one_business_check" CHECK (num_nonnulls("staff_invitations"."place_id", "staff_invitations"."organizer_id") = 1);--> statement-breakpoint
CREATE INDEX "staff_invitations_organizer_idx" ON "staff_invitations" USING btree ("organizer_id","created_at");--> statement-breakpoint
-- The same audit log for organizers: a line belongs to a venue or to an organizer.
ALTER TABLE "partner_audit_log" ALTER COLUMN "place_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_audit_log" ADD COLUMN "organizer_id" integer;--> statement-breakpoint
ALTER TABLE "partner_audit_log" ADD CONSTRAINT "partner_audit_log_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_audit_log_organizer_idx" ON "partner_audit_log" USING btree ("organizer_id","at");
