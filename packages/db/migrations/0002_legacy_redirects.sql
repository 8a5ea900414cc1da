CREATE TABLE "legacy_redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "legacy_redirects_kind_idx" ON "legacy_redirects" USING btree ("kind");