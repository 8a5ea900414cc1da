import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";
import { IMMUTABLE_NEEDLESS } from "./web.ts";

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ places: 120, pages: true });
  await subject.app.ready();
});

afterAll(async () => {
  await subject.close();
});

describe("server-rendered pages", () => {
  it("renders the Spanish home page with data from the database", async () => {
    const response = await subject.app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<html lang="es-MX"');
    const featured = await subject.app.inject("/api/tools/countries?lang=es");
    expect(featured.statusCode).toBe(200);
    const { catalog } = await import("../services.ts").then((module) => module.createServices(subject.database.handle));
    const home = await catalog.homeSummary({ countryCode: "mx", language: "es" });
    expect(home.featured.length).toBeGreaterThan(0);
    expect(response.body).toContain(home.categories[0]!.name);
  });

  it("renders every part of a page in place, the first time too: a part sent after the page moves it as it comes in", async () => {
    const [place] = await subject.database.handle.query<{ slug: string }>(
      "select slug from places order by id limit 1",
    );
    // The first pages this instance renders: the parts whose code loads on demand (the site header,
    // the footer, the sections below the first view) are ready on the server before it serves.
    for (const url of ["/mx/", "/", `/lugar/${place!.slug}/`, "/en/"]) {
      const response = await subject.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      // React's markers of a part left for later: a placeholder in the page, the part in a hidden div.
      expect(response.body, url).not.toMatch(/<template id="B:\d+"/);
      expect(response.body, url).not.toMatch(/<div hidden id="S:\d+"/);
      expect(response.body, url).toMatch(/<header data-header-kind="site"/);
      expect(response.body, url).toMatch(/<footer/);
    }
  });

  it("renders the English home page under /en/", async () => {
    const response = await subject.app.inject("/en/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en-US"');
    expect(response.body).toContain("Restaurants");
    expect(response.body).toMatch(/hreflang="es-MX"/i);
  });

  it("answers an unknown page with the not-found page and status 404", async () => {
    const response = await subject.app.inject("/esto-no-existe/");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("keeps unknown API paths as JSON 404s, never pages", async () => {
    for (const url of ["/api/unknown", "/rsv/unknown", "/b2c/unknown", "/sys/unknown"]) {
      const response = await subject.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toContain("application/json");
    }
  });

  it("compresses pages with brotli or gzip as the client accepts", async () => {
    const brotli = await subject.app.inject({ url: "/", headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<html lang="es-MX"');
    const gzip = await subject.app.inject({ url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("serves hashed assets with immutable caching, pre-compressed", async () => {
    const page = await subject.app.inject("/");
    const asset = /\/assets\/[^"]+\.js(?=")/.exec(page.body)?.[0];
    expect(asset).toBeTruthy();
    const response = await subject.app.inject({ url: asset!, headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBe("br");
    const plain = await subject.app.inject({ url: "/favicon.svg" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).not.toContain("immutable");
  });

  it("sends an immutable asset with the headers it needs and none it does not", async () => {
    const page = await subject.app.inject("/");
    const assets = [...page.body.matchAll(/\/assets\/[^"]+\.(?:js|css)(?=")/g)].map(([url]) => url);
    expect(assets.length).toBeGreaterThan(2);
    for (const url of assets) {
      const response = await subject.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(url.endsWith(".js") ? /^text\/javascript$/ : /^text\/css/);
      expect(response.headers["content-encoding"], url).toBe("br");
      // Pre-compressed, small files included: a known length, never a chunked stream.
      expect(response.headers["content-length"], url).toBe(String(response.rawPayload.length));
      expect(response.headers["transfer-encoding"], url).toBeUndefined();
      expect(response.headers.vary, url).toBe("accept-encoding");
      expect(response.headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
      for (const name of IMMUTABLE_NEEDLESS) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // Files that are revalidated keep their validators; a missing asset keeps its request id.
    const plain = await subject.app.inject({ url: "/favicon.svg" });
    expect(plain.headers.etag).toBeDefined();
    expect(plain.headers["last-modified"]).toBeDefined();
    expect(plain.headers["x-request-id"]).toBeDefined();
    const missing = await subject.app.inject({ url: "/assets/no-such-file.js" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-request-id"]).toBeDefined();
  });

  it("shows a calm error page when a page's data cannot be read: 503 with Retry-After, the cause logged with the request id", async () => {
    const logs: string[] = [];
    const broken = await buildTestApp({ pages: true, logs });
    try {
      await broken.app.ready();
      await broken.database.handle.close();
      const response = await broken.app.inject({ url: "/", headers: { "x-request-id": "page-failure-0001" } });
      // The database is away (closed here): worth retrying in a moment, as the API answers.
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toMatch(/^\d+$/);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).not.toMatch(/PGlite|closed|stack|at .*\.ts/i);
      const failure = logs.map((line) => JSON.parse(line)).find((line) => line.msg === "page rendering failed");
      expect(failure).toMatchObject({ requestId: "page-failure-0001", level: 50 });
    } finally {
      await broken.app.close();
      await broken.database.drop();
    }
  });

  it("counts page requests in the metrics", async () => {
    const metrics = await subject.app.inject("/metrics");
    expect(metrics.body).toMatch(/http_requests_total\{method="GET",route="\/\*",status="200"\}/);
  });
});

describe("translations, version and locale", () => {
  it("serves the catalogues at /_i18n/{locale}/messages.json, cached 24 hours", async () => {
    for (const locale of ["es", "en"]) {
      const response = await subject.app.inject(`/_i18n/${locale}/messages.json`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=86400");
      expect(Object.keys(response.json())).toContain("hero");
    }
    const spanish = (await subject.app.inject("/_i18n/es/messages.json")).json();
    const english = (await subject.app.inject("/_i18n/en/messages.json")).json();
    expect(spanish.hero.title).not.toBe(english.hero.title);
  });

  it("tells open pages which build is current", async () => {
    const response = await subject.app.inject("/_app/builds/latest.json");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json().version).toMatch(/^[a-z0-9]+$/i);
  });

  it("remembers the page language in a 365-day locale cookie, only when it changes", async () => {
    const english = await subject.app.inject("/en/");
    expect(english.headers["set-cookie"]).toContain("locale=en; Path=/; Max-Age=31536000; SameSite=Lax");
    const again = await subject.app.inject({ url: "/en/", headers: { cookie: "locale=en" } });
    expect(again.headers["set-cookie"]).toBeUndefined();
    const spanish = await subject.app.inject({ url: "/", headers: { cookie: "locale=en" } });
    expect(String(spanish.headers["set-cookie"])).toContain("locale=es;");
    expect(spanish.statusCode).toBe(200);
  });
});

describe("the shared page cache", () => {
  it("renders a public listing once, serves it again from memory, and never shares a signed-in page", async () => {
    const first = await subject.app.inject("/mx/?orden=score");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toContain("public");
    expect(first.headers["set-cookie"]).toBeUndefined();
    expect(first.headers["x-page-cache"]).toBe("miss");
    const second = await subject.app.inject("/mx/?orden=score");
    expect(second.headers["x-page-cache"]).toBe("hit");
    // The same page, but with this visit's own CSP nonce on its scripts.
    const withoutNonce = (answer: typeof first) => {
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
      expect(nonce).toBeTruthy();
      return answer.body.replaceAll(nonce!, "NONCE");
    };
    expect(second.body).not.toBe(first.body);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    const signedIn = await subject.app.inject({ url: "/mx/?orden=score", headers: { cookie: "rs_s_t=token" } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
    expect(signedIn.headers["cache-control"]).not.toContain("public");
  });
});
