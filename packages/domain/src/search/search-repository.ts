import type { SlugFilterClass } from "@sobremesa/contracts";
import type { Database } from "@sobremesa/db";
import { type SQL, sql } from "drizzle-orm";
import type { FacetColumns } from "./facet-index.ts";
import type { ListingArguments, NormalizedFilters } from "./listing-arguments.ts";
import type { Position } from "./search-schemas.ts";
import type { PlaceSuggestionRow } from "./suggestions.ts";

/**
 * Discovery queries in SQL. Each query has a builder, used both to run it and by `explain`, so the
 * EXPLAIN test proves the plan of exactly the SQL that runs. Indexes (migration 0004):
 * - a location alone: places_{country,state,city,colony}_idx (deduplicated, fastest to count);
 * - a location with filters, in relevance order: places_*_rank_idx (index-only, stops after a page);
 *   by score or price in a country or state: places_{country,state}_{score,price}_idx;
 * - cuisine, food type and amenity: place_*_item_place_uq (item first) and the link primary keys;
 * - text: places.search_name (lower, unaccented) with a trigram GIN index;
 * - near me: places.earth_point with a GiST index: earth_box for "within", <-> for nearest first.
 */

type Row = Record<string, unknown>;

const LINKS = {
  cuisine: { table: sql.raw("place_cuisines"), item: sql.raw("cuisine_id") },
  "food-type": { table: sql.raw("place_food_types"), item: sql.raw("food_type_id") },
  amenity: { table: sql.raw("place_amenities"), item: sql.raw("amenity_id") },
} as const;
type LinkClass = keyof typeof LINKS;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** `%`, `_` and `\` in visitor text are literal characters, not LIKE wildcards. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

const earthOf = (position: Position) =>
  sql`public.sobremesa_ll_to_earth(${position.latitude}::float8, ${position.longitude}::float8)`;

/** The WHERE conditions of a listing (places as p). Only the most specific location filters. */
export function listingConditions(filters: NormalizedFilters, options: { box?: boolean } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (filters.colonyId !== undefined) conditions.push(sql`p.colony_id = ${filters.colonyId}`);
  else if (filters.cityId !== undefined) conditions.push(sql`p.city_id = ${filters.cityId}`);
  else if (filters.stateId !== undefined) conditions.push(sql`p.state_id = ${filters.stateId}`);
  else if (filters.countryId !== undefined) conditions.push(sql`p.country_id = ${filters.countryId}`);
  if (filters.categoryIds.length > 0) conditions.push(sql`p.category_id in (${idList(filters.categoryIds)})`);
  if (filters.priceRanges.length > 0) conditions.push(sql`p.price_range in (${idList(filters.priceRanges)})`);
  if (filters.minScore !== undefined) conditions.push(sql`p.score >= ${filters.minScore}`);
  if (filters.premiumOnly) conditions.push(sql`p.premium_discount is not null`);
  if (filters.text) {
    conditions.push(
      sql`p.search_name like '%' || lower(public.sobremesa_unaccent(${likeEscape(filters.text)})) || '%'`,
    );
  }
  const links: [LinkClass, number[]][] = [
    ["cuisine", filters.cuisineIds],
    ["food-type", filters.foodTypeIds],
    ["amenity", filters.amenityIds],
  ];
  for (const [linkClass, ids] of links) {
    if (ids.length === 0) continue;
    const link = LINKS[linkClass];
    conditions.push(
      sql`exists (select 1 from ${link.table} l where l.place_id = p.id and l.${link.item} in (${idList(ids)}))`,
    );
  }
  if (filters.near) {
    const center = earthOf(filters.near);
    // The box is what the GiST index answers; the exact distance trims its corners.
    if (options.box !== false)
      conditions.push(sql`public.earth_box(${center}, ${filters.near.radiusMeters}) @> p.earth_point`);
    conditions.push(sql`public.earth_distance(${center}, p.earth_point) <= ${filters.near.radiusMeters}`);
  }
  return conditions;
}

const where = (conditions: SQL[]) => (conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

function orderBy(args: Pick<ListingArguments, "sort" | "position" | "filters">): SQL {
  switch (args.sort) {
    case "score":
      return sql`p.score desc, p.review_count desc, p.id`;
    case "price":
      return sql`p.price_range, p.score desc, p.id`;
    case "distance":
      return sql`p.earth_point <-> ${earthOf(args.position!)}, p.id`;
    default:
      if (args.filters.text) {
        // Names that start with the text first.
        return sql`(p.search_name like lower(public.sobremesa_unaccent(${likeEscape(args.filters.text)})) || '%') desc, p.is_featured desc, p.score desc, p.review_count desc, p.id`;
      }
      return sql`p.is_featured desc, p.score desc, p.review_count desc, p.id`;
  }
}

/** How a page is read: `box` keeps the near-me box as an index condition; `withTotal` counts in the same pass. */
export interface PageOptions {
  box?: boolean;
  withTotal?: boolean;
}

export interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  category: string;
  cuisine_id: number | null;
  area: string;
  city: string;
  price_range: number;
  score: number;
  review_count: number;
  currency: string;
  image_seed: number;
  premium_discount: number | null;
  latitude: number;
  longitude: number;
  distance: number | null;
  /** The listing's total, when the page query counted it too. */
  total: number | null;
}

/** Card columns of the places in `ids` (a subquery of p.id values), in `order`. */
function cardsOf(ids: SQL, order: SQL, position: Position | undefined, withTotal = false): SQL {
  const distance = position ? sql`public.earth_distance(${earthOf(position)}, p.earth_point)` : sql`null::float8`;
  // The main cuisine is the lowest id: the first entry of the link's primary key; the service names it.
  return sql`
    select p.id, p.slug, p.name, cat.key as category,
           (select pc.cuisine_id from place_cuisines pc where pc.place_id = p.id order by pc.cuisine_id limit 1)
             as cuisine_id,
           coalesce(col.name, ci.name) as area, ci.name as city,
           p.price_range, p.score::float8 as score, p.review_count, p.currency, p.image_seed,
           p.premium_discount, p.latitude, p.longitude, ${distance} as distance,
           ${withTotal ? sql`page.total` : sql`null::int`} as total
      from (${ids}) page
      join places p on p.id = page.id
      join categories cat on cat.id = p.category_id
      join cities ci on ci.id = p.city_id
      left join colonies col on col.id = p.colony_id
     order by ${order}`;
}

/** A card's columns (cardsOf) with the place's street address and where it is, with slugs. */
export interface PlaceSummaryRow extends PlaceRow {
  address: string;
  country_code: string;
  country_name_es: string;
  country_name_en: string;
  state_name: string;
  state_slug: string;
  city_slug: string;
  colony_name: string | null;
  colony_slug: string | null;
}

/** A summary (placeSummary) with what a place's profile adds: texts, zone, taxonomy ids, booking settings. */
export interface PlaceDetailsRow extends PlaceSummaryRow {
  category_id: number;
  description_es: string;
  description_en: string;
  phone: string;
  timezone: string;
  cuisine_ids: number[];
  food_type_ids: number[];
  amenity_ids: number[];
  /** Null when the place has no reservation settings yet. */
  cancel_until_hours: number | null;
  deposit_per_guest: number | null;
  max_party_size: number | null;
  days_ahead: number | null;
}

export interface PlaceHoursRow {
  weekday: number;
  opens_at: string;
  closes_at: string;
}

export interface MenuItemRow {
  section_id: number;
  section_name_es: string;
  section_name_en: string;
  id: number;
  name_es: string;
  name_en: string;
  description_es: string;
  description_en: string;
  price: number;
  dietary_tags: string[];
}

/** A place (the ids of `ids`, one) as a card plus the names and slugs of where it is. */
function summaryOf(ids: SQL): SQL {
  const card = cardsOf(ids, sql`p.id`, undefined);
  return sql`
    select card.*, p.address, co.code as country_code, co.name_es as country_name_es,
           co.name_en as country_name_en, s.name as state_name, s.slug as state_slug, ci.slug as city_slug,
           col.name as colony_name, col.slug as colony_slug
      from (${card}) card
      join places p on p.id = card.id
      join countries co on co.id = p.country_id
      join states s on s.id = p.state_id
      join cities ci on ci.id = p.city_id
      left join colonies col on col.id = p.colony_id`;
}

export interface TaxonomyRow {
  class: SlugFilterClass;
  id: number;
  slug_es: string;
  slug_en: string;
  name_es: string;
  name_en: string;
}

export interface CountryRow {
  id: number;
  code: string;
  name_es: string;
  name_en: string;
  latitude: number;
  longitude: number;
}

export interface AreaRow {
  type: "city" | "colony";
  id: number;
  city_id: number;
  state_id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
}

export interface LocationRow {
  type: "country" | "state" | "city" | "colony";
  id: number;
  country_id: number;
  state_id: number | null;
  city_id: number | null;
  colony_id: number | null;
  name: string;
  country_code: string;
  country_name_es: string;
  country_name_en: string;
  state_name: string | null;
  state_slug: string | null;
  city_name: string | null;
  area_slug: string | null;
}

export interface PlaceLocationRow {
  country_id: number;
  state_id: number | null;
  city_id: number | null;
  colony_id: number | null;
  latitude: number;
  longitude: number;
  distance: number | null;
  /** The listing's total, when the page query counted it too. */
  total: number | null;
}

export interface LocationSearchLimits {
  total: number;
  statesPerCountry: number;
  areasPerState: number;
}

export function createSearchRepository(db: Database) {
  async function rows<T>(query: SQL): Promise<T[]> {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  const builders = {
    /**
     * The ids of one page, in order: an index-only scan of a rank index for location pages. With
     * withTotal, the count of the whole listing comes in the same pass (for text searches, which
     * visit every match anyway: one pass instead of two).
     */
    pageIds(args: ListingArguments, options: PageOptions = {}): SQL {
      const total = options.withTotal ? sql`, count(*) over ()::int as total` : sql``;
      return sql`select p.id${total} from places p ${where(listingConditions(args.filters, options))}
        order by ${orderBy(args)} limit ${args.limit} offset ${args.offset}`;
    },
    page(args: ListingArguments, options: PageOptions = {}): SQL {
      return cardsOf(builders.pageIds(args, options), orderBy(args), args.position, options.withTotal);
    },
    count(filters: NormalizedFilters): SQL {
      return sql`select count(*)::int as total from places p ${where(listingConditions(filters))}`;
    },
    /** Places per item of a class under the given filters (the facet's own class already removed). */
    facet(type: "category" | "price-range" | LinkClass, filters: NormalizedFilters, ids?: readonly number[]): SQL {
      const conditions = listingConditions(filters);
      if (type === "category" || type === "price-range") {
        const column = sql.raw(type === "category" ? "p.category_id" : "p.price_range");
        if (ids && ids.length > 0) conditions.push(sql`${column} in (${idList(ids)})`);
        return sql`select ${column} as id, count(*)::int as quantity from places p ${where(conditions)} group by 1`;
      }
      const link = LINKS[type];
      if (ids && ids.length > 0) conditions.push(sql`l.${link.item} in (${idList(ids)})`);
      return sql`select l.${link.item} as id, count(*)::int as quantity
        from places p join ${link.table} l on l.place_id = p.id ${where(conditions)} group by 1`;
    },
    scoreFacet(filters: NormalizedFilters, thresholds: readonly number[]): SQL {
      const counts = thresholds.map(
        (minimum, index) => sql`count(*) filter (where p.score >= ${minimum})::int as ${sql.identifier(`t${index}`)}`,
      );
      return sql`select ${sql.join(counts, sql`, `)} from places p ${where(listingConditions(filters))}`;
    },
    locationFacet(level: "country" | "state" | "city" | "colony", filters: NormalizedFilters): SQL {
      const column = sql.raw(`p.${level}_id`);
      const conditions = listingConditions(filters);
      if (level === "colony") conditions.push(sql`p.colony_id is not null`);
      return sql`select ${column} as id, count(*)::int as quantity from places p ${where(conditions)} group by 1`;
    },
    /** Top `limit` places nearest first within the radius: a nearest-first GiST scan that reads `limit` entries. */
    nearby(position: Position, radiusMeters: number, limit: number, categoryIds: readonly number[]): SQL {
      const center = earthOf(position);
      const category = categoryIds.length > 0 ? sql`where p.category_id in (${idList(categoryIds)})` : sql``;
      const nearest = sql`select p.id from places p ${category} order by p.earth_point <-> ${center} limit ${limit}`;
      return sql`select * from (${cardsOf(nearest, sql`p.earth_point <-> ${center}, p.id`, position)}) near
        where near.distance <= ${radiusMeters} order by near.distance, near.id`;
    },
    locations(text: string, limits: LocationSearchLimits): SQL {
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
    },
  };

  return {
    builders,

    async page(args: ListingArguments, options: PageOptions = {}): Promise<PlaceRow[]> {
      return rows<PlaceRow>(builders.page(args, options));
    },

    async count(filters: NormalizedFilters): Promise<number> {
      const [row] = await rows<{ total: number }>(builders.count(filters));
      return row?.total ?? 0;
    },

    async facet(
      type: "category" | "price-range" | LinkClass,
      filters: NormalizedFilters,
      ids?: readonly number[],
    ): Promise<Map<number, number>> {
      const found = await rows<{ id: number; quantity: number }>(builders.facet(type, filters, ids));
      return new Map(found.map((row) => [Number(row.id), row.quantity]));
    },

    async scoreFacet(filters: NormalizedFilters, thresholds: readonly number[]): Promise<number[]> {
      const [row] = await rows<Record<string, number>>(builders.scoreFacet(filters, thresholds));
      return thresholds.map((_minimum, index) => row?.[`t${index}`] ?? 0);
    },

    async locationFacet(
      level: "country" | "state" | "city" | "colony",
      filters: NormalizedFilters,
    ): Promise<Map<number, number>> {
      const found = await rows<{ id: number; quantity: number }>(builders.locationFacet(level, filters));
      return new Map(found.map((row) => [Number(row.id), row.quantity]));
    },

    async nearby(position: Position, radiusMeters: number, limit: number, categoryIds: readonly number[]) {
      return rows<PlaceRow>(builders.nearby(position, radiusMeters, limit, categoryIds));
    },

    async locations(text: string, limits: LocationSearchLimits): Promise<LocationRow[]> {
      return rows<LocationRow>(builders.locations(text, limits));
    },

    async taxonomy(): Promise<TaxonomyRow[]> {
      return rows<TaxonomyRow>(sql`
        select 'category' as class, id, slug_es, slug_en, name_es, name_en from categories
        union all select 'cuisine', id, slug, slug, name_es, name_en from cuisines
        union all select 'food-type', id, slug, slug, name_es, name_en from food_types
        union all select 'amenity', id, slug, slug, name_es, name_en from amenities
        order by 1, 2`);
    },

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

    async placeBySlug(slug: string) {
      const [row] = await rows<{ id: number; slug: string; city_id: number; colony_id: number | null }>(
        sql`select id, slug, city_id, colony_id from places where slug = ${slug}`,
      );
      return row;
    },

    /** One place as a listing card (the same columns, by the same builder) plus its location's names and slugs. */
    async placeSummary(id: number): Promise<PlaceSummaryRow | undefined> {
      const [row] = await rows<PlaceSummaryRow>(summaryOf(sql`select id from places where id = ${id}`));
      return row;
    },

    /**
     * One place by slug for its profile: the summary's columns (same builder) plus its description,
     * phone, zone, category id, every cuisine, food type and amenity id, and its booking settings.
     */
    async placeDetails(slug: string): Promise<PlaceDetailsRow | undefined> {
      const summary = summaryOf(sql`select id from places where slug = ${slug}`);
      const [row] = await rows<PlaceDetailsRow>(sql`
        select summary.*, p.category_id, p.description_es, p.description_en, p.phone, p.timezone,
               array(select l.cuisine_id from place_cuisines l where l.place_id = p.id order by 1) as cuisine_ids,
               array(select l.food_type_id from place_food_types l where l.place_id = p.id order by 1) as food_type_ids,
               array(select l.amenity_id from place_amenities l where l.place_id = p.id order by 1) as amenity_ids,
               rs.cancel_until_hours, rs.deposit_per_guest, rs.max_party_size, rs.days_ahead
          from (${summary}) summary
          join places p on p.id = summary.id
          left join reservation_settings rs on rs.place_id = p.id`);
      return row;
    },

    /** Opening hours of a place in its own wall-clock time, by weekday (0 = Sunday) and opening. */
    async placeHours(placeId: number): Promise<PlaceHoursRow[]> {
      return rows<PlaceHoursRow>(sql`
        select weekday, to_char(opens_at, 'HH24:MI') as opens_at, to_char(closes_at, 'HH24:MI') as closes_at
          from place_hours where place_id = ${placeId} order by weekday, opens_at`);
    },

    /** A place's menu, one row per item, sections and items in their order (one index read). */
    async placeMenu(placeId: number): Promise<MenuItemRow[]> {
      return rows<MenuItemRow>(sql`
        select s.id as section_id, s.name_es as section_name_es, s.name_en as section_name_en,
               i.id, i.name_es, i.name_en, i.description_es, i.description_en, i.price, i.dietary_tags
          from menu_sections s
          join menu_items i on i.section_id = s.id
         where s.place_id = ${placeId}
         order by s.position, s.id, i.position, i.id`);
    },

    async placeSuggestions(text: string, limit: number): Promise<PlaceSuggestionRow[]> {
      return rows<PlaceSuggestionRow>(placeSuggestionsQuery(text, limit));
    },

    async placeById(id: number) {
      const [row] = await rows<{ id: number; slug: string; name: string }>(
        sql`select id, slug, name from places where id = ${id}`,
      );
      return row;
    },

    async statesOf(countryId: number, ids?: readonly number[]) {
      const only = ids && ids.length > 0 ? sql`and id in (${idList(ids)})` : sql``;
      return rows<{ id: number; slug: string; name: string; country_id: number }>(
        sql`select id, slug, name, country_id from states where country_id = ${countryId} ${only} order by name, id`,
      );
    },

    async areasByIds(cityIds: readonly number[], colonyIds: readonly number[]) {
      const cityRows =
        cityIds.length > 0
          ? await rows<{ id: number; slug: string; name: string; state_id: number }>(
              sql`select id, slug, name, state_id from cities where id in (${idList(cityIds)})`,
            )
          : [];
      const colonyRows =
        colonyIds.length > 0
          ? await rows<{ id: number; slug: string; name: string; city_id: number }>(
              sql`select id, slug, name, city_id from colonies where id in (${idList(colonyIds)})`,
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
     * The first id of every run of `size` places in id order: the sitemap's pages, so each page is
     * then read as an id range on the primary key instead of an OFFSET over the whole table.
     */
    async placePageStarts(size: number): Promise<number[]> {
      const found = await rows<{ id: number }>(sql`
        select id from (select id, row_number() over (order by id) as n from places) numbered
         where (n - 1) % ${size} = 0 order by id`);
      return found.map((row) => Number(row.id));
    },

    /** Places with from <= id < to (no upper bound when to is null), in id order, with their country and last change. */
    async placeSlugs(
      from: number,
      to: number | null,
    ): Promise<{ id: number; slug: string; countryCode: string; updatedAt: Date }[]> {
      const upper = to === null ? sql`` : sql`and p.id < ${to}`;
      const found = await rows<{ id: number; slug: string; country_code: string; updated_at: Date | string }>(
        sql`select p.id, p.slug, co.code as country_code, p.updated_at
              from places p join countries co on co.id = p.country_id
             where p.id >= ${from} ${upper} order by p.id`,
      );
      return found.map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        countryCode: row.country_code,
        updatedAt: new Date(row.updated_at),
      }));
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

    /** Moves with every write to places and their links (the counter of migration 0003). */
    async catalogVersion(): Promise<string> {
      const [row] = await rows<{ version: string }>(
        sql`select last_value::text || ':' || is_called::text as version from public.search_catalog_changes`,
      );
      return row?.version ?? "";
    },

    /** What the in-memory facet index holds, as one array per column (a handful of rows to read). */
    async facetColumns(): Promise<FacetColumns> {
      const [placeColumns] = await rows<Record<string, number[] | null>>(sql`
        select array_agg(id order by id) as ids, array_agg(country_id order by id) as country,
               array_agg(state_id order by id) as state, array_agg(city_id order by id) as city,
               array_agg(coalesce(colony_id, 0) order by id) as colony,
               array_agg(category_id order by id) as category, array_agg(price_range::int order by id) as price,
               array_agg(round(score * 10)::int order by id) as score10,
               array_agg((premium_discount is not null)::int order by id) as premium
          from places`);
      const linkColumns = async (linkClass: LinkClass) => {
        const link = LINKS[linkClass];
        // Both aggregates read the rows in the same order, so the arrays stay aligned.
        const [row] = await rows<{ places: number[] | null; items: number[] | null }>(
          sql`select array_agg(place_id) as places, array_agg(${link.item}) as items from ${link.table}`,
        );
        return { places: row?.places ?? [], items: row?.items ?? [] };
      };
      const column = (name: string) => (placeColumns?.[name] ?? []).map(Number);
      return {
        ids: column("ids"),
        country: column("country"),
        state: column("state"),
        city: column("city"),
        colony: column("colony"),
        category: column("category"),
        price: column("price"),
        score10: column("score10"),
        premium: column("premium"),
        links: {
          cuisine: await linkColumns("cuisine"),
          "food-type": await linkColumns("food-type"),
          amenity: await linkColumns("amenity"),
        },
      };
    },

    /** EXPLAIN (FORMAT JSON) of a builder's SQL, with sequential scans discouraged so the test shows which index fits. */
    async explain(query: SQL, options: { discourageSeqScan?: boolean } = {}): Promise<unknown> {
      return db.transaction(async (tx) => {
        if (options.discourageSeqScan !== false) await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Row[] };
        const plan = result.rows[0]?.["QUERY PLAN"];
        return typeof plan === "string" ? JSON.parse(plan) : plan;
      });
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

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
