-- The door's check-ins: which device admitted a ticket and who held it, so a ticket scanned on two
-- devices (one of them offline) is admitted once and the other device is told by whom and when.
ALTER TABLE "experience_tickets" ADD COLUMN "checked_in_device" text;--> statement-breakpoint
ALTER TABLE "experience_tickets" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "experience_tickets" ADD CONSTRAINT "experience_tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_orders_session_idx" ON "experience_orders" USING btree ("session_id");
