import { describe, expect, it } from "vitest";
import { bodyWithNonce, createPageCache, sharedMaxAge } from "./page-cache.ts";

describe("sharedMaxAge", () => {
  it.each([
    ["public, max-age=60", 60],
    ["public, max-age=60, s-maxage=30", 30],
    ["public, max-age=60, stale-while-revalidate=300", 60],
    ["max-age=60", 0],
    ["public, private, max-age=60", 0],
    ["public, no-store", 0],
    ["public, max-age=0", 0],
    [null, 0],
  ])("%s -> %s seconds", (header, seconds) => {
    expect(sharedMaxAge(header)).toBe(seconds);
  });
});

describe("createPageCache", () => {
  const html = Buffer.from("<html></html>");
  const shared = () => new Headers({ "cache-control": "public, max-age=60", "content-type": "text/html" });

  it("keeps a shareable page for its max-age", () => {
    let clock = 0;
    const cache = createPageCache({ maxEntries: 10, maxBodyBytes: 1000, now: () => clock });
    expect(cache.offer("/mx/", 200, shared(), html)).toBe(true);
    clock = 59_999;
    expect(cache.get("/mx/")?.body.toString()).toBe("<html></html>");
    clock = 60_000;
    expect(cache.get("/mx/")).toBeUndefined();
  });

  it("never keeps personal, failed, cookie-setting or oversized answers", () => {
    const cache = createPageCache({ maxEntries: 10, maxBodyBytes: 5, now: () => 0 });
    const withCookie = shared();
    withCookie.set("set-cookie", "a=b");
    expect(cache.offer("/a/", 200, new Headers({ "cache-control": "private, max-age=60" }), Buffer.from("x"))).toBe(
      false,
    );
    expect(cache.offer("/b/", 404, shared(), Buffer.from("x"))).toBe(false);
    expect(cache.offer("/c/", 200, withCookie, Buffer.from("x"))).toBe(false);
    expect(cache.offer("/d/", 200, shared(), html)).toBe(false);
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used page when full", () => {
    const cache = createPageCache({ maxEntries: 2, maxBodyBytes: 1000, now: () => 0 });
    cache.offer("/a/", 200, shared(), html);
    cache.offer("/b/", 200, shared(), html);
    cache.get("/a/");
    cache.offer("/c/", 200, shared(), html);
    expect(cache.get("/a/")).toBeDefined();
    expect(cache.get("/b/")).toBeUndefined();
  });

  it("serves a stored page with each visitor's own CSP nonce in place of the one it was rendered with", () => {
    const cache = createPageCache({ maxEntries: 2, maxBodyBytes: 1000, now: () => 0 });
    const page = '<script nonce="R3nd3r+/ed==">a</script><link nonce="R3nd3r+/ed=="><p>R3nd3r</p>';
    cache.offer("/a/", 200, shared(), Buffer.from(page), "R3nd3r+/ed==");
    const stored = cache.get("/a/");
    if (!stored) throw new Error("the page was not stored");
    expect(bodyWithNonce(stored, "V1sit0r+xx==").toString()).toBe(
      '<script nonce="V1sit0r+xx==">a</script><link nonce="V1sit0r+xx=="><p>R3nd3r</p>',
    );
    expect(bodyWithNonce(stored, "Oth3r000yy==").toString()).not.toContain("V1sit0r");
    cache.offer("/b/", 200, shared(), html);
    expect(bodyWithNonce(cache.get("/b/")!, "V1sit0r+xx==").toString()).toBe("<html></html>");
  });
});
