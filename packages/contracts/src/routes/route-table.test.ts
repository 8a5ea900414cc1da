import { describe, expect, it } from "vitest";
import { alternatePath, invalidParams, matchRoute, pathFor, routeById } from "./route-match.ts";
import { assertKnownGuards, type guards, routeTable } from "./route-table.ts";

describe("the route table", () => {
  it("gives every route a Spanish path and an English path under /en, both with a trailing slash", () => {
    for (const route of routeTable) {
      expect(route.path.es.endsWith("/"), route.id).toBe(true);
      expect(route.path.en.startsWith("/en/"), route.id).toBe(true);
      expect(route.path.es.startsWith("/en/"), route.id).toBe(false);
    }
  });

  it("has unique ids and unique paths", () => {
    expect(new Set(routeTable.map((route) => route.id)).size).toBe(routeTable.length);
    const paths = routeTable.flatMap((route) => [route.path.es, route.path.en]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("translates the slugs the spec translates", () => {
    expect(pathFor("place-reserve", "en", { slug: "la-casa" })).toBe("/en/place/la-casa/reserve/");
    expect(pathFor("experience-buy", "en", { slug: "tour" })).toBe("/en/thing-to-do/tour/buy/");
    expect(pathFor("user-panel", "en")).toBe("/en/user-panel/");
    expect(pathFor("user-panel-invoice", "es", { invoiceId: "in_1" })).toBe("/panel-de-usuario/facturas/in_1/");
    expect(pathFor("user-panel-invoice", "en", { invoiceId: "in_1" })).toBe("/en/user-panel/invoices/in_1/");
    expect(routeById("user-panel-invoice").guards).toEqual(["auth"]);
    expect(pathFor("franchises", "es")).toBe("/cadenas-de-restaurantes-bares-y-antros/");
  });

  it("gives every plan a checkout behind the club-member redirect, a thanks page and an already-member page", () => {
    for (const plan of ["premium", "premium-b", "plus"]) {
      expect(routeById(`${plan}-checkout`).guards, plan).toEqual(["club-member-redirect"]);
      for (const step of ["checkout", "thanks", "already-member"]) {
        const route = routeById(`${plan}-${step}`);
        expect(route.layout, route.id).toBe("no-header-no-footer");
        expect(route.indexable, route.id).toBe(false);
      }
    }
    expect(pathFor("plus-thanks", "en")).toBe("/en/plus/checkout/thank-you-for-your-purchase/");
  });

  it("refuses an unknown guard, naming it", () => {
    const broken = [{ ...routeTable[0]!, guards: ["vip-only" as (typeof guards)[number]] }];
    expect(() => assertKnownGuards(broken)).toThrow('Unknown guard "vip-only" on route home');
  });
});

describe("matchRoute", () => {
  it.each([
    ["/", "home", "es", {}],
    ["/en/", "home", "en", {}],
    ["/mx/", "country", "es", { countryCode: "mx" }],
    ["/mx/plus/", "country-plus", "es", { countryCode: "mx" }],
    [
      "/en/co/antioquia/medellin/",
      "city",
      "en",
      { countryCode: "co", stateOrSlug: "antioquia", cityOrColonyOrSlug: "medellin" },
    ],
    ["/lugar/proceso-de-reservacion/", "reservation-process", "es", {}],
    ["/lugar/la-casa/", "place", "es", { profileSlug: "la-casa" }],
    ["/planes-que-hacer/gracias-por-tu-compra/", "experiences-thanks", "es", {}],
    ["/planes-que-hacer/mx/", "experiences-country", "es", { countryCode: "mx" }],
    ["/stores/detail/cafe/", "store-product", "es", { slug: "cafe" }],
    ["/stores/checkout/", "store-checkout", "es", {}],
    ["/en/premium-b/checkout/thank-you-for-your-purchase/", "premium-b-thanks", "en", {}],
    ["/plus/", "plus", "es", {}],
    ["/plus/checkout/", "plus-checkout", "es", {}],
    ["/plus/checkout/gracias-por-tu-compra/", "plus-thanks", "es", {}],
    ["/plus/already-member/", "plus-already-member", "es", {}],
    ["/en/plus/checkout/", "plus-checkout", "en", {}],
    ["/en/plus/checkout/thank-you-for-your-purchase/", "plus-thanks", "en", {}],
    ["/en/plus/already-member/", "plus-already-member", "en", {}],
    ["/test/12/", "test", "es", { id: "12" }],
  ])("%s is %s (%s)", (pathname, id, language, params) => {
    expect(matchRoute(pathname)).toMatchObject({ route: { id }, language, params });
  });

  it("matches nothing for a shape no route has", () => {
    expect(matchRoute("/a/b/c/d/e/f/")).toBeUndefined();
  });
});

describe("invalidParams", () => {
  it("wants countryCode as exactly two lowercase letters and id as digits", () => {
    expect(invalidParams({ countryCode: "mx" })).toEqual([]);
    expect(invalidParams({ countryCode: "MX" })).toEqual(["countryCode"]);
    expect(invalidParams({ countryCode: "mex" })).toEqual(["countryCode"]);
    expect(invalidParams({ id: "12a" })).toEqual(["id"]);
    expect(invalidParams({ slug: "anything" })).toEqual([]);
  });
});

describe("alternatePath", () => {
  it("lands on the same page in the other language, translated slugs and query included", () => {
    expect(alternatePath("/lugar/la-casa/reservar/", "?date=2026-12-01", "en")).toBe(
      "/en/place/la-casa/reserve/?date=2026-12-01",
    );
    expect(alternatePath("/en/things-to-do/thank-you-for-your-purchase/", "", "es")).toBe(
      "/planes-que-hacer/gracias-por-tu-compra/",
    );
    expect(alternatePath("/mx/jalisco/", "", "en")).toBe("/en/mx/jalisco/");
    expect(alternatePath("/en/", "", "es")).toBe("/");
  });

  it("sends an unknown page to the other language's home", () => {
    expect(alternatePath("/a/b/c/d/e/f/", "", "en")).toBe("/en/");
  });
});
