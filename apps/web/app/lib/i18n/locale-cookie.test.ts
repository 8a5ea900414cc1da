import { localeCookie } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { rememberLanguage } from "./locale-cookie";

describe("rememberLanguage", () => {
  it("sets a 365-day locale cookie when the language changed, and leaves it alone otherwise", () => {
    const jar = { cookie: "other=1" };
    rememberLanguage("en", jar, false);
    expect(jar.cookie).toBe("locale=en; Path=/; Max-Age=31536000; SameSite=Lax");
    const unchanged = { cookie: "a=1; locale=es" };
    rememberLanguage("es", unchanged, true);
    expect(unchanged.cookie).toBe("a=1; locale=es");
  });

  it("marks the cookie Secure on https", () => {
    expect(localeCookie("es", true)).toBe("locale=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });
});
