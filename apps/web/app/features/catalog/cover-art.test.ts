import { mulberry32 } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { COVER_HEIGHT, COVER_WIDTH, coverArtSpec, hashString } from "./cover-art";

describe("coverArtSpec", () => {
  it("is deterministic for the same seed, category and cuisine", () => {
    expect(coverArtSpec(42, "restaurant", "Mexicana")).toEqual(coverArtSpec(42, "restaurant", "Mexicana"));
  });

  it("changes with the seed, the category and the cuisine", () => {
    const base = coverArtSpec(42, "restaurant", "Mexicana");
    expect(coverArtSpec(43, "restaurant", "Mexicana")).not.toEqual(base);
    expect(coverArtSpec(42, "bar", "Mexicana")).not.toEqual(base);
    expect(coverArtSpec(42, "restaurant", "Japonesa")).not.toEqual(base);
  });

  it("keeps every light and the motif inside the picture", () => {
    for (let seed = 0; seed < 200; seed++) {
      const spec = coverArtSpec(seed, seed % 2 ? "nightclub" : "bar", null);
      expect(spec.lights.length).toBeGreaterThanOrEqual(4);
      for (const light of spec.lights) {
        expect(light.cx).toBeGreaterThanOrEqual(0);
        expect(light.cx).toBeLessThanOrEqual(COVER_WIDTH);
        expect(light.cy).toBeGreaterThanOrEqual(0);
        expect(light.cy).toBeLessThanOrEqual(COVER_HEIGHT);
      }
      expect(spec.motif.x).toBeGreaterThan(COVER_WIDTH * 0.3);
      expect(spec.motif.x).toBeLessThan(COVER_WIDTH * 0.7);
    }
  });
});

describe("mulberry32 and hashString", () => {
  it("repeat their sequences and stay in [0, 1)", () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    for (let index = 0; index < 50; index++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(hashString("bar")).toBe(hashString("bar"));
    expect(hashString("bar")).not.toBe(hashString("bars"));
  });
});
