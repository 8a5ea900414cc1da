import { describe, expect, it } from "vitest";
import {
  cardBrand,
  checkCard,
  expiryInFuture,
  firstInvalid,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from "./card-checks";

const may2026 = new Date(2026, 4, 15);
const good = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Ana López" };

describe("card number", () => {
  it("passes the sandbox's test cards through Luhn and refuses a typo", () => {
    for (const number of ["4242424242424242", "4000000000000002", "4000002760003184", "378282246310005"]) {
      expect(luhnValid(number), number).toBe(true);
    }
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("4242 4242")).toBe(false);
  });

  it("groups digits as the card prints them, dropping anything else and stopping at 19 digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a42")).toBe("4242 4242");
    expect(formatCardNumber("378282246310005")).toBe("3782 822463 10005");
    expect(formatCardNumber("1".repeat(25)).replace(/ /g, "")).toHaveLength(19);
    expect(formatCardNumber("")).toBe("");
  });

  it("tells the brands apart by their prefixes", () => {
    expect(cardBrand("4242")).toBe("visa");
    expect(cardBrand("5555")).toBe("mastercard");
    expect(cardBrand("2223")).toBe("mastercard");
    expect(cardBrand("3714")).toBe("amex");
    expect(cardBrand("6011")).toBe("unknown");
  });
});

describe("expiry", () => {
  it("puts the slash in while typing and lets backspace remove it", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("4")).toBe("04/");
    expect(formatExpiry("12", "1")).toBe("12/");
    expect(formatExpiry("12", "12/")).toBe("12");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12/305")).toBe("12/30");
  });

  it("reads MM/AA and MM/AAAA, refusing month 0 or 13", () => {
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("3/2031")).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("00/30")).toBeNull();
    expect(parseExpiry("abc")).toBeNull();
  });

  it("counts the whole expiry month as valid", () => {
    expect(expiryInFuture({ month: 5, year: 2026 }, may2026)).toBe(true);
    expect(expiryInFuture({ month: 4, year: 2026 }, may2026)).toBe(false);
    expect(expiryInFuture({ month: 1, year: 2027 }, may2026)).toBe(true);
    expect(expiryInFuture({ month: 12, year: 2025 }, may2026)).toBe(false);
  });
});

describe("checkCard", () => {
  it("finds nothing wrong with a good card", () => {
    expect(checkCard(good, may2026)).toEqual({});
  });

  it("names the first problem of each field", () => {
    expect(checkCard({ number: "", expiry: "", cvc: "", name: " " }, may2026)).toEqual({
      number: "numberRequired",
      expiry: "expiryRequired",
      cvc: "cvcRequired",
      name: "nameRequired",
    });
    expect(checkCard({ ...good, number: "4242 4242 4242 4241" }, may2026).number).toBe("numberInvalid");
    expect(checkCard({ ...good, number: "4242" }, may2026).number).toBe("numberInvalid");
    expect(checkCard({ ...good, expiry: "14/30" }, may2026).expiry).toBe("expiryInvalid");
    expect(checkCard({ ...good, expiry: "04/26" }, may2026).expiry).toBe("expiryPast");
    expect(checkCard({ ...good, cvc: "12" }, may2026).cvc).toBe("cvcInvalid");
    expect(checkCard({ ...good, cvc: "12a" }, may2026).cvc).toBe("cvcInvalid");
    expect(checkCard({ ...good, cvc: "1234" }, may2026).cvc).toBe("cvcInvalid");
    expect(checkCard({ ...good, number: "378282246310005", cvc: "1234" }, may2026)).toEqual({});
  });

  it("points at the first field with a problem, in the form's order", () => {
    expect(firstInvalid({ cvc: "cvcRequired", expiry: "expiryPast" })).toBe("expiry");
    expect(firstInvalid({})).toBeUndefined();
  });
});
