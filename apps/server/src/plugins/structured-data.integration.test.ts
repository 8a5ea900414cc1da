import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleRequirementGaps, jsonLdOf, validatorErrors } from "../structured-data-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

let subject: TestApp;
/** One page of every kind that writes JSON-LD, in Spanish and English, by path. */
const pages = new Map<string, string>();

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

async function html(path: string): Promise<string> {
  const response = await subject.app.inject({ url: path, headers: { accept: "text/html" } });
  expect(response.statusCode, path).toBe(200);
  return response.body;
}

/** The first link of the page that matches, as a path. */
function linkOf(page: string, pattern: RegExp): string | undefined {
  const found = [...page.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!).find((href) => pattern.test(href));
  return found?.replace(/^https?:\/\/[^/]+/, "");
}

beforeAll(async () => {
  subject = await buildTestApp({ places: 8, pages: true });
  await subject.app.ready();
  const site = subject.config.siteUrl;
  // The sitemap names every indexable kind of page: static ones, listings, places, things to do, stores, products.
  const paths: string[] = [];
  const places: string[] = [];
  for (const child of locs((await subject.app.inject("/sitemap.xml")).body)) {
    const urls = locs((await subject.app.inject(child.slice(site.length))).body).map((url) => url.slice(site.length));
    const source = /sitemaps\/([a-z-]+)-\d+\.xml$/.exec(child)?.[1];
    if (source === "places") places.push(...urls);
    // Every static page; two pages (es and en) of every other kind.
    paths.push(...(source === "pages" ? urls : urls.slice(0, 2)));
  }
  // Pages reached from a place's profile: its menu and, for a place with a benefit, its Premium page.
  for (const profile of places.slice(0, 2)) paths.push(`${profile}menu/`);
  for (const profile of places) {
    const premium = linkOf(await html(profile), /\/premium\/$/);
    if (premium) {
      paths.push(premium);
      break;
    }
  }
  // A things-to-do listing of one country (its trail is the country alone).
  paths.push("/planes-que-hacer/mx/", "/en/things-to-do/mx/");
  for (const path of new Set(paths)) if (!pages.has(path)) pages.set(path, await html(path));
}, 600_000);

afterAll(async () => {
  await subject.close();
});

describe("structured data of every page kind", () => {
  it("covers the home page, memberships, listings, places, things to do and the store in both languages", () => {
    const kinds = [
      /^\/$/,
      /^\/en\/$/,
      /^\/plus\/$/,
      /^\/premium-b\/$/,
      /^\/lugar\/[^/]+\/$/,
      /^\/en\/place\/[^/]+\/menu\/$/,
      /\/premium\/$/,
      /^\/plan-que-hacer\//,
      /^\/en\/things-to-do\/mx\/$/,
      /^\/stores\/detail\//,
      /^\/en\/stores\/[^/]+\/$/,
    ];
    const paths = [...pages.keys()];
    expect(kinds.filter((kind) => !paths.some((path) => kind.test(path))).map(String)).toEqual([]);
  });

  it("passes the validator without errors and has what Google requires of each type", async () => {
    const errors: string[] = [];
    const gaps: string[] = [];
    for (const [path, page] of pages) {
      const blocks = jsonLdOf(page);
      errors.push(...(await validatorErrors(blocks)).map((line) => `${path}: ${line}`));
      gaps.push(...googleRequirementGaps(blocks).map((line) => `${path}: ${line}`));
    }
    const counts = `${errors.length} validator errors, ${gaps.length} missing Google fields on ${pages.size} pages`;
    // STRUCTURED_DATA_COUNTS=1 prints the counts when they pass too (the audit's before and after).
    if (process.env.STRUCTURED_DATA_COUNTS) console.info(counts);
    expect([...errors, ...gaps], counts).toEqual([]);
  });

  it("describes the site and its search on the home page", () => {
    for (const path of ["/", "/en/"]) {
      const types = jsonLdOf(pages.get(path)!).map((block) => block["@type"]);
      expect(types, path).toEqual(expect.arrayContaining(["WebSite", "Organization"]));
    }
  });
});
