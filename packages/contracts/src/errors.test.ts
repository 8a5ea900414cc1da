import { describe, expect, it } from "vitest";
import { DomainError, isDomainError } from "./errors.ts";

describe("isDomainError", () => {
  it("recognises a domain error thrown by another copy of this module (the web app's server bundle)", () => {
    class OtherCopy extends Error {
      readonly code = "NOT_FOUND";
      override name = "DomainError";
    }
    expect(isDomainError(new DomainError("NOT_FOUND", "x"))).toBe(true);
    expect(isDomainError(new OtherCopy())).toBe(true);
  });

  it("rejects look-alikes without a known code", () => {
    expect(isDomainError(Object.assign(new Error("x"), { name: "DomainError", code: "SOMETHING" }))).toBe(false);
    expect(isDomainError(new Error("x"))).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });
});
