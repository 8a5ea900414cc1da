CREATE TABLE "place_special_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"date" date NOT NULL,
	"closed" boolean NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason_es" text NOT NULL,
	"reason_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_special_days" ADD CONSTRAINT "place_special_days_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "place_special_days_place_date_uq" ON "place_special_days" USING btree ("place_id","date");--> statement-breakpoint
-- Special days and weekly hours show on the place page: move the catalogue's change counter (migration
-- 0003) as a change of the place itself does.
CREATE TRIGGER place_special_days_search_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.place_special_days
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_catalog_changed();
