CREATE TABLE "place_amenity_verifications" (
	"place_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_amenity_verifications_place_id_amenity_id_pk" PRIMARY KEY("place_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"place_id" integer NOT NULL,
	"language" text NOT NULL,
	"food" smallint NOT NULL,
	"service" smallint NOT NULL,
	"ambience" smallint NOT NULL,
	"value" smallint NOT NULL,
	"overall" smallint NOT NULL,
	"would_recommend" boolean NOT NULL,
	"comment" text,
	"accessible" boolean,
	"family_friendly" boolean,
	"parking" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_responses_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "survey_responses_food_ck" CHECK ("survey_responses"."food" between 1 and 5),
	CONSTRAINT "survey_responses_service_ck" CHECK ("survey_responses"."service" between 1 and 5),
	CONSTRAINT "survey_responses_ambience_ck" CHECK ("survey_responses"."ambience" between 1 and 5),
	CONSTRAINT "survey_responses_value_ck" CHECK ("survey_responses"."value" between 1 and 5),
	CONSTRAINT "survey_responses_overall_ck" CHECK ("survey_responses"."overall" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "place_amenity_verifications" ADD CONSTRAINT "place_amenity_verifications_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_amenity_verifications" ADD CONSTRAINT "place_amenity_verifications_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_responses_place_idx" ON "survey_responses" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_open_ends_idx" ON "reservations" USING btree ("ends_at") WHERE "reservations"."status" in ('pending', 'confirmed', 'seated');