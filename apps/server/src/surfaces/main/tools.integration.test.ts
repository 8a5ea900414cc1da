import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { iconCollection, MAPS_VERSION } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing.ts";

const KEY = "test-maps-key-0123456789";

/** Stands in for Google's script loader: records each request; `?fail` paths answer 500. */
async function fakeMapsScriptServer() {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake.maps");
    requests.push(url);
    if (url.pathname === "/broken/js") {
      response.writeHead(500).end("nope");
      return;
    }
    response.writeHead(200, { "content-type": "text/javascript" });
    response.end(`/* fake google maps ${url.searchParams.get("language")} */ window.google = { maps: {} };`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("the maps loader and the icon collection", () => {
  let fake: Awaited<ReturnType<typeof fakeMapsScriptServer>>;
  let withKey: TestApp;
  let broken: TestApp;
  let withoutKey: TestApp;

  beforeAll(async () => {
    fake = await fakeMapsScriptServer();
    [withKey, broken, withoutKey] = await Promise.all([
      buildTestApp({ env: { GOOGLE_MAPS_KEY: KEY, GOOGLE_MAPS_SCRIPT_URL: `${fake.origin}/maps/api/js` } }),
      buildTestApp({ env: { GOOGLE_MAPS_KEY: KEY, GOOGLE_MAPS_SCRIPT_URL: `${fake.origin}/broken/js` } }),
      buildTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([withKey?.close(), broken?.close(), withoutKey?.close()]);
    await fake?.close();
  });

  it("with a key, answers Google's script with the places library in Spanish at version 3.47", async () => {
    const answer = await withKey.app.inject({ url: "/api/tools/maps?libraries=places&callback=initMap" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(answer.body).toContain("/* fake google maps es */");
    const upstream = fake.requests.at(-1)!;
    expect(upstream.pathname).toBe("/maps/api/js");
    expect(Object.fromEntries(upstream.searchParams)).toEqual({
      key: KEY,
      libraries: "places",
      language: "es",
      v: MAPS_VERSION,
      callback: "initMap",
    });
  });

  it("loads the places library in Spanish for the en site too, and honours an explicit version", async () => {
    const answer = await withKey.app.inject({ url: "/api/tools/maps?callback=maps.ready&lang=en&version=3.55" });
    expect(answer.body).toContain("/* fake google maps es */");
    const upstream = fake.requests.at(-1)!;
    expect(upstream.searchParams.get("language")).toBe("es");
    expect(upstream.searchParams.get("libraries")).toBe("places");
    expect(upstream.searchParams.get("v")).toBe("3.55");
    expect(upstream.searchParams.get("callback")).toBe("maps.ready");
  });

  it("never puts the key in a page's public configuration", async () => {
    expect(JSON.stringify(withKey.config)).toContain(KEY);
    const { publicConfig } = await import("@sobremesa/config");
    expect(JSON.stringify(publicConfig(withKey.config))).not.toContain(KEY);
    expect(publicConfig(withKey.config).googleMaps).toBe(true);
    expect(publicConfig(withoutKey.config).googleMaps).toBe(false);
  });

  it("answers 502 without leaking the cause when Google's script cannot be fetched", async () => {
    const answer = await broken.app.inject({ url: "/api/tools/maps?callback=initMap" });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().error.code).toBe("UPSTREAM_UNAVAILABLE");
    expect(answer.body).not.toContain(KEY);
  });

  it("without a key, answers a script that reports the maps service unavailable and calls back", async () => {
    const requestsBefore = fake.requests.length;
    const answer = await withoutKey.app.inject({ url: "/api/tools/maps?libraries=places&callback=app.mapsReady" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(fake.requests.length).toBe(requestsBefore);
    const scope: Record<string, unknown> = {};
    let called = 0;
    scope.app = { mapsReady: () => called++ };
    new Function("window", "self", answer.body)(scope, scope);
    expect(called).toBe(1);
    expect(scope.__sobremesaMaps).toEqual({ available: false, reason: "not-configured" });
  });

  it("refuses a callback that is not a plain identifier (it is written into script text)", async () => {
    for (const callback of ["alert(1)", "a;b", "", "x</script>"]) {
      const answer = await withoutKey.app.inject({
        url: `/api/tools/maps?callback=${encodeURIComponent(callback)}`,
      });
      expect(answer.statusCode).toBe(400);
    }
  });

  it("answers icon names with a custom collection in the icon-collection shape", async () => {
    const answer = await withoutKey.app.inject({ url: "/api/tools/icons?icons=restaurant,bar,unknown-one" });
    expect(answer.statusCode).toBe(200);
    const collection = iconCollection.parse(answer.json());
    expect(collection.prefix).toBe("sobremesa");
    expect(Object.keys(collection.icons).sort()).toEqual(["bar", "restaurant"]);
    expect(collection.icons.restaurant?.body).toMatch(/^<g /);
    expect(collection.not_found).toEqual(["unknown-one"]);
  });

  it("refuses an empty or malformed icon query", async () => {
    expect((await withoutKey.app.inject({ url: "/api/tools/icons?icons=" })).statusCode).toBe(400);
    expect((await withoutKey.app.inject({ url: "/api/tools/icons?icons=<svg>" })).statusCode).toBe(400);
  });
});
