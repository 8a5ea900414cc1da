import { brotliDecompressSync } from "node:zlib";
import { coverArtPath, coverArtSeed, OG_IMAGE_SIZE, ogImageKeys, ogImagePath } from "@sobremesa/contracts";
import { coverArtSvg } from "@sobremesa/domain/catalog";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";
import { art, type Rasterise } from "./art.ts";

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ places: 120, pages: true });
  await subject.app.ready();
});

afterAll(async () => {
  await subject.close();
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("cover art at /_art/v1/cover/{category}/{artSeed}.svg", () => {
  it("answers the cover's SVG, cacheable forever, with an ETag", async () => {
    const url = coverArtPath(42, "restaurant", "Mexicana");
    const response = await subject.app.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.body).toBe(coverArtSvg(coverArtSeed(42, "restaurant", "Mexicana"), "restaurant"));
    // The same URL always gives the same bytes.
    const again = await subject.app.inject(url);
    expect(again.headers.etag).toBe(response.headers.etag);
    expect(again.body).toBe(response.body);
  });

  it("is compressed as the client accepts", async () => {
    const url = coverArtPath(7, "nightclub", null);
    const plain = await subject.app.inject(url);
    const brotli = await subject.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
  });

  it("answers 304 to a matching If-None-Match, and HEAD without a body", async () => {
    const url = coverArtPath(1, "bar", "Cervecería");
    const first = await subject.app.inject(url);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const cached = await subject.app.inject({ url, headers: { "if-none-match": ifNoneMatch } });
      expect(cached.statusCode, ifNoneMatch).toBe(304);
      expect(cached.body).toBe("");
      expect(cached.headers.etag).toBe(etag);
    }
    expect((await subject.app.inject({ url, headers: { "if-none-match": '"other"' } })).statusCode).toBe(200);
    const head = await subject.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/svg+xml");
    expect(head.body).toBe("");
  });

  it("answers 404, never a redirect or a page, to any parameter that is not exactly canonical", async () => {
    for (const url of [
      "/_art/v1/cover/cafe/1.svg",
      "/_art/v1/cover/Bar/1.svg",
      "/_art/v1/cover/bar/01.svg",
      "/_art/v1/cover/bar/-1.svg",
      "/_art/v1/cover/bar/1.5.svg",
      "/_art/v1/cover/bar/4294967296.svg",
      "/_art/v1/cover/bar/1.png",
      "/_art/v1/cover/bar/1",
      "/_art/v1/cover/bar/1.svg/",
      "/_art/v1/cover/bar/",
      "/_art/v1/cover/bar",
      "/_art/v1/cover/bar/1/2.svg",
      "/_art/v2/cover/bar/1.svg",
      "/_art/v1/",
      "/_art/",
    ]) {
      const response = await subject.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toContain("application/json");
    }
    expect((await subject.app.inject("/_art/v1/cover/bar/4294967295.svg")).statusCode).toBe(200);
    expect((await subject.app.inject("/_art/v1/cover/bar/0.svg")).statusCode).toBe(200);
  });
});

describe("share images at /og/{key}.png", () => {
  it("answers a 1200 x 630 PNG for every key pages may name", async () => {
    for (const key of ogImageKeys) {
      const response = await subject.app.inject(ogImagePath(key));
      expect(response.statusCode, key).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["cache-control"]).toBe("public, max-age=86400");
      expect(response.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
      expect([...response.rawPayload.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: "png", width: OG_IMAGE_SIZE.width, height: OG_IMAGE_SIZE.height });
      // Rendered once, then served from memory: same bytes, same validator, 304 when the client has it.
      const again = await subject.app.inject({ url: ogImagePath(key), headers: { "accept-encoding": "br, gzip" } });
      expect(again.headers["content-encoding"]).toBeUndefined();
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
      const cached = await subject.app.inject({
        url: ogImagePath(key),
        headers: { "if-none-match": response.headers.etag as string },
      });
      expect(cached.statusCode).toBe(304);
    }
  });

  it("answers 404 to unknown keys and other shapes", async () => {
    for (const url of [
      "/og/cafe.png",
      "/og/Bar.png",
      "/og/bar.jpg",
      "/og/bar",
      "/og/bar.png/",
      "/og/a/bar.png",
      "/og/",
    ]) {
      const response = await subject.app.inject(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("serves the og:image every listing page names", async () => {
    for (const path of ["/mx/", "/en/mx/", "/mx/restaurantes/", "/mx/bares/", "/en/mx/nightclubs/"]) {
      const page = await subject.app.inject(path);
      expect(page.statusCode, path).toBe(200);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
      expect(image, path).toBeTruthy();
      const response = await subject.app.inject(new URL(image!).pathname);
      expect(response.statusCode, image).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
    }
  });

  it("renders each image once however many first requests arrive together, and retries after a failure", async () => {
    let calls = 0;
    let failNext = true;
    const rasterise: Rasterise = async (svg) => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failNext) {
        failNext = false;
        throw new Error("librsvg is busy");
      }
      return Buffer.from(svg);
    };
    const app = Fastify({ logger: false });
    await app.register(art, { rasterise });
    try {
      const failed = await app.inject("/og/bar.png");
      expect(failed.statusCode).toBe(500);
      expect(calls).toBe(1);
      const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject("/og/bar.png")));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(calls).toBe(2);
      await app.inject("/og/listing.png");
      await app.inject("/og/bar.png");
      expect(calls).toBe(3);
    } finally {
      await app.close();
    }
  });
});

describe("listing pages", () => {
  it("show covers as small cacheable images instead of inline drawings", async () => {
    const response = await subject.app.inject({ url: "/mx/", headers: { cookie: "rs_s_t=none" } });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const covers = [...html.matchAll(/<img [^>]*src="(\/_art\/v1\/cover\/[a-z]+\/[0-9]+\.svg)"[^>]*>/g)];
    expect(covers.length).toBeGreaterThanOrEqual(12);
    for (const [tag] of covers) {
      expect(tag).toContain('alt=""');
      expect(tag).toContain('width="400"');
      expect(tag).toContain('height="300"');
      expect(tag).toContain('decoding="async"');
      expect(tag).toContain("background-image:linear-gradient(");
    }
    // The first cards load at once for the largest paint; the rest when scrolled near.
    expect(
      covers.slice(0, 3).every(([tag]) => tag.includes('loading="eager"') && tag.includes('fetchPriority="high"')),
    ).toBe(true);
    expect(covers.slice(3).every(([tag]) => tag.includes('loading="lazy"'))).toBe(true);
    // No cover drawing is inlined any more.
    expect(html).not.toContain("<linearGradient");
    expect(html).not.toContain("<radialGradient");
    expect(html).not.toMatch(/id="cover-[^"]*-bg"/);
    // Every cover the page names is served.
    for (const [, src] of covers.slice(0, 4)) {
      const image = await subject.app.inject(src!);
      expect(image.statusCode, src).toBe(200);
      expect(image.headers["content-type"]).toBe("image/svg+xml");
    }
    // About 4 KB of drawing per card before; a short tag now.
    for (const [tag] of covers) expect(Buffer.byteLength(tag!)).toBeLessThan(600);
  });
});
