CREATE TABLE "store_cart_items" (
	"cart_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_cart_items_cart_id_variant_id_pk" PRIMARY KEY("cart_id","variant_id"),
	CONSTRAINT "store_cart_items_quantity_ck" CHECK ("store_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text,
	"user_id" text,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_carts_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "store_carts_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "store_carts_owner_ck" CHECK ("store_carts"."token_hash" is not null or "store_carts"."user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_items" (
	"order_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"product_name_es" text NOT NULL,
	"product_name_en" text NOT NULL,
	"variant_name_es" text NOT NULL,
	"variant_name_en" text NOT NULL,
	"product_slug" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" smallint NOT NULL,
	"unit_price_minor" integer NOT NULL,
	CONSTRAINT "store_order_items_order_id_variant_id_pk" PRIMARY KEY("order_id","variant_id"),
	CONSTRAINT "store_order_items_quantity_ck" CHECK ("store_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" text,
	"cart_id" uuid,
	"status" text NOT NULL,
	"awaiting_authentication" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"items_minor" integer NOT NULL,
	"shipping_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"shipping_code" text NOT NULL,
	"shipping_name_es" text NOT NULL,
	"shipping_name_en" text NOT NULL,
	"shipping_min_days" smallint NOT NULL,
	"shipping_max_days" smallint NOT NULL,
	"address_country" text NOT NULL,
	"address_state_id" integer,
	"address_recipient" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"address_district" text,
	"address_city" text NOT NULL,
	"address_postal_code" text,
	"address_references" text,
	"tracking_number" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "store_orders_status_ck" CHECK ("store_orders"."status" in ('pending_payment', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "store_orders_totals_ck" CHECK ("store_orders"."total_minor" = "store_orders"."items_minor" + "store_orders"."shipping_minor")
);
--> statement-breakpoint
CREATE TABLE "store_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"old_price_minor" integer NOT NULL,
	"new_price_minor" integer NOT NULL,
	"actor_user_id" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"details_es" text DEFAULT '' NOT NULL,
	"details_en" text DEFAULT '' NOT NULL,
	"image_count" smallint DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "store_shipping_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"price_minor" integer NOT NULL,
	"free_from_minor" integer,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_shipping_options_price_ck" CHECK ("store_shipping_options"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"actor_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_stock_movements_quantity_ck" CHECK ("store_stock_movements"."quantity" <> 0),
	CONSTRAINT "store_stock_movements_reason_ck" CHECK ("store_stock_movements"."reason" in ('receipt', 'reservation', 'release', 'adjustment', 'return'))
);
--> statement-breakpoint
CREATE TABLE "store_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"price_minor" integer NOT NULL,
	"compare_at_minor" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "store_variants_stock_ck" CHECK ("store_variants"."stock" >= 0),
	CONSTRAINT "store_variants_price_ck" CHECK ("store_variants"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline_es" text NOT NULL,
	"tagline_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"country_id" integer NOT NULL,
	"city_name" text NOT NULL,
	"currency" text NOT NULL,
	"hue" smallint DEFAULT 210 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "stores_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "store_cart_items" ADD CONSTRAINT "store_cart_items_cart_id_store_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."store_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_cart_items" ADD CONSTRAINT "store_cart_items_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_carts" ADD CONSTRAINT "store_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_carts" ADD CONSTRAINT "store_carts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_categories" ADD CONSTRAINT "store_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_events" ADD CONSTRAINT "store_order_events_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_events" ADD CONSTRAINT "store_order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_order_id_store_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."store_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_items" ADD CONSTRAINT "store_order_items_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_address_state_id_states_id_fk" FOREIGN KEY ("address_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_price_changes" ADD CONSTRAINT "store_price_changes_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_price_changes" ADD CONSTRAINT "store_price_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_shipping_options" ADD CONSTRAINT "store_shipping_options_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_movements" ADD CONSTRAINT "store_stock_movements_variant_id_store_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."store_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_stock_movements" ADD CONSTRAINT "store_stock_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_product_id_store_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."store_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_carts_updated_idx" ON "store_carts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_categories_slug_uq" ON "store_categories" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "store_order_events_order_idx" ON "store_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_idempotency_key" ON "store_orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "store_orders_user_idx" ON "store_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_store_idx" ON "store_orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_open_idx" ON "store_orders" USING btree ("hold_expires_at") WHERE "store_orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "store_price_changes_changed_idx" ON "store_price_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "store_products_store_idx" ON "store_products" USING btree ("store_id","category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "store_shipping_options_code_uq" ON "store_shipping_options" USING btree ("store_id","code");--> statement-breakpoint
CREATE INDEX "store_stock_movements_variant_idx" ON "store_stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "store_stock_movements_order_idx" ON "store_stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_variants_product_idx" ON "store_variants" USING btree ("product_id","sort");