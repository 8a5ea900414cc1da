import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

let subject: TestApp;
let origin: string;

beforeAll(async () => {
  subject = await buildTestApp({ places: 200 });
  origin = await subject.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await subject.close();
});

async function redirectOf(url: string): Promise<{ status: number; location: string | undefined }> {
  const response = await subject.app.inject(url);
  return { status: response.statusCode, location: response.headers.location as string | undefined };
}

async function legacyRow(kind: string): Promise<{ from_path: string; to_path: string }> {
  const [row] = await subject.database.handle.query<{ from_path: string; to_path: string }>(
    "select from_path, to_path from legacy_redirects where kind = $1 order by from_path limit 1",
    [kind],
  );
  if (!row) throw new Error(`no legacy redirect of kind ${kind}`);
  return row;
}

describe("router behaviour before rendering (301)", () => {
  it("adds the trailing slash, keeping the query", async () => {
    expect(await redirectOf("/mx/jalisco?page=2")).toEqual({ status: 301, location: "/mx/jalisco/?page=2" });
    expect(await redirectOf("/en")).toEqual({ status: 301, location: "/en/" });
  });

  it("moves /experiencias and /experiencia to things to do", async () => {
    expect(await redirectOf("/experiencias/mx/?q=tour")).toEqual({
      status: 301,
      location: "/planes-que-hacer/mx/?q=tour",
    });
    expect(await redirectOf("/experiencia/tour-de-mezcal/")).toEqual({
      status: 301,
      location: "/plan-que-hacer/tour-de-mezcal/",
    });
    // The bare paths have no page of their own: every redirect ends on one that answers.
    expect(await redirectOf("/experiencia/")).toEqual({ status: 301, location: "/planes-que-hacer/mx/" });
    expect(await redirectOf("/experiencias?q=tour")).toEqual({ status: 301, location: "/planes-que-hacer/mx/?q=tour" });
    expect(await redirectOf("/en/experiencias/")).toEqual({ status: 301, location: "/en/things-to-do/mx/" });
    expect(await redirectOf("/en/experiencia/tour/")).toEqual({ status: 301, location: "/en/thing-to-do/tour/" });
  });

  it("sends a place's club page to the place's premium page, and leaves a place called club- alone", async () => {
    const [place] = await subject.database.handle.query<{ id: number; state: string; city: string; slug: string }>(
      `select p.id, s.slug as state, c.slug as city, p.slug from places p
         join cities c on c.id = p.city_id join states s on s.id = c.state_id
         join countries co on co.id = p.country_id where co.code = 'mx' order by p.id limit 1`,
    );
    const location = `/mx/${place!.state}/${place!.city}`;
    expect(await redirectOf(`${location}/${place!.slug}/club-oro/?x=1`)).toEqual({
      status: 301,
      location: `${location}/${place!.slug}/premium/?x=1`,
    });
    await subject.database.handle.query("update places set slug = 'club-quasar-prueba' where id = $1", [place!.id]);
    try {
      expect((await redirectOf(`${location}/club-quasar-prueba/`)).status).not.toBe(301);
      expect((await redirectOf(`${location}/club-no-es-lugar/`)).location).toBe(`${location}/premium/`);
    } finally {
      await subject.database.handle.query("update places set slug = $2 where id = $1", [place!.id, place!.slug]);
    }
  });

  it("writes page URLs in lowercase, keeping the query and the capitals of order codes", async () => {
    expect(await redirectOf("/Plus/?Ref=A")).toEqual({ status: 301, location: "/plus/?Ref=A" });
    expect(await redirectOf("/AVISO-DE-PRIVACIDAD/")).toEqual({ status: 301, location: "/aviso-de-privacidad/" });
    expect(await redirectOf("/EN/")).toEqual({ status: 301, location: "/en/" });
    expect(await redirectOf("/En/plus")).toEqual({ status: 301, location: "/en/plus/" });
    expect(await redirectOf("/Order/EXP-ABC234/")).toEqual({ status: 301, location: "/order/EXP-ABC234/" });
    expect((await redirectOf("/order/EXP-ABC234/")).status).not.toBe(301);
  });

  it("sends the club pages of a location to its premium page", async () => {
    expect(await redirectOf("/mx/jalisco/club-oro/?x=1")).toEqual({
      status: 301,
      location: "/mx/jalisco/premium/?x=1",
    });
  });

  it("sends the club pages to premium, and /premium/ on to /plus/, in one hop", async () => {
    expect(await redirectOf("/club-oro/")).toEqual({ status: 301, location: "/plus/" });
    expect(await redirectOf("/club-oro/checkout/")).toEqual({ status: 301, location: "/premium/checkout/" });
    expect(await redirectOf("/club-oro/already-member/")).toEqual({
      status: 301,
      location: "/premium/already-member/",
    });
    expect(await redirectOf("/premium/?utm_source=mail")).toEqual({ status: 301, location: "/plus/?utm_source=mail" });
    expect(await redirectOf("/en/premium/")).toEqual({ status: 301, location: "/en/plus/" });
  });

  it("sends the /checkout/ alias to the store's checkout with a 301 like every other alias", async () => {
    expect(await redirectOf("/checkout/?x=1")).toEqual({ status: 301, location: "/stores/checkout/?x=1" });
    expect(await redirectOf("/en/checkout/")).toEqual({ status: 301, location: "/en/stores/checkout/" });
  });

  it.each(["listing", "sabores-locales", "cuisine-filter", "country", "renamed-place"])(
    "follows the table of old slugs built from the catalogue: %s",
    async (kind) => {
      const row = await legacyRow(kind);
      expect(await redirectOf(row.from_path)).toEqual({ status: 301, location: row.to_path });
      // Without the trailing slash it is still one hop to the final page.
      expect(await redirectOf(row.from_path.replace(/\/$/, ""))).toEqual({ status: 301, location: row.to_path });
    },
  );

  it("maps old listing pages to real locations and cuisine filters to ids", async () => {
    expect(await redirectOf("/colombia/")).toEqual({ status: 301, location: "/co/" });
    expect(await redirectOf("/costa-rica/")).toEqual({ status: 301, location: "/cr/" });
    const listing = await legacyRow("listing");
    expect(listing.to_path).toMatch(/^\/mx\/[a-z0-9-]+\/[a-z0-9-]+\/(restaurantes|bares|antros)\/$/);
    const cuisine = await legacyRow("cuisine-filter");
    expect(cuisine.to_path).toMatch(/^\/mx\/\?tipo-cocina=\d+$/);
  });

  it("answers a URL that does not decode as the site does, never with the framework's raw JSON", async () => {
    const api = await subject.app.inject("/api/places/%E0%A4%A/");
    expect(api.statusCode).toBe(400);
    expect(api.json().error.code).toBe("VALIDATION_FAILED");
    const english = await subject.app.inject("/api/places/%E0%A4%A/?lang=en");
    expect(english.json().message).toBe("Please check the data you sent");
    // Without the web build the page is this app's own not-found answer (the browser journey sees the page).
    const page = await subject.app.inject("/en/place/%E0%A4%A/");
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain("FST_ERR_BAD_URL");
  });

  it("never redirects API calls, assets or POSTs", async () => {
    expect((await subject.app.inject("/api/tools/countries")).statusCode).toBe(200);
    expect((await subject.app.inject("/healthz")).statusCode).toBe(200);
    expect((await subject.app.inject({ method: "POST", url: "/club-oro" })).statusCode).not.toBe(301);
  });
});

function rawGet(target: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const request = httpRequest({ host: url.hostname, port: url.port, path: target, method: "GET" }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("no open redirects", () => {
  it.each([
    "//evil.com",
    "//evil.com/",
    "/\\evil.com",
    "/\\/evil.com/",
    "///evil.com//path",
    "/%2F%2Fevil.com",
    "/%5C%5Cevil.com",
    "/%2f%2fevil.com/",
    "http://evil.com/",
    "https://evil.com/club-oro",
    "//evil.com/club-oro",
    "/experiencias//evil.com",
  ])("%s stays on this site", async (target) => {
    const { location } = await rawGet(target);
    if (location !== undefined) {
      expect(location.startsWith("/")).toBe(true);
      expect(location.startsWith("//")).toBe(false);
      expect(location).not.toContain("\\");
      expect(location).not.toMatch(/^[a-z]+:/i);
    }
  });
});

describe("crawlers and translations", () => {
  it("serves robots.txt pointing at the sitemap", async () => {
    const response = await subject.app.inject("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${subject.config.siteUrl}/sitemap.xml`);
    expect(response.body).toContain("Disallow: /panel-de-usuario/");
  });

  it("lists the indexable pages of both languages with hreflang alternates", async () => {
    const index = await subject.app.inject("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toContain("application/xml");
    const site = subject.config.siteUrl;
    // sitemap.xml is an index; the static pages and the listings are two of its children.
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(site.length));
    const parts = await Promise.all(
      children.filter((path) => /\/(pages|listings)-/.test(path)).map((path) => subject.app.inject(path)),
    );
    const response = { body: parts.map((part) => part.body).join("\n") };
    expect(response.body).toContain(`<loc>${site}/</loc>`);
    expect(response.body).toContain(`<loc>${site}/en/</loc>`);
    expect(response.body).toContain(`<loc>${site}/en/privacy-policy/</loc>`);
    expect(response.body).toContain(`hreflang="es-MX" href="${site}/aviso-de-privacidad/"`);
    expect(response.body).not.toContain("panel-de-usuario");
    for (const country of ["mx", "co", "cr"]) {
      expect(response.body).toContain(`<loc>${site}/${country}/</loc>`);
      expect(response.body).toContain(`<loc>${site}/en/${country}/</loc>`);
    }
  });
});
