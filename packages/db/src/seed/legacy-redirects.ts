import { ne, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { legacyRedirects } from "../schema/index.ts";

const MEXICO = 142;

/**
 * Fills legacy_redirects from the catalogue's real slugs (idempotent: rows that exist are kept):
 * - old listing pages `/{bares|antros|restaurantes}-en-{city or colony}/` -> `/mx/{state}/{area}/{category}/`;
 * - `/sabores-locales/{cuisine}-en-{city}/` -> `/mx/{state}/{city}/{cuisine}/`;
 * - cuisine filters `/tipo-de-cocina/{cuisine}/` -> `/mx/?tipo-cocina={id}`;
 * - places renamed since their first slug (the name alone) -> `/lugar/{current slug}/`.
 * When an area slug exists in several states, the one with the most places wins. The old country
 * pages are reference data of their own (migration 0016), there with or without demo places.
 */
/**
 * `best(area, state)`: the Mexican city (or colony) slugs that hold places, each with its state's slug;
 * when a slug exists in several states, the state where it has the most places.
 */
function bestAreas(level: "cities" | "colonies") {
  const area = sql.identifier(level);
  const column = sql.raw(level === "cities" ? "city_id" : "colony_id");
  return sql`
    counted as (
      select a.slug as area, s.slug as state, count(*) as places, min(a.id) as id
        from places p
        join ${area} a on a.id = p.${column}
        join states s on s.id = a.state_id
       where p.country_id = ${MEXICO}
       group by a.slug, s.slug
    ), best as (
      select distinct on (area) area, state from counted order by area, places desc, id
    )`;
}

export async function buildLegacyRedirects(db: Database): Promise<number> {
  if ((await db.$count(legacyRedirects, ne(legacyRedirects.kind, "country"))) > 0) return db.$count(legacyRedirects);

  // Colonies first: a colony's old page wins over a city row of the same slug.
  for (const level of ["colonies", "cities"] as const) {
    await db.execute(sql`
      with ${bestAreas(level)}
      insert into legacy_redirects (from_path, to_path, kind)
      select '/' || cat.slug_es || '-en-' || b.area || '/', '/mx/' || b.state || '/' || b.area || '/' || cat.slug_es || '/', 'listing'
        from best b cross join categories cat
      on conflict do nothing`);
  }

  await db.execute(sql`
    with ${bestAreas("cities")}, served as (
      select distinct c.slug as area, cu.slug as cuisine
        from places p
        join cities c on c.id = p.city_id
        join place_cuisines pc on pc.place_id = p.id
        join cuisines cu on cu.id = pc.cuisine_id
       where p.country_id = ${MEXICO}
    )
    insert into legacy_redirects (from_path, to_path, kind)
    select '/sabores-locales/' || sv.cuisine || '-en-' || b.area || '/', '/mx/' || b.state || '/' || b.area || '/' || sv.cuisine || '/', 'sabores-locales'
      from served sv join best b on b.area = sv.area
    on conflict do nothing`);

  await db.execute(sql`
    insert into legacy_redirects (from_path, to_path, kind)
    select '/tipo-de-cocina/' || slug || '/', '/mx/?tipo-cocina=' || id, 'cuisine-filter' from cuisines
    on conflict do nothing`);

  await db.execute(sql`
    with first_slugs as (
      select id, slug, trim(both '-' from regexp_replace(lower(unaccent(name)), '[^a-z0-9]+', '-', 'g')) as first_slug
        from places
    ), unique_first as (
      select first_slug from first_slugs group by first_slug having count(*) = 1
    )
    insert into legacy_redirects (from_path, to_path, kind)
    select '/lugar/' || f.first_slug || '/', '/lugar/' || f.slug || '/', 'renamed-place'
      from first_slugs f
      join unique_first u on u.first_slug = f.first_slug
     where f.first_slug <> f.slug and f.first_slug <> ''
       and not exists (select 1 from places other where other.slug = f.first_slug)
    on conflict do nothing`);

  return db.$count(legacyRedirects);
}
