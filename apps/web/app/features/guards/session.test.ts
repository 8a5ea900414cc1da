import { describe, expect, it } from "vitest";
import { isMember, isSignedIn, readCookie } from "./session";

const withCookie = (cookie?: string) =>
  new Request("https://sobremesa.example/", cookie ? { headers: { cookie } } : undefined);

describe("session", () => {
  it("reads one cookie among several", () => {
    expect(readCookie(withCookie("a=1; rs_s_t=token%20x; b=2"), "rs_s_t")).toBe("token x");
    expect(readCookie(withCookie("xrs_s_t=1"), "rs_s_t")).toBeUndefined();
    expect(readCookie(withCookie(), "rs_s_t")).toBeUndefined();
  });

  it("treats a visitor with a non-empty rs_s_t cookie as signed in (until real sessions arrive)", () => {
    expect(isSignedIn(withCookie("rs_s_t=abc"))).toBe(true);
    expect(isSignedIn(withCookie("rs_s_t="))).toBe(false);
    expect(isSignedIn(withCookie("user=abc"))).toBe(false);
    expect(isSignedIn(withCookie())).toBe(false);
  });

  it("has no members until membership status arrives", () => {
    expect(isMember(withCookie("rs_s_t=abc"))).toBe(false);
  });
});
