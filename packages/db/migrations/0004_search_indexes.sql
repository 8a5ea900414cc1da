-- Search keys and indexes for discovery (packages/domain/src/search): generated search_name and
-- earth_point columns (functions in 0003), trigram and GiST indexes on them, listing indexes per
-- location level (relevance order; score and price orders for countries and states) and item-first
-- indexes on the place link tables (replacing the item-only ones). The EXPLAIN test
-- (search-plans.integration.test.ts) proves each discovery query reaches them.
DROP INDEX "place_amenities_item_idx";--> statement-breakpoint
DROP INDEX "place_cuisines_item_idx";--> statement-breakpoint
DROP INDEX "place_food_types_item_idx";--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(public.sobremesa_unaccent(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "earth_point" "earth" GENERATED ALWAYS AS (public.sobremesa_ll_to_earth(latitude, longitude)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(public.sobremesa_unaccent(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "earth_point" "earth" GENERATED ALWAYS AS (public.sobremesa_ll_to_earth(latitude, longitude)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "colonies" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(public.sobremesa_unaccent(name))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "colonies" ADD COLUMN "earth_point" "earth" GENERATED ALWAYS AS (public.sobremesa_ll_to_earth(latitude, longitude)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "states" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(public.sobremesa_unaccent(name))) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "place_amenities_item_place_uq" ON "place_amenities" USING btree ("amenity_id","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_cuisines_item_place_uq" ON "place_cuisines" USING btree ("cuisine_id","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_food_types_item_place_uq" ON "place_food_types" USING btree ("food_type_id","place_id");--> statement-breakpoint
CREATE INDEX "places_country_rank_idx" ON "places" USING btree ("country_id","is_featured" DESC NULLS FIRST,"score" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id","category_id","price_range","premium_discount","state_id");--> statement-breakpoint
CREATE INDEX "places_state_rank_idx" ON "places" USING btree ("state_id","is_featured" DESC NULLS FIRST,"score" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id","category_id","price_range","premium_discount","city_id","colony_id");--> statement-breakpoint
CREATE INDEX "places_city_rank_idx" ON "places" USING btree ("city_id","is_featured" DESC NULLS FIRST,"score" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id","category_id","price_range","premium_discount","colony_id");--> statement-breakpoint
CREATE INDEX "places_colony_rank_idx" ON "places" USING btree ("colony_id","is_featured" DESC NULLS FIRST,"score" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id","category_id","price_range","premium_discount");--> statement-breakpoint
CREATE INDEX "places_country_score_idx" ON "places" USING btree ("country_id","score" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id","category_id","price_range","premium_discount");--> statement-breakpoint
CREATE INDEX "places_country_price_idx" ON "places" USING btree ("country_id","price_range","score" DESC NULLS FIRST,"id","category_id","premium_discount");--> statement-breakpoint
CREATE INDEX "places_state_score_idx" ON "places" USING btree ("state_id","score" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id","category_id","price_range","premium_discount");--> statement-breakpoint
CREATE INDEX "places_state_price_idx" ON "places" USING btree ("state_id","price_range","score" DESC NULLS FIRST,"id","category_id","premium_discount");--> statement-breakpoint
CREATE INDEX "places_search_name_trgm_idx" ON "places" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_earth_point_gist_idx" ON "places" USING gist ("earth_point");--> statement-breakpoint
CREATE INDEX "cities_search_name_trgm_idx" ON "cities" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_earth_point_gist_idx" ON "cities" USING gist ("earth_point");--> statement-breakpoint
CREATE INDEX "colonies_search_name_trgm_idx" ON "colonies" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colonies_earth_point_gist_idx" ON "colonies" USING gist ("earth_point");--> statement-breakpoint
CREATE INDEX "states_search_name_trgm_idx" ON "states" USING gin ("search_name" gin_trgm_ops);