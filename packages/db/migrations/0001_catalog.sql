CREATE TABLE "amenities" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "amenities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"slug_es" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key"),
	CONSTRAINT "categories_slug_es_unique" UNIQUE("slug_es"),
	CONSTRAINT "categories_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "cuisines" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "cuisines_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "food_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "food_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "place_amenities" (
	"place_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "place_amenities_place_id_amenity_id_pk" PRIMARY KEY("place_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "place_cuisines" (
	"place_id" integer NOT NULL,
	"cuisine_id" integer NOT NULL,
	CONSTRAINT "place_cuisines_place_id_cuisine_id_pk" PRIMARY KEY("place_id","cuisine_id")
);
--> statement-breakpoint
CREATE TABLE "place_food_types" (
	"place_id" integer NOT NULL,
	"food_type_id" integer NOT NULL,
	CONSTRAINT "place_food_types_place_id_food_type_id_pk" PRIMARY KEY("place_id","food_type_id")
);
--> statement-breakpoint
CREATE TABLE "place_hours" (
	"place_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time NOT NULL,
	"closes_at" time NOT NULL,
	CONSTRAINT "place_hours_place_id_weekday_opens_at_pk" PRIMARY KEY("place_id","weekday","opens_at"),
	CONSTRAINT "place_hours_weekday_ck" CHECK ("place_hours"."weekday" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"price_range" smallint NOT NULL,
	"score" numeric(2, 1) NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"colony_id" integer,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"timezone" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"image_seed" integer NOT NULL,
	"premium_discount" smallint,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_slug_unique" UNIQUE("slug"),
	CONSTRAINT "places_price_range_ck" CHECK ("places"."price_range" between 1 and 4),
	CONSTRAINT "places_score_ck" CHECK ("places"."score" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"timezone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colonies" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(2) NOT NULL,
	"iso3" varchar(3) NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"slug" text NOT NULL,
	"dial_code" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"currency_symbol" text NOT NULL,
	"timezone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"timezone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_amenities" ADD CONSTRAINT "place_amenities_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_amenities" ADD CONSTRAINT "place_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_cuisines" ADD CONSTRAINT "place_cuisines_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_cuisines" ADD CONSTRAINT "place_cuisines_cuisine_id_cuisines_id_fk" FOREIGN KEY ("cuisine_id") REFERENCES "public"."cuisines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_food_types" ADD CONSTRAINT "place_food_types_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_food_types" ADD CONSTRAINT "place_food_types_food_type_id_food_types_id_fk" FOREIGN KEY ("food_type_id") REFERENCES "public"."food_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_hours" ADD CONSTRAINT "place_hours_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_colony_id_colonies_id_fk" FOREIGN KEY ("colony_id") REFERENCES "public"."colonies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colonies" ADD CONSTRAINT "colonies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colonies" ADD CONSTRAINT "colonies_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_amenities_item_idx" ON "place_amenities" USING btree ("amenity_id");--> statement-breakpoint
CREATE INDEX "place_cuisines_item_idx" ON "place_cuisines" USING btree ("cuisine_id");--> statement-breakpoint
CREATE INDEX "place_food_types_item_idx" ON "place_food_types" USING btree ("food_type_id");--> statement-breakpoint
CREATE INDEX "places_country_idx" ON "places" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "places_state_idx" ON "places" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "places_colony_idx" ON "places" USING btree ("colony_id");--> statement-breakpoint
CREATE INDEX "places_category_idx" ON "places" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_slug_uq" ON "cities" USING btree ("state_id","slug");--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "colonies_state_slug_uq" ON "colonies" USING btree ("state_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_slug_uq" ON "states" USING btree ("country_id","slug");