import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { MAPS_STATUS_GLOBAL, MAPS_VERSION } from "@sobremesa/contracts";
import { unavailableScript } from "@sobremesa/domain/maps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGoogleMapsLoader,
  MAPS_ALREADY_LOADING,
  MAPS_CALLBACK,
  MARKER_CLUSTERER_MISSING,
  MapsScriptError,
  PLACES_LIBRARY_MISSING,
  requireMarkerClusterer,
  requirePlaces,
} from "./google-maps-loader";
import type { GoogleNamespace } from "./google-maps-types";

/**
 * A local stand-in for the maps loader: /ok answers a fake Google Maps script (with the places
 * library only when asked for), /no-key the real "unavailable" script, /broken a 500, /silent a
 * script that never calls back. Nothing here reaches the internet.
 */
let server: Server;
let origin: string;
const seen: URL[] = [];

function fakeGoogleScript(query: URLSearchParams): string {
  const places = (query.get("libraries") ?? "").split(",").includes("places");
  return `window.google = { maps: { version: ${JSON.stringify(query.get("version"))}, language: ${JSON.stringify(query.get("language"))}${
    places ? ", places: { AutocompleteService: function () {} }" : ""
  } } };
window[${JSON.stringify(query.get("callback"))}]();`;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    seen.push(url);
    const kind = url.pathname.split("/")[1];
    if (kind === "broken") return void response.writeHead(500).end("{}");
    response.writeHead(200, { "content-type": "text/javascript" });
    if (kind === "no-key") return void response.end(unavailableScript(url.searchParams.get("callback") ?? ""));
    if (kind === "silent") return void response.end("/* never calls back */");
    response.end(fakeGoogleScript(url.searchParams));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What a browser does with an injected inline script: run it with the page's window as global. */
function loaderFor(kind: string, language: "es" | "en" = "es", timeoutMs?: number) {
  const scope: Record<string, unknown> = {};
  const loader = createGoogleMapsLoader({
    language,
    origin,
    mainBase: `/${kind}`,
    scope,
    runScript: (text) => new Function("window", "self", text)(scope, scope),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  return { loader, scope };
}

describe("the maps loader against a local fake maps script server", () => {
  it("asks the tools maps path for places in Spanish on an English page, at version 3.47, and resolves with google", async () => {
    const { loader, scope } = loaderFor("ok", "en");
    const result = await loader.load();
    expect(result.available).toBe(true);
    const request = seen.at(-1)!;
    expect(request.pathname).toBe("/ok/api/tools/maps");
    expect(request.searchParams.get("libraries")).toBe("places");
    expect(request.searchParams.get("language")).toBe("es");
    expect(request.searchParams.get("lang")).toBe("en");
    expect(request.searchParams.get("version")).toBe(MAPS_VERSION);
    expect(request.searchParams.get("callback")).toBe(MAPS_CALLBACK);
    expect(scope[MAPS_CALLBACK]).toBeUndefined();
    if (result.available) expect(requirePlaces(result.google)).toBeTypeOf("object");
  });

  it("refuses to load twice: You already started the loading of google maps", async () => {
    const { loader } = loaderFor("ok");
    const first = loader.load();
    expect(() => loader.load()).toThrow(MAPS_ALREADY_LOADING);
    await expect(first).resolves.toMatchObject({ available: true });
    expect(() => loader.load()).toThrow(MAPS_ALREADY_LOADING);
  });

  it("reports the maps service unavailable when the server has no key", async () => {
    const { loader, scope } = loaderFor("no-key");
    await expect(loader.load()).resolves.toEqual({ available: false });
    expect(scope[MAPS_STATUS_GLOBAL]).toMatchObject({ available: false });
  });

  it("throws Error al obtener el script de Google Maps when the script cannot be fetched", async () => {
    const { loader } = loaderFor("broken");
    const failure = loader.load();
    await expect(failure).rejects.toThrow("Error al obtener el script de Google Maps");
    await expect(failure).rejects.toBeInstanceOf(MapsScriptError);
  });

  it("says so in English on the en site, also when nothing answers at all", async () => {
    const loader = createGoogleMapsLoader({ language: "en", origin: "http://127.0.0.1:9", scope: {} });
    await expect(loader.load()).rejects.toThrow("Could not get the Google Maps script");
  });

  it("gives up with the same error when the script never calls back", async () => {
    const { loader } = loaderFor("silent", "es", 50);
    await expect(loader.load()).rejects.toThrow("Error al obtener el script de Google Maps");
  });

  it("throws that the places library is undefined and must be added when it was not loaded", async () => {
    const { loader } = loaderFor("ok");
    const result = await loader.load({ libraries: [] });
    if (!result.available) throw new Error("expected the fake google");
    expect(() => requirePlaces(result.google)).toThrow(PLACES_LIBRARY_MISSING);
    expect(PLACES_LIBRARY_MISSING).toMatch(/is undefined.*must be added/);
  });
});

describe("the marker clusterer guard", () => {
  it("throws MarkerClusterer is not installed! without a clusterer", () => {
    expect(() => requireMarkerClusterer(undefined)).toThrow(MARKER_CLUSTERER_MISSING);
    expect(MARKER_CLUSTERER_MISSING).toBe("MarkerClusterer is not installed!");
    class Clusterer {}
    expect(requireMarkerClusterer(Clusterer)).toBe(Clusterer);
  });

  it("is typed for the google namespace the loader gives", () => {
    const google = { maps: {} } as unknown as GoogleNamespace;
    expect(() => requirePlaces(google)).toThrow(PLACES_LIBRARY_MISSING);
  });
});
