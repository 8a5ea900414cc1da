import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dietaryTags, type SearchService, searchService } from "./index.ts";

/**
 * A place by profile slug and its menu against a seeded database (PGlite, or PostgreSQL
 * with DATABASE_URL). Every answer is compared with SQL written here, independently of the repository.
 */

let database: TestDatabase;
let search: SearchService;
const siteUrl = "https://sobremesa.test";

beforeAll(async () => {
  database = await createTestDatabase({ places: 300 });
  search = searchService(database.handle.db, { cacheTtlMs: 0 });
});

afterAll(async () => {
  await database.drop();
});

interface Expected {
  id: number;
  slug: string;
  name: string;
  description_es: string;
  description_en: string;
  phone: string;
  timezone: string;
  currency: string;
  category_es: string;
  category_en: string;
  state_slug: string;
  city_slug: string;
  country_code: string;
}

async function placeWhere(where: string): Promise<Expected> {
  const [row] = await database.handle.query<Expected>(
    `select p.id, p.slug, p.name, p.description_es, p.description_en, p.phone, p.timezone, p.currency,
            c.name_es as category_es, c.name_en as category_en, s.slug as state_slug, ci.slug as city_slug,
            co.code as country_code
       from places p join categories c on c.id = p.category_id join states s on s.id = p.state_id
       join cities ci on ci.id = p.city_id join countries co on co.id = p.country_id
      where ${where} order by p.id limit 1`,
  );
  if (!row) throw new Error(`no place where ${where}`);
  return row;
}

describe("placeDetails", () => {
  it("answers one place by slug with its names in each language, hours and booking policy", async () => {
    const expected = await placeWhere("exists (select 1 from place_amenities a where a.place_id = p.id)");
    const es = await search.placeDetails({ slug: expected.slug, language: "es" });
    const en = await search.placeDetails({ slug: expected.slug, language: "en" });
    expect(es).not.toBeNull();
    expect(es!.id).toBe(expected.id);
    expect(es!.name).toBe(expected.name);
    expect(es!.description).toBe(expected.description_es);
    expect(en!.description).toBe(expected.description_en);
    expect(es!.categoryName).toBe(expected.category_es);
    expect(en!.categoryName).toBe(expected.category_en);
    expect(es!.phone).toBe(expected.phone);
    expect(es!.timezone).toBe(expected.timezone);
    expect(es!.currency).toBe(expected.currency);
    expect([es!.countryCode, es!.stateSlug, es!.citySlug]).toEqual([
      expected.country_code,
      expected.state_slug,
      expected.city_slug,
    ]);

    const amenities = await database.handle.query<{ name_es: string; name_en: string }>(
      "select a.name_es, a.name_en from place_amenities l join amenities a on a.id = l.amenity_id where l.place_id = $1 order by a.id",
      [expected.id],
    );
    expect(es!.amenities.map((item) => item.name)).toEqual(amenities.map((row) => row.name_es));
    expect(en!.amenities.map((item) => item.name)).toEqual(amenities.map((row) => row.name_en));
    const cuisines = await database.handle.query<{ name_en: string }>(
      "select c.name_en from place_cuisines l join cuisines c on c.id = l.cuisine_id where l.place_id = $1 order by c.id",
      [expected.id],
    );
    expect(en!.cuisines.map((item) => item.name)).toEqual(cuisines.map((row) => row.name_en));

    const hours = await database.handle.query<{ weekday: number; opens: string; closes: string }>(
      `select weekday, to_char(opens_at, 'HH24:MI') as opens, to_char(closes_at, 'HH24:MI') as closes
         from place_hours where place_id = $1 order by weekday, opens_at`,
      [expected.id],
    );
    expect(hours.length).toBeGreaterThan(0);
    expect(es!.hours).toEqual(
      hours.map((row) => ({ weekday: Number(row.weekday), opensAt: row.opens, closesAt: row.closes })),
    );

    const [settings] = await database.handle.query<{
      cancel_until_hours: number;
      deposit_per_guest: number | null;
      max_party_size: number;
      days_ahead: number;
    }>("select * from reservation_settings where place_id = $1", [expected.id]);
    expect(es!.policy).toEqual({
      cancelUntilHours: Number(settings!.cancel_until_hours),
      depositPerGuest: settings!.deposit_per_guest === null ? null : Number(settings!.deposit_per_guest),
      maxPartySize: Number(settings!.max_party_size),
      daysAhead: Number(settings!.days_ahead),
    });
  });

  it("finds a slug written in capitals and answers null for unknown or impossible slugs", async () => {
    const expected = await placeWhere("true");
    expect((await search.placeDetails({ slug: expected.slug.toUpperCase(), language: "es" }))?.id).toBe(expected.id);
    expect(await search.placeDetails({ slug: "no-existe-este-lugar-xyz", language: "es" })).toBeNull();
    expect(await search.placeDetails({ slug: "../etc/passwd", language: "es" })).toBeNull();
    expect(await search.placeDetails({ slug: "", language: "en" })).toBeNull();
  });

  it("says when a place asks for a deposit", async () => {
    const [row] = await database.handle.query<{ slug: string; deposit: number }>(
      `select p.slug, rs.deposit_per_guest as deposit from places p join reservation_settings rs on rs.place_id = p.id
        where rs.deposit_per_guest is not null order by p.id limit 1`,
    );
    expect(row).toBeDefined();
    const place = await search.placeDetails({ slug: row!.slug, language: "en" });
    expect(place?.policy?.depositPerGuest).toBe(Number(row!.deposit));
  });
});

describe("placeMenu", () => {
  it("answers sections and items in order, in each language, with positive prices and known tags", async () => {
    const expected = await placeWhere("exists (select 1 from menu_sections s where s.place_id = p.id)");
    const rows = await database.handle.query<{
      section_es: string;
      name_es: string;
      name_en: string;
      price: number;
      tags: string[];
    }>(
      `select s.name_es as section_es, i.name_es, i.name_en, i.price, i.dietary_tags as tags
         from menu_items i join menu_sections s on s.id = i.section_id
        where i.place_id = $1 order by s.position, i.position`,
      [expected.id],
    );
    const es = await search.placeMenu({ placeId: expected.id, language: "es" });
    const en = await search.placeMenu({ placeId: expected.id, language: "en" });
    expect(es.sections.length).toBeGreaterThan(1);
    const items = es.sections.flatMap((section) => section.items.map((item) => ({ section: section.name, item })));
    expect(items.map(({ section, item }) => [section, item.name, item.price])).toEqual(
      rows.map((row) => [row.section_es, row.name_es, Number(row.price)]),
    );
    expect(en.sections.flatMap((section) => section.items.map((item) => item.name))).toEqual(
      rows.map((row) => row.name_en),
    );
    for (const { item } of items) {
      expect(Number.isInteger(item.price) && item.price > 0).toBe(true);
      for (const tag of item.dietaryTags) expect(dietaryTags).toContain(tag);
    }
  });

  it("answers no sections for a place without a menu", async () => {
    await database.handle.query(
      "delete from menu_sections where place_id = (select max(place_id) from menu_sections) returning id",
    );
    const [row] = await database.handle.query<{ id: number }>(
      "select p.id from places p where not exists (select 1 from menu_sections s where s.place_id = p.id) limit 1",
    );
    expect((await search.placeMenu({ placeId: Number(row!.id), language: "es" })).sections).toEqual([]);
  });
});

describe("placeProfile", () => {
  it("joins details and menu with JSON-LD: hours, cuisines, rating, menu link and share image", async () => {
    // A restaurant or bar: a night club's JSON-LD has no menu (schema.org gives food places one).
    const expected = await placeWhere(
      "p.review_count > 0 and exists (select 1 from menu_sections s where s.place_id = p.id) and c.key <> 'nightclub'",
    );
    const profile = await search.placeProfile({ slug: expected.slug, language: "en", siteUrl: `${siteUrl}/` });
    expect(profile).not.toBeNull();
    const schema = profile!.schema;
    expect(schema["@context"]).toBe("https://schema.org");
    expect(["Restaurant", "BarOrPub", "NightClub"]).toContain(schema["@type"]);
    expect(schema.url).toBe(`${siteUrl}/en/place/${expected.slug}/`);
    expect(schema.hasMenu).toBe(`${siteUrl}/en/place/${expected.slug}/menu/`);
    expect(schema.aggregateRating).toMatchObject({ "@type": "AggregateRating" });
    const hours = schema.openingHoursSpecification as { dayOfWeek: string; opens: string }[];
    expect(hours.length).toBe(profile!.place.hours.length);
    expect(hours[0]!.dayOfWeek).toMatch(/^https:\/\/schema\.org\/(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day$/);
    expect(profile!.image.url).toBe(`${siteUrl}/og/${profile!.place.category}.png`);
    expect(profile!.menu.sections.length).toBeGreaterThan(0);
    expect(await search.placeProfile({ slug: "nadie-se-llama-asi", language: "es", siteUrl })).toBeNull();
  });
});
