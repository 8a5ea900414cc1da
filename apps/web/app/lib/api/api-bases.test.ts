import { afterEach, describe, expect, it, vi } from "vitest";
import { apiBases, configureApiBases, DEFAULT_SURFACES, mainApiPath } from "./api-bases";
import { mainApi } from "./main-api";

const CONFIGURED = { main: "/principal", reservations: "/reservas", b2c: "/negocios", system: "/sistema" };

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
const urlsOf = (fetch: ReturnType<typeof answering>) =>
  fetch.mock.calls.map((call) => (call as unknown as [string])[0]);

describe("the browser's API bases", () => {
  // Unit files share modules (isolate: false): leave the defaults for the next file.
  afterEach(() => configureApiBases(DEFAULT_SURFACES));

  it("are the defaults until the server's public configuration names others", () => {
    expect(apiBases()).toEqual({ main: "/", reservations: "/rsv", b2c: "/b2c", system: "/sys", partners: "/partners" });
    expect(mainApiPath("/api/places/search")).toBe("/api/places/search");
  });

  it("send the main API and the reservation system's calls under the configured bases", async () => {
    configureApiBases(CONFIGURED);
    const fetch = answering({ data: [] });
    const api = mainApi({ language: "es", fetch });
    await api.mainGet("/api/tools/locations", { q: "gdl" });
    await api.reservations("GET", "/reservation/ABC123");
    const [main, reservations] = urlsOf(fetch);
    expect(main).toBe("/principal/api/tools/locations?q=gdl&lang=es&v=6.1.1");
    expect(reservations).toMatch(/^\/reservas\/reservation\/ABC123\?/);
    expect(mainApiPath("/api/tools/icons")).toBe("/principal/api/tools/icons");
  });

  it("keep the known bases when a page comes without them (an error page)", () => {
    configureApiBases(CONFIGURED);
    configureApiBases(undefined);
    expect(apiBases()).toEqual(CONFIGURED);
  });
});
