import { describe, expect, it } from "vitest";
import { artColours, artIconOf, artVariantOf, formatStoreInstant } from "./store-format";

describe("store formats", () => {
  it("writes an order's instant in the store country's zone, without naming the zone", () => {
    expect(formatStoreInstant("2026-06-12T20:05:00Z", "es")).toBe("12 jun 2026, 14:05");
    expect(formatStoreInstant("2026-06-12T20:05:00Z", "en", "co")).toBe("Jun 12, 2026, 3:05 PM");
  });

  it("draws a product's picture from its category and its slug", () => {
    expect(artIconOf("mezcales")).toBe("spirits");
    expect(artIconOf("cafe-de-chiapas")).toBe("coffee");
    expect(artIconOf("bombones-y-trufas")).toBe("sweets");
    expect(artIconOf("despensa-tica")).toBe("pantry");
    expect(artIconOf("talavera")).toBe("table");
    expect(artIconOf("anchetas")).toBe("gift");
    expect(artIconOf("otra-cosa")).toBe("product");
    expect(artVariantOf("mezcal-espadin")).toBe(artVariantOf("mezcal-espadin"));
    expect(artVariantOf("mezcal-espadin")).not.toBe(artVariantOf("mezcal-tobala"));
    expect(artColours(370, 0).from).toBe(artColours(10, 0).from);
  });
});
