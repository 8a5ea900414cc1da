import { describe, expect, it } from "vitest";
import {
  ART_BASE,
  COVER_HEIGHT,
  COVER_WIDTH,
  coverArtPath,
  coverArtSeed,
  coverArtSpec,
  coverArtUrl,
  coverPlaceholder,
  hashString,
  ogImageKeys,
  ogImagePath,
} from "./cover-art.ts";
import { coverArtParamsSchema, ogImageParamsSchema } from "./cover-art-params.ts";
import { mulberry32 } from "./random.ts";

const spec = (seed: number, category: "restaurant" | "bar" | "nightclub", cuisine?: string | null) =>
  coverArtSpec(coverArtSeed(seed, category, cuisine), category);

describe("coverArtSpec", () => {
  it("is deterministic for the same seed, category and cuisine", () => {
    expect(spec(42, "restaurant", "Mexicana")).toEqual(spec(42, "restaurant", "Mexicana"));
  });

  it("draws exactly what the inline SVG drew before covers became URLs", () => {
    // Recorded from the former apps/web coverArtSpec(42, "restaurant", "Mexicana").
    expect(spec(42, "restaurant", "Mexicana")).toEqual({
      stops: ["hsl(46 88% 78%)", "hsl(28 64% 56%)", "hsl(18 52% 30%)"],
      angle: 128,
      lights: [
        { cx: 346.6, cy: 4.4, r: 65.6, opacity: 0.2 },
        { cx: 116.1, cy: 37.7, r: 33.6, opacity: 0.3 },
        { cx: 11.6, cy: 83.9, r: 28.8, opacity: 0.3 },
        { cx: 330.6, cy: 23.2, r: 24.4, opacity: 0.2 },
      ],
      motif: { x: 257, y: 166.6, scale: 1.1, rotate: -7 },
      ink: "rgb(255 255 255 / 0.92)",
    });
  });

  it("changes with the seed, the category and the cuisine", () => {
    const base = spec(42, "restaurant", "Mexicana");
    expect(spec(43, "restaurant", "Mexicana")).not.toEqual(base);
    expect(spec(42, "bar", "Mexicana")).not.toEqual(base);
    expect(spec(42, "restaurant", "Japonesa")).not.toEqual(base);
  });

  it("keeps every light and the motif inside the picture", () => {
    for (let seed = 0; seed < 200; seed++) {
      const drawn = spec(seed, seed % 2 ? "nightclub" : "bar", null);
      expect(drawn.lights.length).toBeGreaterThanOrEqual(4);
      for (const light of drawn.lights) {
        expect(light.cx).toBeGreaterThanOrEqual(0);
        expect(light.cx).toBeLessThanOrEqual(COVER_WIDTH);
        expect(light.cy).toBeGreaterThanOrEqual(0);
        expect(light.cy).toBeLessThanOrEqual(COVER_HEIGHT);
      }
      expect(drawn.motif.x).toBeGreaterThan(COVER_WIDTH * 0.3);
      expect(drawn.motif.x).toBeLessThan(COVER_WIDTH * 0.7);
    }
  });

  it("gives a CSS placeholder with the cover's own gradient", () => {
    const drawn = spec(42, "restaurant", "Mexicana");
    expect(coverPlaceholder(drawn)).toBe(
      "linear-gradient(128deg, hsl(46 88% 78%), hsl(28 64% 56%) 55%, hsl(18 52% 30%))",
    );
  });
});

describe("cover URLs", () => {
  it("name the version, the category and an unsigned 32-bit art seed, never the cuisine's text", () => {
    const path = coverArtPath(42, "restaurant", "Mexicana <script>");
    expect(path).toMatch(new RegExp(`^${ART_BASE}/cover/restaurant/(0|[1-9][0-9]*)\\.svg$`));
    expect(ART_BASE).toBe("/_art/v1");
    for (const seed of [0, 1, 42, 2 ** 31, 2 ** 32 - 1]) {
      const artSeed = coverArtSeed(seed, "nightclub", "Mexicana");
      expect(Number.isInteger(artSeed)).toBe(true);
      expect(artSeed).toBeGreaterThanOrEqual(0);
      expect(artSeed).toBeLessThanOrEqual(2 ** 32 - 1);
    }
  });

  it("parse back to the same category and art seed", () => {
    const artSeed = coverArtSeed(123456, "bar", "Cervecería");
    const [category, file] = coverArtUrl(artSeed, "bar").split("/").slice(-2);
    expect(coverArtParamsSchema.parse({ category, file })).toEqual({ category: "bar", file: artSeed });
  });

  it("refuse anything that is not exactly canonical", () => {
    const bad = [
      { category: "cafe", file: "1.svg" },
      { category: "Bar", file: "1.svg" },
      { category: "bar", file: "01.svg" },
      { category: "bar", file: "-1.svg" },
      { category: "bar", file: "1.5.svg" },
      { category: "bar", file: "1e3.svg" },
      { category: "bar", file: "4294967296.svg" },
      { category: "bar", file: "99999999999.svg" },
      { category: "bar", file: "1.png" },
      { category: "bar", file: "1.svg?x" },
      { category: "bar", file: "" },
      { category: "bar", file: "1.svg", extra: "x" },
    ];
    for (const params of bad)
      expect(coverArtParamsSchema.safeParse(params).success, JSON.stringify(params)).toBe(false);
    expect(coverArtParamsSchema.parse({ category: "bar", file: "4294967295.svg" }).file).toBe(4294967295);
    expect(coverArtParamsSchema.parse({ category: "bar", file: "0.svg" }).file).toBe(0);
  });
});

describe("share image URLs", () => {
  it("exist for every key and parse back to it", () => {
    for (const key of ogImageKeys) {
      expect(ogImagePath(key)).toBe(`/og/${key}.png`);
      expect(ogImageParamsSchema.parse({ file: `${key}.png` })).toEqual({ file: key });
    }
    for (const file of ["cafe.png", "bar.svg", "Bar.png", "bar", "../bar.png"]) {
      expect(ogImageParamsSchema.safeParse({ file }).success, file).toBe(false);
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
