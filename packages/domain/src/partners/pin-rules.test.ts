import { describe, expect, it } from "vitest";
import { pinInCountry } from "./pin-rules.ts";

describe("map pins", () => {
  it("accepts a pin in the venue's country and refuses one outside or with a swapped sign", () => {
    expect(pinInCountry("MX", 19.4326, -99.1332)).toBe(true);
    expect(pinInCountry("MX", 19.4326, 99.1332)).toBe(false);
    expect(pinInCountry("co", 4.711, -74.0721)).toBe(true);
    expect(pinInCountry("CR", 19.4326, -99.1332)).toBe(false);
    expect(pinInCountry("CR", 9.9281, -84.0907)).toBe(true);
    expect(pinInCountry(null, 48.85, 2.35)).toBe(true);
  });
});
