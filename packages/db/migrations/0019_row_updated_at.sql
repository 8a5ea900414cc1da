ALTER TABLE "places" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "store_products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Keeps updated_at the time of the row's last change whoever writes it (the sitemap's lastmod): an
-- BEFORE trigger cannot compare whole rows of tables with generated columns, so any update counts.
CREATE FUNCTION "sobremesa_touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "places_touch_updated_at" BEFORE UPDATE ON "places" FOR EACH ROW EXECUTE FUNCTION "sobremesa_touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "experiences_touch_updated_at" BEFORE UPDATE ON "experiences" FOR EACH ROW EXECUTE FUNCTION "sobremesa_touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "store_products_touch_updated_at" BEFORE UPDATE ON "store_products" FOR EACH ROW EXECUTE FUNCTION "sobremesa_touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "stores_touch_updated_at" BEFORE UPDATE ON "stores" FOR EACH ROW EXECUTE FUNCTION "sobremesa_touch_updated_at"();
