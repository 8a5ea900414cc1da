import zlib from "node:zlib";
import { sitemapService } from "@sobremesa/domain/sitemap";
import { xmlProblems } from "@sobremesa/domain/sitemap/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

const PLACES = 120;
let subject: TestApp;
let site: string;
/** Every child sitemap by its URL, as served. */
const children = new Map<string, string>();

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

async function get(url: string) {
  return subject.app.inject({ url, headers: { accept: "text/html" } });
}

beforeAll(async () => {
  subject = await buildTestApp({ places: PLACES, pages: true });
  await subject.app.ready();
  site = subject.config.siteUrl;
  const index = await get("/sitemap.xml");
  for (const child of locs(index.body)) {
    const response = await get(child.slice(site.length));
    expect(response.statusCode, child).toBe(200);
    children.set(child, response.body);
  }
}, 120_000);

afterAll(async () => {
  await subject.close();
});

const allUrls = () => [...children.values()].flatMap(locs);

describe("sitemap.xml", () => {
  it("serves a child compressed as the crawler accepts, the same document each way", async () => {
    const url = "/sitemaps/places-1.xml";
    const plain = children.get(`${site}${url}`)!;
    const fetch = (encoding: string) => subject.app.inject({ url, headers: { "accept-encoding": encoding } });
    const [br, gzip, again, identity] = await Promise.all([
      fetch("gzip, deflate, br"),
      fetch("gzip"),
      fetch("br;q=0, gzip"),
      fetch("identity"),
    ]);
    expect(br.headers).toMatchObject({ "content-encoding": "br", vary: expect.stringContaining("accept-encoding") });
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.rawPayload.equals(gzip.rawPayload)).toBe(true);
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(plain);
  });

  it("is a sitemap index of the children, and robots.txt points at it", async () => {
    const index = await get("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toContain("application/xml");
    expect(index.headers["cache-control"]).toBe("public, max-age=3600");
    expect(xmlProblems(index.body)).toEqual([]);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...children.keys()]).toEqual(
      ["pages-1", "listings-1", "places-1", "things-to-do-1", "stores-1", "products-1"].map(
        (name) => `${site}/sitemaps/${name}.xml`,
      ),
    );
    expect((await get("/robots.txt")).body).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it("has well-formed children, each page in both languages with its hreflang alternates", () => {
    for (const [url, xml] of children) {
      expect(xmlProblems(xml), url).toEqual([]);
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(locs(xml).length, url).toBeLessThanOrEqual(50_000);
    }
  });

  it("names each place's country in its Spanish hreflang (es-MX, es-CO, es-CR), as the place's own head does", async () => {
    const places = children.get(`${site}/sitemaps/places-1.xml`)!.replace(/ {4}<lastmod>[^<]*<\/lastmod>\n/g, "");
    for (const [country, tag] of [
      ["mx", "es-MX"],
      ["co", "es-CO"],
      ["cr", "es-CR"],
    ]) {
      const [place] = await subject.database.handle.query<{ slug: string }>(
        "select p.slug from places p join countries c on c.id = p.country_id where c.code = $1 order by p.id limit 1",
        [country],
      );
      const slug = place!.slug;
      const alternates = [
        `    <xhtml:link rel="alternate" hreflang="${tag}" href="${site}/lugar/${slug}/"/>`,
        `    <xhtml:link rel="alternate" hreflang="en-US" href="${site}/en/place/${slug}/"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${site}/lugar/${slug}/"/>`,
      ].join("\n");
      expect(places).toContain(`  <url>\n    <loc>${site}/lugar/${slug}/</loc>\n${alternates}\n  </url>`);
      expect(places).toContain(`  <url>\n    <loc>${site}/en/place/${slug}/</loc>\n${alternates}\n  </url>`);
      // The page says the same.
      const page = await get(`/en/place/${slug}/`);
      expect(page.body).toContain(`hrefLang="${tag}" href="${site}/lugar/${slug}/"`);
    }
  });

  it("lists every place, active thing to do and shown product once per language", async () => {
    const urls = allUrls();
    expect(new Set(urls).size).toBe(urls.length);
    const count = async (sql: string) => Number((await subject.database.handle.query<{ n: number }>(sql))[0]!.n);
    expect(
      urls.filter((url) => /\/(lugar|en\/place)\/[^/]+\/$/.test(url) && !/proceso|process/.test(url)),
    ).toHaveLength(2 * (await count("select count(*) as n from places")));
    expect(urls.filter((url) => /\/(plan-que-hacer|en\/thing-to-do)\//.test(url))).toHaveLength(
      2 * (await count("select count(*) as n from experiences where active")),
    );
    expect(urls.filter((url) => url.includes("/stores/detail/"))).toHaveLength(
      2 *
        (await count(`select count(*) as n from store_products p join stores s on s.id = p.store_id
          where p.active and s.active and exists (select 1 from store_variants v where v.product_id = p.id and v.active)`)),
    );
    expect(urls).toContain(`${site}/`);
    expect(urls).toContain(`${site}/en/privacy-policy/`);
    for (const country of ["mx", "co", "cr"]) expect(urls).toContain(`${site}/en/${country}/`);
  });

  it("dates every URL and index entry, and a place's URL by its row's last change", async () => {
    const index = (await get("/sitemap.xml")).body;
    const w3c = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
    const entries = (xml: string, tag: string) =>
      [...xml.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map((match) => match[1]!);
    for (const entry of entries(index, "sitemap")) expect(/<lastmod>([^<]*)</.exec(entry)?.[1], entry).toMatch(w3c);
    for (const [url, xml] of children) {
      for (const entry of entries(xml, "url")) expect(/<lastmod>([^<]*)</.exec(entry)?.[1], url).toMatch(w3c);
    }
    // An update moves the row's updated_at (a trigger), and with it the sitemap's lastmod.
    const handle = subject.database.handle;
    const [place] = await handle.query<{ id: number; slug: string }>("select id, slug from places order by id limit 1");
    await handle.query("alter table places disable trigger places_touch_updated_at");
    await handle.query("update places set updated_at = '2020-01-02T03:04:05Z' where id = $1", [place!.id]);
    await handle.query("alter table places enable trigger places_touch_updated_at");
    subject.app.services.sitemap.reset();
    const before = (await get("/sitemaps/places-1.xml")).body;
    expect(before).toContain(`<loc>${site}/lugar/${place!.slug}/</loc>\n    <lastmod>2020-01-02T03:04:05Z</lastmod>`);
    await handle.query("update places set phone = phone || '0' where id = $1", [place!.id]);
    const [row] = await handle.query<{ updated_at: Date | string }>("select updated_at from places where id = $1", [
      place!.id,
    ]);
    const changed = new Date(row!.updated_at).toISOString().replace(/\.\d{3}Z$/, "Z");
    expect(changed > "2020-01-02T03:04:05Z").toBe(true);
    subject.app.services.sitemap.reset();
    const after = (await get("/sitemaps/places-1.xml")).body;
    expect(after).toContain(`<loc>${site}/lugar/${place!.slug}/</loc>\n    <lastmod>${changed}</lastmod>`);
    // The index names the child's latest.
    const newest = entries(after, "url")
      .map((entry) => /<lastmod>([^<]*)</.exec(entry)![1]!)
      .sort()
      .at(-1);
    expect((await get("/sitemap.xml")).body).toContain(
      `<loc>${site}/sitemaps/places-1.xml</loc>\n    <lastmod>${newest}</lastmod>`,
    );
  });

  it("lists no private, transactional or noindex page", () => {
    const privatePaths =
      /\/(checkout|panel-de-usuario|user-panel|order|order-detail|store-audit|reservacion|reservation|reservar|reserve|comprar|buy|politica-de-pago|payment-policy|gracias-por-tu-compra|thank-you-for-your-purchase|already-member|premium|encuesta-satisfaccion|satisfaction-survey|olvide-mi-contrasena|forgot-my-password|not-found|test)\//;
    for (const url of allUrls()) {
      expect(url, url).not.toMatch(privatePaths);
      expect(url, url).not.toContain("?");
      expect(url.startsWith(`${site}/`), url).toBe(true);
    }
  });

  it("points at pages that answer 200 and name themselves canonical", async () => {
    const urls = allUrls();
    const pick = (pattern: RegExp) => {
      const found = urls.find((url) => pattern.test(url.slice(site.length)));
      if (!found) throw new Error(`no sitemap URL matches ${pattern}`);
      return found;
    };
    const sample = [
      pick(/^\/lugar\/(?!proceso)[^/]+\/$/),
      pick(/^\/en\/place\/(?!reservation)[^/]+\/$/),
      pick(/^\/(mx|co|cr)\/[^/]+\/[^/]+\/$/),
      pick(/^\/en\/(mx|co|cr)\/[^/]+\/$/),
      pick(/^\/plan-que-hacer\/[^/]+\/$/),
      pick(/^\/en\/things-to-do\/[^/]+\/[^/]+\/[^/]+\/$/),
      pick(/^\/stores\/(?!detail)[^/]+\/$/),
      pick(/^\/en\/stores\/(?!detail)[^/]+\/[^/]+\/$/),
      pick(/^\/stores\/detail\/[^/]+\/$/),
      pick(/^\/en\/privacy-policy\/$/),
    ];
    for (const url of sample) {
      const response = await get(url.slice(site.length));
      expect(response.statusCode, url).toBe(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(response.body)?.[1];
      expect(canonical?.replace(/&amp;/g, "&"), url).toBe(url);
      expect(response.body, url).not.toMatch(/<meta name="robots" content="noindex/);
      // The alternates the sitemap gives are the ones the page's head gives.
      const block = [...children.values()]
        .flatMap((xml) => xml.split("  <url>\n"))
        .find((entry) => entry.includes(`<loc>${url}</loc>`))!;
      const listed = [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
      const head = [...response.body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
      expect(head, url).toEqual(listed);
    }
  }, 60_000);

  it("answers 404 for a child that does not exist", async () => {
    for (const name of ["places-99.xml", "nothing-1.xml", "places-0.xml", "places-1.json"]) {
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });

  it("pages places by the URL limit of each child, as ranges of ids", async () => {
    const { search, experiences, store } = subject.app.services;
    const small = sitemapService(
      { places: search.sitemap, experiences: experiences.sitemap, store: store.sitemap },
      { siteUrl: site, urlsPerSitemap: 50 },
    );
    const names = await small.childNames();
    // 25 places (50 URLs) per child.
    expect(names.filter((name) => name.startsWith("places-"))).toEqual(
      Array.from({ length: Math.ceil(PLACES / 25) }, (_, index) => `places-${index + 1}.xml`),
    );
    const placeUrls: string[] = [];
    for (const name of names) {
      const xml = (await small.childXml(name))!;
      expect(xmlProblems(xml), name).toEqual([]);
      const urls = locs(xml);
      expect(urls.length, name).toBeGreaterThan(0);
      expect(urls.length, name).toBeLessThanOrEqual(50);
      if (name.startsWith("places-")) placeUrls.push(...urls);
    }
    expect(new Set(placeUrls).size).toBe(2 * PLACES);
    expect(placeUrls.sort()).toEqual(locs(children.get(`${site}/sitemaps/places-1.xml`)!).sort());
  });
});
