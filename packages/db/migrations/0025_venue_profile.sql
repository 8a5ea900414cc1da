ALTER TABLE "places" ADD COLUMN "profile_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "place_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"position" integer NOT NULL,
	"stem" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_es" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_photos_size_ck" CHECK ("place_photos"."width" > 0 and "place_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "place_photos" ADD CONSTRAINT "place_photos_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_photos_place_idx" ON "place_photos" USING btree ("place_id","position");--> statement-breakpoint
-- A photo added, removed or reordered changes what the place page shows: move the catalogue's
-- change counter (migration 0003) as a change of the place itself does.
CREATE TRIGGER place_photos_search_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.place_photos
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_catalog_changed();
--> statement-breakpoint
ALTER TABLE "staff_invitations" ALTER COLUMN "invited_by" DROP NOT NULL;
