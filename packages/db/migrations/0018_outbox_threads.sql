ALTER TABLE "outbox_messages" ADD COLUMN "thread" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "outbox_messages_thread_idx" ON "outbox_messages" USING btree ("thread","channel","send_after","seq") WHERE "outbox_messages"."thread" is not null and "outbox_messages"."status" in ('pending', 'queued', 'sending');