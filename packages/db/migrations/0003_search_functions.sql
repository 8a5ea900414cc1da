-- Search keys and the catalogue change counter of discovery (packages/domain/src/search).
--
-- unaccent() is STABLE (its dictionary could change), so it cannot appear in an index or a generated
-- column. This IMMUTABLE wrapper names the dictionary and the function by schema, which is what makes
-- the promise safe to give: the result depends only on the argument. Search keys are stored as
-- lower(sobremesa_unaccent(name)), so "queretaro" finds "Querétaro".
--
-- sobremesa_ll_to_earth() is earthdistance's ll_to_earth() with every name schema-qualified and the
-- body parsed at creation (SQL-standard body): earthdistance 1.1 (PostgreSQL 15) resolves earth() and
-- cube() through the search_path at run time, which breaks index expressions during restores and on
-- PostgreSQL 17+ maintenance (VACUUM, ANALYZE, REINDEX run with a restricted search_path).
CREATE OR REPLACE FUNCTION public.sobremesa_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN public.unaccent('public.unaccent'::regdictionary, $1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.sobremesa_ll_to_earth(latitude double precision, longitude double precision)
  RETURNS public.earth
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN (public.cube(public.cube(public.cube(
    public.earth() * cos(radians(latitude)) * cos(radians(longitude))),
    public.earth() * cos(radians(latitude)) * sin(radians(longitude))),
    public.earth() * sin(radians(latitude))))::public.earth;
--> statement-breakpoint
-- A change counter for in-process read models of the catalogue (the search domain's facet index):
-- every statement that writes places or their cuisines, food types or amenities moves it, so an
-- instance reloads its copy only when something changed. A sequence, not a row: no row to lock or
-- bloat, and a rolled-back write only costs one needless reload.
CREATE SEQUENCE IF NOT EXISTS public.search_catalog_changes;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_catalog_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public.search_catalog_changes');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER places_search_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.places
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER place_cuisines_search_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.place_cuisines
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER place_food_types_search_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.place_food_types
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER place_amenities_search_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON public.place_amenities
  FOR EACH STATEMENT EXECUTE FUNCTION public.search_catalog_changed();
