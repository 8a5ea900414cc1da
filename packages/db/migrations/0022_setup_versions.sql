ALTER TABLE "reservation_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_settings" ADD COLUMN "setup_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_shifts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;