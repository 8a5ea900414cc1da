import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

/**
 * A place's profile, menu and payment policy and the reservation process page, rendered by the real
 * app on a seeded database, in both languages: names, menu and policy from the database, 404 for an
 * unknown slug, 301 for a slug in capitals, public cache headers and the head (canonical, JSON-LD).
 */

let subject: TestApp;

interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  currency: string;
  cancel_until_hours: number;
  deposit_per_guest: number | null;
  premium_discount: number | null;
}

async function placeRow(where: string): Promise<PlaceRow> {
  const [row] = await subject.database.handle.query<PlaceRow>(
    `select p.id, p.slug, p.name, p.currency, p.premium_discount, rs.cancel_until_hours, rs.deposit_per_guest
       from places p join reservation_settings rs on rs.place_id = p.id
      where ${where} and p.name !~ '[&<>"'']' order by p.id limit 1`,
  );
  if (!row) throw new Error(`no place where ${where}`);
  return row;
}

const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

let withMenu: PlaceRow;
let withDeposit: PlaceRow;
let firstDish: { name_es: string; name_en: string; section_es: string };

beforeAll(async () => {
  subject = await buildTestApp({ places: 120, pages: true });
  await subject.app.ready();
  // A Mexican restaurant or bar (prices in pesos): a night club's JSON-LD has no menu (schema.org
  // gives food places one).
  withMenu = await placeRow(
    `exists (select 1 from menu_sections s where s.place_id = p.id) and p.currency = 'MXN'
     and p.category_id in (select id from categories where key in ('restaurant', 'bar'))`,
  );
  withDeposit = await placeRow("rs.deposit_per_guest is not null");
  const [dish] = await subject.database.handle.query<{ name_es: string; name_en: string; section_es: string }>(
    `select i.name_es, i.name_en, s.name_es as section_es from menu_items i join menu_sections s on s.id = i.section_id
      where i.place_id = $1 order by s.position, i.position limit 1`,
    [withMenu.id],
  );
  firstDish = dish!;
});

afterAll(async () => {
  await subject.close();
});

describe("the place profile", () => {
  it("shows the place in Spanish with its menu preview, hours, booking and head", async () => {
    const response = await subject.app.inject(`/lugar/${withMenu.slug}/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe(PUBLIC_CACHE);
    const html = response.body;
    expect(html).toContain('<html lang="es-MX"');
    expect(heading(html)?.toLowerCase()).toBe(withMenu.name.toLowerCase());
    expect(html).toContain(firstDish.name_es);
    expect(html).toContain(`href="/lugar/${withMenu.slug}/menu/"`);
    expect(html).toContain(`href="/lugar/${withMenu.slug}/reservar/"`);
    expect(html).toContain("Horario");
    expect(html).toMatch(/Abierto ahora|Cerrado/);
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=");
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/lugar/${withMenu.slug}/"/>`);
    expect(html).toContain(`hrefLang="en-US" href="http://localhost:3000/en/place/${withMenu.slug}/"`);
    expect(html).toMatch(/"@type":"(Restaurant|BarOrPub|NightClub)"/);
    expect(html).toContain('"openingHoursSpecification"');
    expect(html).toContain(`"hasMenu":"http://localhost:3000/lugar/${withMenu.slug}/menu/"`);
    expect(html).toMatch(/property="og:image" content="http:\/\/localhost:3000\/og\/(restaurant|bar|nightclub)\.png"/);
  });

  it("shows it in English", async () => {
    const response = await subject.app.inject(`/en/place/${withMenu.slug}/`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain(firstDish.name_en);
    expect(html).toContain("Opening hours");
    expect(html).toMatch(/Open now|Closed/);
    expect(html).toContain(`href="/en/place/${withMenu.slug}/reserve/"`);
  });

  it("lets search engines index its booking page, canonical without the chosen date, time and party", async () => {
    const es = await subject.app.inject(`/lugar/${withMenu.slug}/reservar/?fecha=2030-05-10&hora=20%3A30&personas=4`);
    expect(es.statusCode).toBe(200);
    expect(es.body).not.toContain("noindex");
    expect(es.headers["x-robots-tag"]).toBeUndefined();
    expect(es.body).toContain(`<link rel="canonical" href="http://localhost:3000/lugar/${withMenu.slug}/reservar/"/>`);
    const en = await subject.app.inject(`/en/place/${withMenu.slug}/reserve/`);
    expect(en.statusCode).toBe(200);
    expect(en.body).not.toContain("noindex");
    expect(en.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/en/place/${withMenu.slug}/reserve/"/>`,
    );
  });

  it("links the place's Premium page when it has a benefit", async () => {
    const place = await placeRow("p.premium_discount > 0");
    const html = (await subject.app.inject(`/lugar/${place.slug}/`)).body;
    expect(html).toContain(`${place.premium_discount}% de descuento con Sobremesa Premium`);
    expect(html).toMatch(new RegExp(`href="/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/${place.slug}/premium/"`));
  });

  it("answers 404 for an unknown slug and 301 to the lowercase path", async () => {
    expect((await subject.app.inject("/lugar/este-lugar-no-existe/")).statusCode).toBe(404);
    expect((await subject.app.inject("/en/place/no-such-place/menu/")).statusCode).toBe(404);
    expect((await subject.app.inject("/lugar/no-existe/politica-de-pago/")).statusCode).toBe(404);
    const moved = await subject.app.inject(`/lugar/${withMenu.slug.toUpperCase()}/?a=1`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/lugar/${withMenu.slug}/?a=1`);
  });

  it("is private for signed-in visitors", async () => {
    const response = await subject.app.inject({ url: `/lugar/${withMenu.slug}/`, cookies: { rs_s_t: "x" } });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });
});

describe("the menu page", () => {
  it("lists every section with prices in the place's currency, in both languages", async () => {
    const es = await subject.app.inject(`/lugar/${withMenu.slug}/menu/`);
    expect(es.statusCode).toBe(200);
    expect(es.headers["cache-control"]).toBe(PUBLIC_CACHE);
    expect(es.body).toContain(firstDish.section_es);
    expect(es.body).toContain(firstDish.name_es);
    expect(es.body).toMatch(/\$\d{1,3}(,\d{3})*(\.\d{2})?/);
    expect(es.body).toContain(`Menú de`);
    const en = await subject.app.inject(`/en/place/${withMenu.slug}/menu/`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(firstDish.name_en);
    expect(en.body).toContain("What the labels mean");
  });

  it("says when a place has no menu", async () => {
    const [row] = await subject.database.handle.query<{ slug: string }>(
      `delete from menu_sections where place_id = (select max(place_id) from menu_sections)
       returning (select slug from places where id = place_id) as slug`,
    );
    const html = (await subject.app.inject(`/lugar/${row!.slug}/menu/`)).body;
    expect(html).toContain("Menú no disponible");
  });
});

describe("the Spanish of the place's country", () => {
  const spanishAlternate = (html: string) => /<link rel="alternate" hrefLang="(es-[A-Z]{2})" href="([^"]*)"/.exec(html);

  it("names Colombia or Costa Rica in the hreflang of a place there, on its profile, menu, policy and booking pages, in both languages", async () => {
    for (const [country, tag] of [
      ["co", "es-CO"],
      ["cr", "es-CR"],
      ["mx", "es-MX"],
    ] as const) {
      const place = await placeRow(`p.country_id = (select id from countries where code = '${country}')`);
      const pages = [
        [`/lugar/${place.slug}/`, `/en/place/${place.slug}/`],
        [`/lugar/${place.slug}/menu/`, `/en/place/${place.slug}/menu/`],
        [`/lugar/${place.slug}/politica-de-pago/`, `/en/place/${place.slug}/payment-policy/`],
        [`/lugar/${place.slug}/reservar/`, `/en/place/${place.slug}/reserve/`],
      ];
      for (const [spanish, english] of pages) {
        for (const path of [spanish!, english!]) {
          const response = await subject.app.inject(path);
          expect(response.statusCode, path).toBe(200);
          expect(spanishAlternate(response.body)?.slice(1), path).toEqual([tag, `http://localhost:3000${spanish}`]);
          expect(response.body, path).toContain(`hrefLang="en-US" href="http://localhost:3000${english}"`);
          expect(response.body, path).toContain(`hrefLang="x-default" href="http://localhost:3000${spanish}"`);
        }
      }
    }
  });
});

describe("the payment policy", () => {
  it("states the cancellation window and the deposit in the place's currency, without site header", async () => {
    const es = await subject.app.inject(`/lugar/${withDeposit.slug}/politica-de-pago/`);
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain("Política de pago y cancelación");
    expect(es.body).toContain(`hasta ${withDeposit.cancel_until_hours} horas antes`);
    expect(es.body).toMatch(/Depósito de \$[\d,.]+ por persona/);
    expect(es.body).toContain(`href="/lugar/${withDeposit.slug}/"`);
    expect(es.body).not.toContain('data-header-kind="site"');
    expect(es.body).toContain('content="noindex, follow"');
    const en = await subject.app.inject(`/en/place/${withDeposit.slug}/payment-policy/`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain("Payment and cancellation policy");
    expect(en.body).toMatch(/Deposit of \$[\d,.]+ per guest/);
  });

  it("says so when the place asks no deposit", async () => {
    const place = await placeRow("rs.deposit_per_guest is null");
    const html = (await subject.app.inject(`/lugar/${place.slug}/politica-de-pago/`)).body;
    expect(html).toContain("Este lugar no pide depósito");
  });
});

describe("the reservation process", () => {
  it("explains booking in both languages, cacheable", async () => {
    const es = await subject.app.inject("/lugar/proceso-de-reservacion/");
    expect(es.statusCode).toBe(200);
    expect(es.headers["cache-control"]).toBe(PUBLIC_CACHE);
    expect(heading(es.body)).toBe("Cómo reservar con Sobremesa");
    expect(es.body).toContain("WhatsApp");
    const en = await subject.app.inject("/en/place/reservation-process/");
    expect(en.statusCode).toBe(200);
    expect(heading(en.body)).toBe("How to book with Sobremesa");
  });
});
