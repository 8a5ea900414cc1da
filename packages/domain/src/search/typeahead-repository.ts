import type { Database } from "@sobremesa/db";
import { type SQL, sql } from "drizzle-orm";
import type { LocationRow, LocationSearchLimits } from "./search-rows.ts";
import { likeEscape, queryRows } from "./search-sql-repository.ts";
import type { PlaceSuggestionRow } from "./suggestions.ts";

/** The search box's queries: locations by name, and places by name (with typos). */
export function typeaheadRepository(db: Database) {
  const rows = queryRows(db);
  return {
    async locations(text: string, limits: LocationSearchLimits): Promise<LocationRow[]> {
      return rows<LocationRow>(locationsQuery(text, limits));
    },
    async placeSuggestions(text: string, limit: number): Promise<PlaceSuggestionRow[]> {
      return rows<PlaceSuggestionRow>(placeSuggestionsQuery(text, limit));
    },
  };
}

/** Countries, states, cities and colonies whose name matches the text, the best few per country and state. */
export function locationsQuery(text: string, limits: LocationSearchLimits): SQL {
  const exact = sql`lower(public.sobremesa_unaccent(${text}))`;
  const escaped = sql`lower(public.sobremesa_unaccent(${likeEscape(text)}))`;
  const rank = (column: SQL) => sql`case when ${column} = q.exact then 0
    when ${column} like q.escaped || '%' then 1
    when ${column} like '% ' || q.escaped || '%' or ${column} like '%-' || q.escaped || '%' then 2 else 3 end`;
  return sql`
    with q as (select ${exact} as exact, ${escaped} as escaped),
    country_matches as (
      select 'country'::text as type, c.id, c.id as country_id, null::int as state_id, null::int as city_id,
             null::int as colony_id, least(${rank(sql`lower(public.sobremesa_unaccent(c.name_es))`)},
             ${rank(sql`lower(public.sobremesa_unaccent(c.name_en))`)}, case when c.code = q.exact then 0 else 3 end) as match_rank,
             true as has_places, 0 as type_rank, c.name_es as name
        from countries c, q
       where lower(public.sobremesa_unaccent(c.name_es)) like '%' || q.escaped || '%'
          or lower(public.sobremesa_unaccent(c.name_en)) like '%' || q.escaped || '%'
          or c.code = q.exact
    ),
    state_candidates as (
      select 'state'::text as type, s.id, s.country_id, s.id as state_id, null::int as city_id,
             null::int as colony_id, ${rank(sql`s.search_name`)} as match_rank,
             exists (select 1 from places p where p.state_id = s.id) as has_places, 1 as type_rank, s.name
        from states s, q
       where s.search_name like '%' || q.escaped || '%'
    ),
    state_matches as (
      select * from (
        select c.*, row_number() over (partition by c.country_id
          order by c.match_rank, c.has_places desc, length(c.name), c.name, c.id) as position
          from state_candidates c
      ) ranked where position <= ${limits.statesPerCountry}
    ),
    area_candidates as (
      select 'city'::text as type, ci.id, ci.country_id, ci.state_id, ci.id as city_id, null::int as colony_id,
             ${rank(sql`ci.search_name`)} as match_rank,
             exists (select 1 from places p where p.city_id = ci.id) as has_places, 2 as type_rank, ci.name
        from cities ci, q
       where ci.search_name like '%' || q.escaped || '%'
      union all
      select 'colony'::text, col.id, ci.country_id, col.state_id, col.city_id, col.id,
             ${rank(sql`col.search_name`)}, exists (select 1 from places p where p.colony_id = col.id), 3, col.name
        from colonies col join cities ci on ci.id = col.city_id, q
       where col.search_name like '%' || q.escaped || '%'
    ),
    area_matches as (
      select * from (
        select a.*, row_number() over (partition by a.state_id
          order by a.match_rank, a.has_places desc, a.type_rank, length(a.name), a.name, a.id) as position
          from area_candidates a
      ) ranked where position <= ${limits.areasPerState}
    ),
    best as (
      select * from (
        select type, id, country_id, state_id, city_id, colony_id, match_rank, has_places, type_rank, name
          from country_matches
        union all
        select type, id, country_id, state_id, city_id, colony_id, match_rank, has_places, type_rank, name
          from state_matches
        union all
        select type, id, country_id, state_id, city_id, colony_id, match_rank, has_places, type_rank, name
          from area_matches
      ) matches
      order by match_rank, has_places desc, type_rank, length(name), name, id
      limit ${limits.total}
    )
    select b.type, b.id, b.country_id, b.state_id, b.city_id, b.colony_id, b.name,
           c.code as country_code, c.name_es as country_name_es, c.name_en as country_name_en,
           s.name as state_name, s.slug as state_slug, ci.name as city_name,
           coalesce(col.slug, ci.slug) as area_slug
      from best b
      join countries c on c.id = b.country_id
      left join states s on s.id = b.state_id
      left join cities ci on ci.id = b.city_id
      left join colonies col on col.id = b.colony_id
     order by b.match_rank, b.has_places desc, b.type_rank, length(b.name), b.name, b.id`;
}

/**
 * Places whose unaccented name contains the text, or (a typo) is close to it by trigram word
 * similarity; both use places_search_name_trgm_idx. Names that start with it first, then the
 * closest, then the best scored.
 */
function placeSuggestionsQuery(text: string, limit: number): SQL {
  return sql`
    with q as (
      select lower(public.sobremesa_unaccent(${text})) as term,
             lower(public.sobremesa_unaccent(${likeEscape(text)})) as escaped
    )
    select p.id, p.slug, p.name, ci.name as city_name, s.name as state_name
      from places p
      join cities ci on ci.id = p.city_id
      join states s on s.id = p.state_id, q
     where p.search_name like '%' || q.escaped || '%' or q.term operator(public.<%) p.search_name
     order by (p.search_name like q.escaped || '%') desc, (p.search_name like '%' || q.escaped || '%') desc,
              public.word_similarity(q.term, p.search_name) desc, p.score desc, p.id
     limit ${limit}`;
}
