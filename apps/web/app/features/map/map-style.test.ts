import { describe, expect, it } from "vitest";
import { FALLBACK_MAP_STYLE, resolveMapStyle } from "./map-style";

describe("resolveMapStyle", () => {
  it("uses the configured style URL from the root loader data", () => {
    expect(resolveMapStyle({ siteUrl: "x", mapStyleUrl: "https://tiles.example.com/style.json" })).toEqual({
      style: "https://tiles.example.com/style.json",
      fallback: false,
    });
    expect(resolveMapStyle({ mapStyleUrl: "/map/style.json" })).toEqual({ style: "/map/style.json", fallback: false });
  });

  it("falls back to the built-in background without a usable URL", () => {
    for (const data of [
      undefined,
      null,
      {},
      { mapStyleUrl: "" },
      { mapStyleUrl: 3 },
      { mapStyleUrl: "javascript:alert(1)" },
      { mapStyleUrl: "//evil.example/style.json" },
    ]) {
      expect(resolveMapStyle(data)).toEqual({ style: FALLBACK_MAP_STYLE, fallback: true });
    }
  });

  it("keeps the fallback style free of network sources", () => {
    expect(FALLBACK_MAP_STYLE.sources).toEqual({});
    expect(FALLBACK_MAP_STYLE.layers.map((layer) => layer.type)).toEqual(["background"]);
    expect(FALLBACK_MAP_STYLE).not.toHaveProperty("glyphs");
    expect(FALLBACK_MAP_STYLE).not.toHaveProperty("sprite");
  });
});
