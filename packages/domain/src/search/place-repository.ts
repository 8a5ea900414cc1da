import { type Database, pointRead } from "@sobremesa/db";
import { type SQL, sql } from "drizzle-orm";
import { summaryOf } from "./listing-sql-repository.ts";
import type { MenuItemRow, PlaceDetailsRow, PlaceHoursRow, PlaceSummaryRow, SpecialDayRow } from "./search-rows.ts";
import { queryRows } from "./search-sql-repository.ts";

/** One place by slug or id (summary, details, hours, menu), and the sitemap's pages of places. */
export function placeRepository(db: Database) {
  const rows = queryRows(db);
  // Reads by key, the same text every time: prepared once per connection (pointRead).
  const byKey = <T>(query: SQL) => rows<T>(pointRead(query));
  return {
    async placeBySlug(slug: string) {
      const [row] = await byKey<{ id: number; slug: string; city_id: number; colony_id: number | null }>(
        sql`select id, slug, city_id, colony_id from places where slug = ${slug}`,
      );
      return row;
    },

    /** One place as a listing card (the same columns, by the same builder) plus its location's names and slugs. */
    async placeSummary(id: number): Promise<PlaceSummaryRow | undefined> {
      const [row] = await byKey<PlaceSummaryRow>(summaryOf(sql`select id from places where id = ${id}`));
      return row;
    },

    /**
     * One place by slug for its profile: the summary's columns (same builder) plus its description,
     * phone, zone, category id, every cuisine, food type and amenity id, and its booking settings.
     */
    async placeDetails(slug: string): Promise<PlaceDetailsRow | undefined> {
      const summary = summaryOf(sql`select id from places where slug = ${slug}`);
      const [row] = await byKey<PlaceDetailsRow>(sql`
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
      return byKey<PlaceHoursRow>(sql`
        select weekday, to_char(opens_at, 'HH24:MI') as opens_at, to_char(closes_at, 'HH24:MI') as closes_at
          from place_hours where place_id = ${placeId} order by weekday, opens_at`);
    },

    /** Special days from the venue's today to 30 days on, in date order. */
    async placeSpecialDays(placeId: number): Promise<SpecialDayRow[]> {
      return byKey<SpecialDayRow>(sql`
        select to_char(d.date, 'YYYY-MM-DD') as date, d.closed, d.hours, d.reason_es, d.reason_en
          from place_special_days d
          join places p on p.id = d.place_id
         where d.place_id = ${placeId}
           and d.date between (now() at time zone p.timezone)::date and (now() at time zone p.timezone)::date + 30
         order by d.date`);
    },

    /** A place's menu, one row per item, sections and items in their order (one index read). */
    async placeMenu(placeId: number): Promise<MenuItemRow[]> {
      return byKey<MenuItemRow>(sql`
        select s.id as section_id, s.name_es as section_name_es, s.name_en as section_name_en,
               i.id, i.name_es, i.name_en, i.description_es, i.description_en, i.price, i.dietary_tags
          from menu_sections s
          join menu_items i on i.section_id = s.id
         where s.place_id = ${placeId}
         order by s.position, s.id, i.position, i.id`);
    },
    async placeById(id: number) {
      const [row] = await byKey<{ id: number; slug: string; name: string }>(
        sql`select id, slug, name from places where id = ${id}`,
      );
      return row;
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
  };
}
