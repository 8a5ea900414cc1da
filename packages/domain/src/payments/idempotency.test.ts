import { DomainError } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { assertReplay, requestFingerprint, sameRequester } from "./idempotency.ts";

describe("the one idempotency rule: what was asked decides", () => {
  const asked = requestFingerprint({ plan: "premium", country: "mx" });

  it("fingerprints the request, not who sends it nor the order of nothing else", () => {
    expect(requestFingerprint({ plan: "premium", country: "mx" })).toBe(asked);
    expect(requestFingerprint({ plan: "plus", country: "mx" })).not.toBe(asked);
  });

  it("answers the same request again, and refuses another request under the same key with IDEMPOTENCY_KEY_REUSED", () => {
    expect(() =>
      assertReplay({ requestFingerprint: asked, userId: "ana" }, { fingerprint: asked, userId: "ana" }, "es"),
    ).not.toThrow();
    const other = (() => {
      try {
        assertReplay({ requestFingerprint: asked, userId: "ana" }, { fingerprint: "x", userId: "ana" }, "en");
      } catch (error) {
        return error as DomainError;
      }
      return null;
    })();
    expect(other).toBeInstanceOf(DomainError);
    expect(other?.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(other?.message).toMatch(/already used with another request/);
  });

  it("anyone holding the key may have a guest's result (the guest may have signed in meanwhile)", () => {
    expect(sameRequester({ userId: null }, null)).toBe(true);
    expect(sameRequester({ userId: null }, "ana")).toBe(true);
  });

  it("an account's result only to that account; anyone else is told to sign in to it", () => {
    expect(sameRequester({ userId: "ana" }, "ana")).toBe(true);
    expect(sameRequester({ userId: "ana" }, "bea")).toBe(false);
    expect(sameRequester({ userId: "ana" }, null)).toBe(false);
    expect(() =>
      assertReplay({ requestFingerprint: asked, userId: "ana" }, { fingerprint: asked, userId: null }, "es"),
    ).toThrow(/Inicia sesión con esa cuenta/);
  });
});
