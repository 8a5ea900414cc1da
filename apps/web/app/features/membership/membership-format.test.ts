import { describe, expect, it } from "vitest";
import { chooseCountry, discounted, membershipStep, trialEnd } from "./membership-format";

describe("discounted", () => {
  it("takes a percent off, rounded to whole minor units, and leaves the price alone without one", () => {
    expect(discounted({ amount: 14900, currency: "MXN" }, 20)).toEqual({ amount: 11920, currency: "MXN" });
    expect(discounted({ amount: 999, currency: "MXN" }, 15)).toEqual({ amount: 849, currency: "MXN" });
    expect(discounted({ amount: 14900, currency: "MXN" }, null)).toEqual({ amount: 14900, currency: "MXN" });
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
