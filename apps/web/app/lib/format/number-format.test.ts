import { describe, expect, it } from "vitest";
import { formatCount, formatScore, priceRangeSigns } from "./number-format";

describe("number formatting", () => {
  it("groups counts with the locale's separator", () => {
    expect(formatCount(1234, "es")).toBe("1,234");
    expect(formatCount(1234, "en")).toBe("1,234");
    expect(formatCount(0, "es")).toBe("0");
  });

  it("shows scores with one decimal", () => {
    expect(formatScore(4.5, "es")).toBe("4.5");
    expect(formatScore(4, "en")).toBe("4.0");
    expect(formatScore(4.86, "es")).toBe("4.9");
  });

  it("splits a price range into filled and remaining signs", () => {
    expect(priceRangeSigns(2)).toEqual({ filled: "$$", rest: "$$", level: 2 });
    expect(priceRangeSigns(4)).toEqual({ filled: "$$$$", rest: "", level: 4 });
    expect(priceRangeSigns(0)).toEqual({ filled: "$", rest: "$$$", level: 1 });
    expect(priceRangeSigns(9)).toEqual({ filled: "$$$$", rest: "", level: 4 });
  });
});
