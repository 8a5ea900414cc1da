import { describe, expect, it } from "vitest";
import { cardBrand, luhnValid, summarizeCard } from "./cards.ts";

const now = new Date("2026-11-22T12:00:00Z");

describe("test cards", () => {
  it("checks numbers with Luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("12345")).toBe(false);
  });

  it("names the brand by the leading digits", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
  });

  it("keeps brand and last four, and the behaviour of the sandbox's test cards", () => {
    expect(summarizeCard({ number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" }, now)).toEqual({
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: 2030,
      behaviour: "succeeds",
    });
    expect(summarizeCard({ number: "4000000000000002", expMonth: 1, expYear: 2031, cvc: "123" }, now)).toMatchObject({
      behaviour: "declines",
      last4: "0002",
    });
    expect(summarizeCard({ number: "4000-0027-6000-3184", expMonth: 1, expYear: 2031, cvc: "123" }, now)).toMatchObject(
      { behaviour: "requires_authentication", last4: "3184" },
    );
  });

  it("says what is wrong: number, expiry (the month still counts), cvc", () => {
    expect(summarizeCard({ number: "4242424242424241", expMonth: 12, expYear: 2030, cvc: "123" }, now)).toEqual({
      problem: "incorrect_number",
    });
    expect(summarizeCard({ number: "4242424242424242", expMonth: 10, expYear: 2026, cvc: "123" }, now)).toEqual({
      problem: "expired_card",
    });
    expect(summarizeCard({ number: "4242424242424242", expMonth: 11, expYear: 2026, cvc: "123" }, now)).toMatchObject({
      last4: "4242",
    });
    expect(summarizeCard({ number: "378282246310005", expMonth: 11, expYear: 2030, cvc: "123" }, now)).toEqual({
      problem: "invalid_cvc",
    });
  });
});
