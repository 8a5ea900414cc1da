import { describe, expect, it, vi } from "vitest";
import type { GeolocationAnswer } from "./geolocation-api";
import { locateVisitor, nearMeDestination } from "./locate-visitor";

function answer(fields: Partial<GeolocationAnswer>): GeolocationAnswer {
  return {
    country_id: 142,
    state_id: null,
    city_id: null,
    colony_id: null,
    latitude: 23.6,
    longitude: -102.5,
    countryName: "mx",
    stateName: null,
    cityOrColonyName: null,
    names: { country: "México", state: null, city_or_colony: null },
    source: "default",
    path: "/mx/",
    ...fields,
  };
}

const guadalajara = answer({
  state_id: 3222,
  city_id: 142544,
  latitude: 20.67,
  longitude: -103.35,
  stateName: "jalisco",
  cityOrColonyName: "guadalajara",
  source: "ip",
  path: "/mx/jalisco/guadalajara/",
});

describe("locateVisitor", () => {
  it("uses the browser's position and asks the server what it is", async () => {
    const fetchGeolocation = vi.fn(async () => answer({ source: "coordinates", countryName: "co", country_id: 48 }));
    const located = await locateVisitor("es", {
      getPosition: async () => ({ ok: true, position: { latitude: 4.71, longitude: -74.07 }, accuracy: 20 }),
      fetchGeolocation,
    });
    expect(fetchGeolocation).toHaveBeenCalledWith(
      expect.objectContaining({ language: "es", position: { latitude: 4.71, longitude: -74.07 } }),
    );
    expect(located).toMatchObject({ source: "browser", position: { latitude: 4.71, longitude: -74.07 } });
    expect(nearMeDestination(located, "es")).toBe("/co/cerca-de-mi/?lat=4.71&lng=-74.07");
  });

  it("falls back to the IP when permission is denied", async () => {
    const fetchGeolocation = vi.fn(async () => guadalajara);
    const located = await locateVisitor("en", {
      getPosition: async () => ({ ok: false, reason: "denied" }),
      fetchGeolocation,
    });
    // No position sent: the server reads the caller's IP.
    expect(fetchGeolocation).toHaveBeenCalledWith(expect.not.objectContaining({ position: expect.anything() }));
    expect(located).toMatchObject({
      source: "ip",
      failure: "denied",
      position: { latitude: 20.67, longitude: -103.35 },
    });
    expect(nearMeDestination(located, "en")).toBe("/en/mx/near-me/?lat=20.67&lng=-103.35");
  });

  it("ends on the country listing when neither the browser nor the IP says where", async () => {
    const located = await locateVisitor("es", {
      getPosition: async () => ({ ok: false, reason: "timeout" }),
      fetchGeolocation: async () => answer({}),
    });
    expect(located).toMatchObject({ source: "default", position: null, failure: "timeout" });
    expect(nearMeDestination(located, "es")).toBe("/mx/");
  });

  it("lets an API failure through to the caller", async () => {
    await expect(
      locateVisitor("es", {
        getPosition: async () => ({ ok: false, reason: "denied" }),
        fetchGeolocation: async () => {
          throw new Error("Error al procesar la solicitud");
        },
      }),
    ).rejects.toThrow("Error al procesar la solicitud");
  });
});
