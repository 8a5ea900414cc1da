import { languages, routeTable } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { pageRouteOfId, pageRouteOfRequest, routerPath } from "./page-route";

const request = (path: string) => new Request(new URL(path, "https://sobremesa.example"));

describe("pageRouteOfRequest", () => {
  it("finds every route of the table from the pattern React Router matched", () => {
    for (const route of routeTable) {
      for (const language of languages) {
        const pattern = `/${routerPath(route.path[language])}`;
        expect(pageRouteOfRequest({ pattern, request: request("/") }), pattern).toEqual({ route, language });
      }
    }
  });

  it("knows nothing of the catch-all routes", () => {
    expect(pageRouteOfRequest({ pattern: "*", request: request("/a/b/c/d/e/f/") })).toBeUndefined();
    expect(pageRouteOfRequest({ pattern: "en/*", request: request("/en/a/b/c/d/e/f/") })).toBeUndefined();
  });

  it("falls back to the table's matcher on the URL without a pattern", () => {
    expect(pageRouteOfRequest({ request: request("/en/place/la-casa/menu/") })).toMatchObject({
      route: { id: "place-menu" },
      language: "en",
    });
  });
});

describe("pageRouteOfId", () => {
  it("reads the language and the table route from a React Router route id", () => {
    expect(pageRouteOfId("en-place")).toMatchObject({ route: { id: "place" }, language: "en" });
    expect(pageRouteOfId("es-premium-b-checkout")).toMatchObject({ route: { id: "premium-b-checkout" } });
    expect(pageRouteOfId("layout-default")).toBeUndefined();
    expect(pageRouteOfId("es-catch-all")).toBeUndefined();
    expect(pageRouteOfId(undefined)).toBeUndefined();
  });
});
