import { describe, expect, it } from "vitest";
import { nearMePath, nearMePosition } from "./near-me";

describe("nearMePath", () => {
  it("is the country's cerca-de-mi (near-me) listing with the position rounded to five decimals", () => {
    expect(nearMePath("es", "mx", { latitude: 20.676721234, longitude: -103.347512345 })).toBe(
      "/mx/cerca-de-mi/?lat=20.67672&lng=-103.34751",
    );
    expect(nearMePath("en", "co", { latitude: 4.711, longitude: -74.0721 })).toBe(
      "/en/co/near-me/?lat=4.711&lng=-74.0721",
    );
  });

  it("leaves the position out when there is none (the server then uses the IP city)", () => {
    expect(nearMePath("es", "cr")).toBe("/cr/cerca-de-mi/");
    expect(nearMePath("es", "mx", { latitude: Number.NaN, longitude: 3 })).toBe("/mx/cerca-de-mi/");
  });

  it("uses the default country for anything that is no country code", () => {
    expect(nearMePath("es", "../x")).toBe("/mx/cerca-de-mi/");
  });
});

describe("nearMePosition", () => {
  it("reads lat and lng", () => {
    expect(nearMePosition(new URLSearchParams("lat=19.4326&lng=-99.1332"))).toEqual({
      latitude: 19.4326,
      longitude: -99.1332,
    });
  });

  it("ignores missing, partial or out-of-range positions", () => {
    for (const query of ["", "lat=19", "lng=-99", "lat=&lng=", "lat=91&lng=0", "lat=0&lng=181", "lat=a&lng=b"]) {
      expect(nearMePosition(new URLSearchParams(query)), query).toBeUndefined();
    }
  });

  it("round-trips what nearMePath writes", () => {
    const path = nearMePath("es", "mx", { latitude: 21.16191, longitude: -86.85153 });
    expect(nearMePosition(new URL(path, "https://sobremesa.mx").searchParams)).toEqual({
      latitude: 21.16191,
      longitude: -86.85153,
    });
  });
});
