import { type Language, routeById } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { alreadyMemberRouteId, evaluateGuards, signInPath } from "./guard-rules";

function input(id: string, language: Language, path: string, options: { signedIn?: boolean; member?: boolean } = {}) {
  return {
    page: { route: routeById(id), language },
    url: new URL(path, "https://sobremesa.example"),
    params: {},
    signedIn: options.signedIn ?? false,
    member: options.member ?? false,
  };
}

describe("the auth guard", () => {
  it("sends a signed-out visitor to the home page with the sign-in panel and the way back", () => {
    expect(evaluateGuards(input("user-panel", "es", "/panel-de-usuario/"), [])).toEqual({
      kind: "redirect",
      to: "/?login=1&next=%2Fpanel-de-usuario%2F",
    });
    expect(evaluateGuards(input("user-panel", "en", "/en/user-panel/?tab=orders"), [])).toEqual({
      kind: "redirect",
      to: "/en/?login=1&next=%2Fen%2Fuser-panel%2F%3Ftab%3Dorders",
    });
  });

  it("lets a signed-in visitor through", () => {
    expect(evaluateGuards(input("user-panel", "es", "/panel-de-usuario/", { signedIn: true }), [])).toEqual({
      kind: "continue",
    });
  });

  it("does not guard pages without the auth guard", () => {
    expect(evaluateGuards(input("privacy", "es", "/aviso-de-privacidad/"), [])).toEqual({ kind: "continue" });
  });

  it("never puts an unsafe return path in the sign-in link", () => {
    expect(signInPath("es", "//evil.example/")).toBe("/?login=1");
    expect(signInPath("en", "https://evil.example/")).toBe("/en/?login=1");
    expect(signInPath("es", "/lugar/x/")).toBe("/?login=1&next=%2Flugar%2Fx%2F");
  });
});

describe("the club-member-redirect guard", () => {
  it("sends a member from a checkout to its already-member page, in both languages", () => {
    const member = { member: true };
    expect(evaluateGuards(input("premium-checkout", "es", "/premium/checkout/", member), [])).toEqual({
      kind: "redirect",
      to: "/premium/already-member/",
    });
    expect(evaluateGuards(input("premium-b-checkout", "es", "/premium-b/checkout/", member), [])).toEqual({
      kind: "redirect",
      to: "/premium-b/already-member/",
    });
    expect(evaluateGuards(input("premium-checkout", "en", "/en/premium/checkout/?plan=year", member), [])).toEqual({
      kind: "redirect",
      to: "/en/premium/already-member/?plan=year",
    });
    expect(evaluateGuards(input("premium-b-checkout", "en", "/en/premium-b/checkout/", member), [])).toEqual({
      kind: "redirect",
      to: "/en/premium-b/already-member/",
    });
  });

  it("sends a member from the Plus checkout to the Plus already-member page", () => {
    expect(evaluateGuards(input("plus-checkout", "en", "/en/plus/checkout/", { member: true }), [])).toEqual({
      kind: "redirect",
      to: "/en/plus/already-member/",
    });
  });

  it("lets a visitor who is not a member check out", () => {
    expect(evaluateGuards(input("premium-checkout", "es", "/premium/checkout/"), [])).toEqual({ kind: "continue" });
  });

  it("pairs every guarded checkout of the table with an already-member page", () => {
    expect(alreadyMemberRouteId("premium-checkout")).toBe("premium-already-member");
    expect(alreadyMemberRouteId("premium-b-checkout")).toBe("premium-b-already-member");
    expect(alreadyMemberRouteId("plus-checkout")).toBe("plus-already-member");
    expect(alreadyMemberRouteId("store-checkout")).toBeUndefined();
    expect(alreadyMemberRouteId("plus")).toBeUndefined();
  });
});

describe("parameter validation", () => {
  it("is a 404 whose message is Page Not Found plus the path, before any other guard", () => {
    expect(evaluateGuards(input("country", "es", "/MX/"), ["countryCode"])).toEqual({
      kind: "not-found",
      message: "Page Not Found /MX/",
    });
    expect(evaluateGuards(input("user-panel", "es", "/test/abc/"), ["id"])).toEqual({
      kind: "not-found",
      message: "Page Not Found /test/abc/",
    });
  });
});
