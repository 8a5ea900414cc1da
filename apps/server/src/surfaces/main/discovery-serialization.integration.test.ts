import { loadConfig } from "@sobremesa/config";
import { API_VERSION } from "@sobremesa/contracts";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, sendDiscoveryAnswersAsBuilt } from "../../app.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * In production the discovery reads are sent as their handlers built them, without the schema's
 * check (app.ts, sendDiscoveryAnswersAsBuilt). That is only safe while the answers are the same
 * either way: a field the schema would strip, default or reshape must show up here.
 */

let checked: TestApp;
let production: FastifyInstance;
const CDMX_STATE = 3473;
const GUADALAJARA = 142544;

beforeAll(async () => {
  checked = await buildTestApp({ places: 300 });
  production = await buildApp({
    config: loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      APP_SECRET: "a-secret-of-at-least-thirty-two-characters",
      DISCOVERY_MAX_IN_FLIGHT: "0",
    }),
    database: checked.database.handle,
    logger: false,
  });
});

afterAll(async () => {
  await production?.close();
  await checked?.close();
});

const main = `lang=es&v=${API_VERSION}`;
const discoveryReads: [string, string][] = [
  ["listing", `/api/places/search?${main}&city_id=${GUADALAJARA}&sort=score`],
  ["listing by text, in English", `/api/places/search?lang=en&v=${API_VERSION}&country_id=142&q=bar&page_size=48`],
  ["listing near a point", `/api/places/search?${main}&latitude=20.67&longitude=-103.35&sort=distance`],
  ["facet counts", `/api/quantity-filter-items?${main}&type=cuisine&country_id=142`],
  ["location counts", `/api/quantity-filter-items?${main}&type=location&state_id=${CDMX_STATE}`],
  ["filter items", `/api/filterPage/allFilterItemsByType?${main}&mode=web&type=amenity&country_id=142`],
  ["page data", `/api/tools/page?${main}&path=${encodeURIComponent("/mx/jalisco/guadalajara/")}`],
  ["page data of nothing", `/api/tools/page?${main}&path=${encodeURIComponent("/mx/no-such-state/")}`],
  ["location search", `/api/tools/locations?${main}&q=guadala`],
  ["a bad parameter", `/api/places/search?${main}&page=0`],
];

describe("discovery reads in production", () => {
  it.each(discoveryReads)("%s: the same answer, byte for byte, as the schema-checked one", async (_name, url) => {
    const [expected, actual] = [await checked.app.inject(url), await production.inject(url)];
    expect(actual.statusCode).toBe(expected.statusCode);
    expect(actual.headers["content-type"]).toBe(expected.headers["content-type"]);
    // An error names its own request.
    const withoutRequestId = (body: string) => body.replace(/"requestId":"[^"]*"/, "");
    expect(withoutRequestId(actual.body)).toBe(withoutRequestId(expected.body));
  });

  it("leaves every other route's answers checked", () => {
    const discovery = { method: "GET", url: "/api/places/search", config: { shed: "discovery" } } as RouteOptions;
    const booking = { method: "POST", url: "/rsv/reservations", config: {} } as RouteOptions;
    sendDiscoveryAnswersAsBuilt(discovery);
    sendDiscoveryAnswersAsBuilt(booking);
    expect(discovery.serializerCompiler).toBeTypeOf("function");
    expect(booking.serializerCompiler).toBeUndefined();
  });
});
