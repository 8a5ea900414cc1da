-- Calendar entries: the SEQUENCE of bookings and ticket orders, and the calendar part of e-mails.
ALTER TABLE "outbox_messages" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "experience_orders" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;