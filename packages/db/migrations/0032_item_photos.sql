-- Photos of experiences and products: the venue photos' columns, one owner per row.
CREATE TABLE "item_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"experience_id" integer,
	"product_id" integer,
	"position" integer NOT NULL,
	"stem" text NOT NULL,
	"widths" integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_es" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_photos_size_ck" CHECK ("item_photos"."width" > 0 and "item_photos"."height" > 0),
	CONSTRAINT "item_photos_one_owner_ck" CHECK (num_nonnulls("item_photos"."experience_id", "item_photos"."product_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "item_photos" ADD CONSTRAINT "item_photos_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_photos" ADD CONSTRAINT "item_photos_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_photos_experience_idx" ON "item_photos" USING btree ("experience_id","position");--> statement-breakpoint
CREATE INDEX "item_photos_product_idx" ON "item_photos" USING btree ("product_id","position");
