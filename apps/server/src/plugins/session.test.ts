import { loadConfig } from "@sobremesa/config";
import { describe, expect, it } from "vitest";
import { clearedSessionCookie, originAllowed, sessionCookie, sessionOptions } from "./session.ts";

const base = {
  method: "POST",
  origin: undefined as string | undefined,
  hasSessionCookie: true,
  hasBearer: false,
  siteOrigin: "https://sobremesa.mx",
  host: "sobremesa.mx",
  production: true,
};

describe("originAllowed (CSRF rule of cookie-authenticated writes)", () => {
  it("lets reads through", () => {
    expect(originAllowed({ ...base, method: "GET" })).toBe(true);
  });

  it("wants the site's Origin on a cookie write", () => {
    expect(originAllowed(base)).toBe(false);
    expect(originAllowed({ ...base, origin: "https://evil.example" })).toBe(false);
    expect(originAllowed({ ...base, origin: "https://sobremesa.mx" })).toBe(true);
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(originAllowed({ ...base, method })).toBe(false);
  });

  it("accepts the request's own host only outside production", () => {
    const local = { ...base, origin: "http://localhost:3001", host: "localhost:3001" };
    expect(originAllowed(local)).toBe(false);
    expect(originAllowed({ ...local, production: false })).toBe(true);
  });

  it("lets API clients write without Origin: Bearer, or no cookie at all; a foreign Origin never", () => {
    expect(originAllowed({ ...base, hasBearer: true })).toBe(true);
    expect(originAllowed({ ...base, hasSessionCookie: false })).toBe(true);
    expect(originAllowed({ ...base, hasSessionCookie: false, origin: "https://evil.example" })).toBe(false);
  });
});

describe("the rs_s_t cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, and Secure unless the site is plain http outside production", () => {
    expect(sessionCookie("tok", true)).toBe("rs_s_t=tok; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure");
    expect(sessionCookie("tok", false)).not.toContain("Secure");
    expect(clearedSessionCookie(true)).toBe("rs_s_t=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
    expect(sessionOptions(loadConfig({ NODE_ENV: "production", APP_SECRET: "x".repeat(32) })).secure).toBe(true);
    expect(sessionOptions(loadConfig({ NODE_ENV: "development" })).secure).toBe(false);
    expect(sessionOptions(loadConfig({ NODE_ENV: "test", SITE_URL: "https://x.example" })).secure).toBe(true);
  });
});
