import { describe, expect, it } from "vitest";
import { codeExpiry, codeIsLive, generateCode, generateLinkToken, hashSecret, sameHash } from "./codes.ts";

describe("one-time codes", () => {
  it("are 6 digits, leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
  });

  it("live 10 minutes", () => {
    const now = new Date("2026-11-22T10:00:00Z");
    expect(codeExpiry(now).toISOString()).toBe("2026-11-22T10:10:00.000Z");
    const code = { attempts: 0, expiresAt: codeExpiry(now), consumedAt: null };
    expect(codeIsLive(code, new Date("2026-11-22T10:09:59Z"))).toBe(true);
    expect(codeIsLive(code, new Date("2026-11-22T10:10:00Z"))).toBe(false);
  });

  it("die after 5 attempts or one use", () => {
    const now = new Date();
    const expiresAt = codeExpiry(now);
    expect(codeIsLive({ attempts: 4, expiresAt, consumedAt: null }, now)).toBe(true);
    expect(codeIsLive({ attempts: 5, expiresAt, consumedAt: null }, now)).toBe(false);
    expect(codeIsLive({ attempts: 0, expiresAt, consumedAt: now }, now)).toBe(false);
  });

  it("are stored as hashes bound to their purpose and destination", () => {
    const hash = hashSecret("123456", "verify-email", "a@example.com");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sameHash(hash, hashSecret("123456", "verify-email", "a@example.com"))).toBe(true);
    expect(sameHash(hash, hashSecret("123456", "sign-in", "a@example.com"))).toBe(false);
    expect(sameHash(hash, hashSecret("123456", "verify-email", "b@example.com"))).toBe(false);
  });

  it("link tokens are 32 random bytes, URL safe", () => {
    const token = generateLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateLinkToken()).not.toBe(token);
  });
});
