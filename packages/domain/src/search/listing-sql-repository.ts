import { type SQL, sql } from "drizzle-orm";
import type { ListingArguments, NormalizedFilters } from "./listing-arguments.ts";
import type { PageOptions } from "./search-rows.ts";
import type { Position } from "./search-schemas.ts";
import { earthOf, idList, LINKS, type LinkClass, likeEscape } from "./search-sql-repository.ts";

/*
 * The listing queries' SQL. Each query has a builder, used both to run it and by `explain`, so the
 * EXPLAIN test proves the plan of exactly the SQL that runs. Indexes (migration 0004):
 * - a location alone: places_{country,state,city,colony}_idx (deduplicated, fastest to count);
 * - a location with filters, in relevance order: places_*_rank_idx (index-only, stops after a page);
 *   by score or price in a country or state: places_{country,state}_{score,price}_idx;
 * - cuisine, food type and amenity: place_*_item_place_uq (item first) and the link primary keys;
 * - text: places.search_name (lower, unaccented) with a trigram GIN index;
 * - near me: places.earth_point with a GiST index: earth_box for "within", <-> for nearest first.
 */

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

/** A place (the ids of `ids`, one) as a card plus the names and slugs of where it is. */
export function summaryOf(ids: SQL): SQL {
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

/** A listing's page, total and facet counts, and places near a point. */
export const listingBuilders = {
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
    return cardsOf(listingBuilders.pageIds(args, options), orderBy(args), args.position, options.withTotal);
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
};
