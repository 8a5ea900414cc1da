import { describe, expect, it } from "vitest";
import { createSitemapService, type SitemapReaders } from "./sitemap-service.ts";
import { xmlProblems } from "./testing/index.ts";

const SITE = "https://sobremesa.test";
/** A day of November 2026 at noon UTC: when a fake row last changed. */
const day = (date: number) => new Date(Date.UTC(2026, 10, date, 12));

function fakeReaders(placeCount: number, calls: string[] = []): SitemapReaders {
  const places = Array.from({ length: placeCount }, (_, index) => ({
    id: (index + 1) * 3,
    slug: `place-${index + 1}`,
    countryCode: ["mx", "co", "cr"][index % 3]!,
    updatedAt: day(1 + (index % 20)),
  }));
  const range = <T extends { id: number }>(rows: T[], from: number, to: number | null) =>
    rows.filter((row) => row.id >= from && (to === null || row.id < to));
  const starts = <T extends { id: number }>(rows: T[], size: number) =>
    rows.filter((_, index) => index % size === 0).map((row) => row.id);
  const experiences = [{ id: 1, slug: "tour-de-tequila", countryCode: "mx", updatedAt: day(3) }];
  const products = [{ id: 7, slug: "cafe-&-cacao", updatedAt: day(4) }];
  return {
    places: {
      placePageStarts: async (size) => {
        calls.push(`starts:${size}`);
        return starts(places, size);
      },
      places: async (from, to) => {
        calls.push(`places:${from}-${to}`);
        return range(places, from, to);
      },
      listedLocations: async () => [
        { country_code: "mx", state_slug: null, city_slug: null, updated_at: day(5) },
        { country_code: "co", state_slug: "antioquia", city_slug: "medellin", updated_at: day(6) },
      ],
    },
    experiences: {
      pageStarts: async (size) => starts(experiences, size),
      experiences: async (from, to) => range(experiences, from, to),
      listedCities: async () => [
        { countryCode: "mx", stateSlug: "jalisco", citySlug: "guadalajara", updatedAt: day(9) },
        { countryCode: "mx", stateSlug: "jalisco", citySlug: "tequila", updatedAt: day(2) },
      ],
    },
    store: {
      productPageStarts: async (size) => starts(products, size),
      products: async (from, to) => range(products, from, to),
      storesWithProducts: async () => [
        { storeSlug: "casa-oaxaca", categorySlug: "cafe", updatedAt: day(7) },
        { storeSlug: "casa-oaxaca", categorySlug: "mezcal", updatedAt: day(8) },
      ],
    },
  };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe("sitemap service", () => {
  it("indexes one child per page of each source, no page holding more URLs than allowed", async () => {
    const sitemap = createSitemapService(fakeReaders(25), { siteUrl: `${SITE}/`, urlsPerSitemap: 10 });
    const index = await sitemap.indexXml();
    expect(xmlProblems(index)).toEqual([]);
    expect(index).toContain("<sitemapindex");
    const children = locs(index);
    // 25 places, 5 per page (each in two languages).
    expect(children.filter((loc) => loc.includes("/places-"))).toEqual(
      [1, 2, 3, 4, 5].map((page) => `${SITE}/sitemaps/places-${page}.xml`),
    );
    const seen = new Set<string>();
    for (const child of children) {
      const xml = await sitemap.childXml(child.slice(`${SITE}/sitemaps/`.length));
      expect(xml, child).toBeDefined();
      expect(xmlProblems(xml!), child).toEqual([]);
      const urls = locs(xml!);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(10);
      for (const url of urls) {
        expect(seen.has(url), url).toBe(false);
        seen.add(url);
      }
    }
    expect(seen).toContain(`${SITE}/lugar/place-25/`);
    expect(seen).toContain(`${SITE}/en/place/place-1/`);
    expect([...seen].filter((url) => url.includes("/lugar/place-"))).toHaveLength(25);
  });

  it("writes each page in both languages with its alternates, escaping what XML needs", async () => {
    const sitemap = createSitemapService(fakeReaders(1), { siteUrl: SITE });
    const products = (await sitemap.childXml("products-1.xml"))!;
    expect(products).toContain(`<loc>${SITE}/stores/detail/cafe-%26-cacao/</loc>`);
    const listings = (await sitemap.childXml("listings-1.xml"))!;
    expect(listings).toContain(
      [
        "  <url>",
        `    <loc>${SITE}/en/co/antioquia/medellin/</loc>`,
        "    <lastmod>2026-11-06T12:00:00Z</lastmod>",
        `    <xhtml:link rel="alternate" hreflang="es-CO" href="${SITE}/co/antioquia/medellin/"/>`,
        `    <xhtml:link rel="alternate" hreflang="en-US" href="${SITE}/en/co/antioquia/medellin/"/>`,
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/co/antioquia/medellin/"/>`,
        "  </url>",
      ].join("\n"),
    );
    // A thing to do's city lists its state and country once, however many cities share them.
    const thingsToDo = locs(listings).filter((url) => url.startsWith(`${SITE}/planes-que-hacer/`));
    expect(thingsToDo).toEqual([
      `${SITE}/planes-que-hacer/mx/`,
      `${SITE}/planes-que-hacer/mx/jalisco/`,
      `${SITE}/planes-que-hacer/mx/jalisco/guadalajara/`,
      `${SITE}/planes-que-hacer/mx/jalisco/tequila/`,
    ]);
    const stores = locs((await sitemap.childXml("stores-1.xml"))!);
    expect(stores).toContain(`${SITE}/stores/casa-oaxaca/`);
    expect(stores).toContain(`${SITE}/en/stores/casa-oaxaca/mezcal/`);
  });

  it("names each place's country in its Spanish hreflang, as the place's head does", async () => {
    const places = (await createSitemapService(fakeReaders(3), { siteUrl: SITE }).childXml("places-1.xml"))!;
    for (const [slug, tag] of [
      ["place-1", "es-MX"],
      ["place-2", "es-CO"],
      ["place-3", "es-CR"],
    ]) {
      expect(places).toContain(
        [
          "  <url>",
          `    <loc>${SITE}/lugar/${slug}/</loc>`,
          `    <lastmod>2026-11-0${slug!.slice(-1)}T12:00:00Z</lastmod>`,
          `    <xhtml:link rel="alternate" hreflang="${tag}" href="${SITE}/lugar/${slug}/"/>`,
          `    <xhtml:link rel="alternate" hreflang="en-US" href="${SITE}/en/place/${slug}/"/>`,
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/lugar/${slug}/"/>`,
          "  </url>",
        ].join("\n"),
      );
    }
  });

  it("dates every URL and index entry by the last change of what its page shows", async () => {
    const sitemap = createSitemapService(fakeReaders(25), { siteUrl: SITE, urlsPerSitemap: 10 });
    const lastmods = (xml: string) =>
      [...xml.matchAll(/<(?:url|sitemap)>([\s\S]*?)<\/(?:url|sitemap)>/g)].map(
        (match) => /<lastmod>([^<]*)<\/lastmod>/.exec(match[1]!)?.[1],
      );
    const index = await sitemap.indexXml();
    const children = locs(index);
    const entries = lastmods(index);
    expect(entries).toHaveLength(children.length);
    for (const [position, url] of children.entries()) {
      const xml = (await sitemap.childXml(url.slice(`${SITE}/sitemaps/`.length)))!;
      const dates = lastmods(xml);
      // W3C datetimes in UTC, on every URL; the index entry is the child's latest.
      for (const date of dates) expect(date, url).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(entries[position], url).toBe([...dates].sort().at(-1));
    }
    // places-2 holds places 6 to 10, changed on November 6 to 10.
    expect(entries[children.indexOf(`${SITE}/sitemaps/places-2.xml`)]).toBe("2026-11-10T12:00:00Z");
    // A state's and country's things to do change with their latest city; a store with its latest category.
    const listings = (await sitemap.childXml("listings-1.xml"))! + (await sitemap.childXml("listings-2.xml"))!;
    expect(listings).toContain(
      `<loc>${SITE}/planes-que-hacer/mx/jalisco/</loc>\n    <lastmod>2026-11-09T12:00:00Z</lastmod>`,
    );
    const stores = (await sitemap.childXml("stores-1.xml"))!;
    expect(stores).toContain(`<loc>${SITE}/stores/casa-oaxaca/</loc>\n    <lastmod>2026-11-08T12:00:00Z</lastmod>`);
    // Pages without a row of their own show the catalogue: its latest change among listings and stores.
    const pages = (await sitemap.childXml("pages-1.xml"))!;
    expect(pages).toContain(`<loc>${SITE}/</loc>\n    <lastmod>2026-11-09T12:00:00Z</lastmod>`);
  });

  it("answers undefined for a child that does not exist", async () => {
    const sitemap = createSitemapService(fakeReaders(3), { siteUrl: SITE });
    for (const name of ["places-2.xml", "places-0.xml", "nothing-1.xml", "constructor-1.xml", "places-1", "../x"]) {
      expect(await sitemap.childXml(name), name).toBeUndefined();
    }
  });

  it("generates a child once while it is fresh, and again after the time to live", async () => {
    const calls: string[] = [];
    let clock = 0;
    const sitemap = createSitemapService(fakeReaders(3, calls), { siteUrl: SITE, cacheTtlMs: 1000, now: () => clock });
    const first = await sitemap.childXml("places-1.xml");
    await Promise.all([sitemap.childXml("places-1.xml"), sitemap.indexXml(), sitemap.childXml("places-1.xml")]);
    expect(calls).toEqual(["starts:25000", "places:3-null"]);
    clock = 1000;
    expect(await sitemap.childXml("places-1.xml")).toBe(first);
    expect(calls).toEqual(["starts:25000", "places:3-null", "starts:25000", "places:3-null"]);
  });
});
