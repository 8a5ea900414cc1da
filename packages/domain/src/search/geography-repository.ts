import { type Database, idArray, pointRead } from "@sobremesa/db";
import { sql } from "drizzle-orm";
import type { AreaRow, CountryRow } from "./search-rows.ts";
import type { Position } from "./search-schemas.ts";
import { earthOf, queryRows } from "./search-sql-repository.ts";

/** Countries, states, cities and colonies: by slug or id, nearest to a point, and those with places. */
export function geographyRepository(db: Database) {
  const rows = queryRows(db);
  return {
    async countries(): Promise<CountryRow[]> {
      return rows<CountryRow>(sql`select id, code, name_es, name_en, latitude, longitude from countries order by id`);
    },

    async state(countryId: number, slug: string) {
      const [row] = await rows<{ id: number; slug: string; name: string; latitude: number; longitude: number }>(
        sql`select id, slug, name, latitude, longitude from states where country_id = ${countryId} and slug = ${slug}`,
      );
      return row;
    },

    async areas(stateId: number, slug: string): Promise<AreaRow[]> {
      return rows<AreaRow>(sql`
        select 'city' as type, id, id as city_id, state_id, slug, name, latitude, longitude
          from cities where state_id = ${stateId} and slug = ${slug}
        union all
        select 'colony', id, city_id, state_id, slug, name, latitude, longitude
          from colonies where state_id = ${stateId} and slug = ${slug}`);
    },
    async statesOf(countryId: number, ids?: readonly number[]) {
      const only = ids && ids.length > 0 ? sql`and id = any(${idArray(ids)}::int[])` : sql``;
      return rows<{ id: number; slug: string; name: string; country_id: number }>(
        sql`select id, slug, name, country_id from states where country_id = ${countryId} ${only} order by name, id`,
      );
    },

    async areasByIds(cityIds: readonly number[], colonyIds: readonly number[]) {
      const cityRows =
        cityIds.length > 0
          ? await rows<{ id: number; slug: string; name: string; state_id: number }>(
              pointRead(sql`select id, slug, name, state_id from cities where id = any(${idArray(cityIds)}::int[])`),
            )
          : [];
      const colonyRows =
        colonyIds.length > 0
          ? await rows<{ id: number; slug: string; name: string; city_id: number }>(
              pointRead(sql`select id, slug, name, city_id from colonies where id = any(${idArray(colonyIds)}::int[])`),
            )
          : [];
      return { cities: cityRows, colonies: colonyRows };
    },

    async location(type: "country" | "state" | "city" | "colony", id: number) {
      const query = {
        country: sql`select id, code as slug, name_es, name_en, null::int as parent_id from countries where id = ${id}`,
        state: sql`select id, slug, name as name_es, name as name_en, country_id as parent_id from states where id = ${id}`,
        city: sql`select id, slug, name as name_es, name as name_en, state_id as parent_id from cities where id = ${id}`,
        colony: sql`select id, slug, name as name_es, name as name_en, city_id as parent_id from colonies where id = ${id}`,
      }[type];
      const [row] = await rows<{
        id: number;
        slug: string;
        name_es: string;
        name_en: string;
        parent_id: number | null;
      }>(query);
      return row;
    },

    /** Country, state, city and colony of a city (and optionally one of its colonies), with slugs and centres. */
    async cityPlace(cityId: number, colonyId?: number) {
      const [row] = await rows<{
        country_id: number;
        state_id: number;
        city_id: number;
        colony_id: number | null;
        state_slug: string;
        state_name: string;
        city_slug: string;
        city_name: string;
        colony_slug: string | null;
        colony_name: string | null;
        latitude: number;
        longitude: number;
      }>(sql`
        select ci.country_id, ci.state_id, ci.id as city_id, col.id as colony_id, s.slug as state_slug,
               s.name as state_name, ci.slug as city_slug, ci.name as city_name, col.slug as colony_slug,
               col.name as colony_name, coalesce(col.latitude, ci.latitude) as latitude,
               coalesce(col.longitude, ci.longitude) as longitude
          from cities ci
          join states s on s.id = ci.state_id
          left join colonies col on col.id = ${colonyId ?? null}::int and col.city_id = ci.id
         where ci.id = ${cityId}`);
      return row;
    },

    /** The nearest colony, the nearest city that has places, and the nearest city at all, with distances. */
    async nearestLocations(position: Position) {
      const center = earthOf(position);
      const [colony] = await rows<{ id: number; city_id: number; distance: number }>(sql`
        select col.id, col.city_id, public.earth_distance(${center}, col.earth_point) as distance
          from colonies col order by col.earth_point <-> ${center} limit 1`);
      const [listedCity] = await rows<{ id: number; distance: number }>(sql`
        select ci.id, public.earth_distance(${center}, ci.earth_point) as distance
          from cities ci where exists (select 1 from places p where p.city_id = ci.id)
         order by ci.earth_point <-> ${center} limit 1`);
      const [anyCity] = await rows<{ id: number; distance: number }>(sql`
        select ci.id, public.earth_distance(${center}, ci.earth_point) as distance
          from cities ci order by ci.earth_point <-> ${center} limit 1`);
      return { colony, listedCity, anyCity };
    },
    /**
     * Every country, state and city with at least one place (what a listing shows; an empty one is
     * kept out of search results), with the slugs of its listing path and the last change of its
     * places. One pass over the places grouped by city; the rest is the size of the geography.
     */
    async listedLocations(): Promise<
      { country_code: string; state_slug: string | null; city_slug: string | null; updated_at: Date }[]
    > {
      const found = await rows<{
        country_code: string;
        state_slug: string | null;
        city_slug: string | null;
        updated_at: Date | string;
      }>(sql`
        with per_city as (
          select city_id, max(updated_at) as updated_at from places group by city_id
        ), located as (
          select co.id as country_id, co.code as country_code, s.id as state_id, s.slug as state_slug,
                 c.id as city_id, c.slug as city_slug, pc.updated_at
            from per_city pc join cities c on c.id = pc.city_id join states s on s.id = c.state_id
            join countries co on co.id = s.country_id
        )
        select country_code, null as state_slug, null as city_slug, country_id, 0 as state_id, 0 as city_id,
               max(updated_at) as updated_at
          from located group by country_id, country_code
        union all
        select country_code, state_slug, null, country_id, state_id, 0, max(updated_at)
          from located group by country_id, country_code, state_id, state_slug
        union all
        select country_code, state_slug, city_slug, country_id, state_id, city_id, updated_at from located
        order by 4, 5, 6`);
      return found.map((row) => ({
        country_code: row.country_code,
        state_slug: row.state_slug,
        city_slug: row.city_slug,
        updated_at: new Date(row.updated_at),
      }));
    },
  };
}
