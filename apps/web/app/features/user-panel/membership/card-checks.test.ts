import { describe, expect, it } from "vitest";
import {
  cardBrandOf,
  checkCard,
  expiryPassed,
  formatCardNumber,
  formatExpiryInput,
  luhnValid,
  parseExpiry,
  SANDBOX_TEST_CARDS,
} from "./card-checks";

const july2026 = new Date(2026, 6, 15);

describe("luhnValid", () => {
  it("accepts every sandbox test card and a typed number with spaces or hyphens", () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(luhnValid("4242-4242-4242-4242")).toBe(true);
    expect(luhnValid("378282246310005")).toBe(true);
  });

  it("refuses a mistyped digit, letters and numbers of the wrong length", () => {
    expect(luhnValid("4242 4242 4242 4241")).toBe(false);
    expect(luhnValid("4242 4242 4242 424a")).toBe(false);
    expect(luhnValid("42424")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });
});

describe("card number input", () => {
  it("tells the brand from the first digits", () => {
    expect(cardBrandOf("4242")).toBe("visa");
    expect(cardBrandOf("5555 5555")).toBe("mastercard");
    expect(cardBrandOf("2223 0031")).toBe("mastercard");
    expect(cardBrandOf("3782")).toBe("amex");
    expect(cardBrandOf("6011")).toBe("unknown");
  });

  it("groups digits as printed on the card and drops anything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0027-60")).toBe("4000 0027 60");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("4242 4242 4242 4242 4242 99")).toBe("4242 4242 4242 4242 424");
  });
});

describe("expiry", () => {
  it("reads MM/YY, MMYY and MM/YYYY, and refuses a month that does not exist", () => {
    expect(parseExpiry("07/28")).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry("0728")).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry("7/2028")).toEqual({ month: 7, year: 2028 });
    expect(parseExpiry("13/28")).toBeNull();
    expect(parseExpiry("00/28")).toBeNull();
    expect(parseExpiry("july")).toBeNull();
  });

  it("keeps a card good through the last day of its month", () => {
    expect(expiryPassed(7, 2026, july2026)).toBe(false);
    expect(expiryPassed(6, 2026, july2026)).toBe(true);
    expect(expiryPassed(12, 2025, july2026)).toBe(true);
    expect(expiryPassed(1, 2027, july2026)).toBe(false);
  });

  it("adds the slash while typing and lets Backspace go back over it", () => {
    expect(formatExpiryInput("0")).toBe("0");
    expect(formatExpiryInput("07")).toBe("07/");
    expect(formatExpiryInput("0728")).toBe("07/28");
    expect(formatExpiryInput("3")).toBe("03/");
    expect(formatExpiryInput("1/")).toBe("01/");
    expect(formatExpiryInput("1")).toBe("1");
    expect(formatExpiryInput("07", "07/")).toBe("0");
  });
});

describe("checkCard", () => {
  it("passes a good test card", () => {
    expect(checkCard({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, july2026)).toEqual({});
  });

  it("names each field's problem: required, invalid, expired", () => {
    expect(checkCard({ number: "", expiry: "", cvc: "" }, july2026)).toEqual({
      number: "required",
      expiry: "required",
      cvc: "required",
    });
    expect(checkCard({ number: "4242 4242 4242 4241", expiry: "14/30", cvc: "12" }, july2026)).toEqual({
      number: "invalid",
      expiry: "invalid",
      cvc: "invalid",
    });
    expect(checkCard({ number: "4242 4242 4242 4242", expiry: "06/26", cvc: "123" }, july2026)).toEqual({
      expiry: "expired",
    });
  });

  it("asks American Express for four security digits", () => {
    expect(checkCard({ number: "378282246310005", expiry: "12/30", cvc: "123" }, july2026)).toEqual({
      cvc: "invalid",
    });
    expect(checkCard({ number: "378282246310005", expiry: "12/30", cvc: "1234" }, july2026)).toEqual({});
  });
});
