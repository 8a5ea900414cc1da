import { describe, expect, it } from "vitest";
import { chooseCountry, discounted, formatDate, formatPrice, membershipStep, trialEnd } from "./membership-format";

const nbsp = /\u00a0/g;

describe("formatPrice", () => {
  it("shows a monthly price in the country's currency, without cents when whole", () => {
    expect(formatPrice({ amount: 14900, currency: "MXN" }, "es", "mx")).toBe("$149");
    expect(formatPrice({ amount: 12950, currency: "MXN" }, "en", "mx")).toBe("$129.50");
    expect(formatPrice({ amount: 2990000, currency: "COP" }, "es", "co").replace(nbsp, " ")).toBe("$ 29.900");
    expect(formatPrice({ amount: 450000, currency: "CRC" }, "es", "cr").replace(nbsp, " ")).toMatch(/₡\s?4[\s.]500/);
  });
});

describe("discounted", () => {
  it("takes a percent off, rounded to whole minor units, and leaves the price alone without one", () => {
    expect(discounted({ amount: 14900, currency: "MXN" }, 20)).toEqual({ amount: 11920, currency: "MXN" });
    expect(discounted({ amount: 999, currency: "MXN" }, 15)).toEqual({ amount: 849, currency: "MXN" });
    expect(discounted({ amount: 14900, currency: "MXN" }, null)).toEqual({ amount: 14900, currency: "MXN" });
  });
});

describe("formatDate", () => {
  it("writes the day in the country's calendar, in each language", () => {
    // 03:00 UTC on the 15th is still the 14th in Mexico City.
    expect(formatDate("2026-06-15T03:00:00.000Z", "es", "mx")).toBe("14 de junio de 2026");
    expect(formatDate("2026-06-15T03:00:00.000Z", "en", "mx")).toBe("June 14, 2026");
    expect(formatDate("2026-06-15T12:00:00.000Z", "es", "co")).toBe("15 de junio de 2026");
  });
});

describe("trialEnd", () => {
  it("is thirty days of 24 hours after now", () => {
    expect(trialEnd(Date.UTC(2026, 4, 15, 12), 30)).toBe("2026-06-14T12:00:00.000Z");
  });
});

describe("chooseCountry", () => {
  it("prefers ?country=, then the visitor's country, then Mexico", () => {
    expect(chooseCountry("co", "mx")).toBe("co");
    expect(chooseCountry("CR", null)).toBe("cr");
    expect(chooseCountry("us", "co")).toBe("co");
    expect(chooseCountry(null, "us")).toBe("mx");
    expect(chooseCountry(null, undefined)).toBe("mx");
  });
});

describe("membershipStep", () => {
  it("reads the plan and the step from a route id", () => {
    expect(membershipStep("plus")).toEqual({ plan: "plus", step: "landing" });
    expect(membershipStep("premium-b")).toEqual({ plan: "premium-b", step: "landing" });
    expect(membershipStep("premium-b-checkout")).toEqual({ plan: "premium-b", step: "checkout" });
    expect(membershipStep("plus-thanks")).toEqual({ plan: "plus", step: "thanks" });
    expect(membershipStep("premium-already-member")).toEqual({ plan: "premium", step: "alreadyMember" });
  });
});
