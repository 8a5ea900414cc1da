import { describe, expect, it } from "vitest";
import { artColours, artIconOf, artVariantOf, formatStorePrice } from "./store-format";

describe("store formats", () => {
  it("prices with the currency's code and no cents on whole amounts", () => {
    expect(formatStorePrice({ amount: 69_000, currency: "MXN" }, "es")).toBe("$690 MXN");
    expect(formatStorePrice({ amount: 69_050, currency: "MXN" }, "en")).toBe("$690.50 MXN");
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
