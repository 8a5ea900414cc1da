import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

/**
 * The Premium page of a place, /{cc}/{state}/{city-or-colony}/{place}/premium/, rendered by the
 * real app on a seeded database: the benefit (or the honest fallback) in both languages, the
 * canonical spelling (301 for the others) and 404 for a place outside the city of the path.
 */

let subject: TestApp;

interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  premium_discount: number | null;
  country: string;
  state: string;
  city: string;
  colony: string | null;
}

async function placeRow(where: string): Promise<PlaceRow> {
  const [row] = await subject.database.handle.query<PlaceRow>(
    `select p.id, p.slug, p.name, p.premium_discount, co.code as country, s.slug as state, ci.slug as city,
            col.slug as colony
       from places p join countries co on co.id = p.country_id join states s on s.id = p.state_id
       join cities ci on ci.id = p.city_id left join colonies col on col.id = p.colony_id
      where ${where} and p.name !~ '[&<>"'']' order by p.id limit 1`,
  );
  if (!row) throw new Error(`no place where ${where}`);
  return row;
}

const premiumPath = (place: PlaceRow, area = place.city, language: "es" | "en" = "es") =>
  `${language === "en" ? "/en" : ""}/${place.country}/${place.state}/${area}/${place.slug}/premium/`;

/** The h1's text, entities decoded as far as names need. */
function heading(html: string): string | undefined {
  return /<h1[^>]*>([^<]*)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

let withBenefit: PlaceRow;
let withoutBenefit: PlaceRow;

beforeAll(async () => {
  subject = await buildTestApp({ places: 120, pages: true });
  await subject.app.ready();
  withBenefit = await placeRow("p.premium_discount > 0 and p.colony_id is not null");
  withoutBenefit = await placeRow("p.premium_discount is null");
});

afterAll(async () => {
  await subject.close();
});

describe("the Premium page of a place", () => {
  it("states the place's benefit in Spanish, with the trial, cacheable for anonymous visitors", async () => {
    const response = await subject.app.inject(premiumPath(withBenefit));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    const html = response.body;
    expect(html).toContain('<html lang="es-MX"');
    expect(html).toContain('data-route-id="place-premium"');
    expect(heading(html)?.toLowerCase()).toBe(withBenefit.name.toLowerCase());
    expect(html).toContain(`${withBenefit.premium_discount}% de descuento en tu cuenta con Sobremesa Premium`);
    expect(html).toContain("Prueba Premium 30 días gratis");
    expect(html).toContain(`href="/lugar/${withBenefit.slug}/"`);
    expect(html).toContain(`href="/${withBenefit.country}/${withBenefit.state}/${withBenefit.city}/premium/"`);
    expect(html).toMatch(/<title>[^<]+: beneficio Premium \| Sobremesa<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${premiumPath(withBenefit)}"/>`);
    expect(html).toMatch(/hreflang="en-US" href="[^"]+\/en\/mx\//i);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toMatch(/"@type":"(Restaurant|BarOrPub|NightClub)"/);
    expect(html).not.toContain('content="noindex');
  });

  it("states the benefit in English under /en", async () => {
    const response = await subject.app.inject(premiumPath(withBenefit, withBenefit.city, "en"));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en-US"');
    expect(heading(response.body)?.toLowerCase()).toBe(withBenefit.name.toLowerCase());
    expect(response.body).toContain(`${withBenefit.premium_discount}% off your bill with Sobremesa Premium`);
    expect(response.body).toContain("Try Premium free for 30 days");
    expect(response.body).toContain(`href="/en/place/${withBenefit.slug}/"`);
    expect(response.body).toMatch(/<title>[^<]+: Premium benefit \| Sobremesa<\/title>/);
  });

  it("says honestly when a place has no benefit yet and links the city's Premium places", async () => {
    const spanish = await subject.app.inject(premiumPath(withoutBenefit));
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain("todavía no tiene beneficio Premium");
    expect(spanish.body).toContain(
      `href="/${withoutBenefit.country}/${withoutBenefit.state}/${withoutBenefit.city}/premium/"`,
    );
    expect(spanish.body).toContain('content="noindex, follow"');
    const english = await subject.app.inject(premiumPath(withoutBenefit, withoutBenefit.city, "en"));
    expect(english.body).toContain("has no Premium benefit yet");
    expect(english.body).not.toContain("% off your bill with Sobremesa Premium");
  });

  it("answers other spellings of the same place with a 301 to the canonical one, query kept", async () => {
    const canonical = premiumPath(withBenefit);
    for (const path of [
      `${premiumPath(withBenefit, withBenefit.colony!)}?utm_source=mail`,
      `/${withBenefit.country}/${withBenefit.state.toUpperCase()}/${withBenefit.city}/${withBenefit.slug}/premium/?utm_source=mail`,
    ]) {
      const response = await subject.app.inject(path);
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location, path).toBe(`${canonical}?utm_source=mail`);
    }
  });

  it("is a 404 for a place outside the path's city, an unknown place or a listing's path", async () => {
    const [other] = await subject.database.handle.query<{ slug: string }>(
      "select ci.slug from cities ci join states s on s.id = ci.state_id where s.slug = $1 and ci.slug <> $2 limit 1",
      [withBenefit.state, withBenefit.city],
    );
    for (const path of [
      premiumPath(withBenefit, other!.slug),
      `/${withBenefit.country}/${withBenefit.state}/${withBenefit.city}/no-such-place/premium/`,
      `/${withBenefit.country}/${withBenefit.state}/${withBenefit.city}/bares/premium/`,
    ]) {
      const response = await subject.app.inject(path);
      expect(response.statusCode, path).toBe(404);
    }
  });

  it("no longer sends the page to the place's own page with a temporary redirect", async () => {
    for (const language of ["es", "en"] as const) {
      const response = await subject.app.inject(premiumPath(withoutBenefit, withoutBenefit.city, language));
      expect(response.statusCode).not.toBe(302);
      expect(response.headers.location).toBeUndefined();
    }
  });
});
