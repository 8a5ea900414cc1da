import { describe, expect, it } from "vitest";
import { languageOf } from "./language-of";

const request = (path: string) => new Request(`https://sobremesa.test${path}`);

describe("languageOf", () => {
  it("takes the language of the matched route's pattern", () => {
    expect(languageOf({ request: request("/en/place/la-docena/"), pattern: "/en/place/:slug" })).toBe("en");
    expect(languageOf({ request: request("/lugar/la-docena/"), pattern: "/lugar/:slug" })).toBe("es");
  });

  it("matches the URL on the route table without a pattern", () => {
    expect(languageOf({ request: request("/en/stores/") })).toBe("en");
    expect(languageOf({ request: request("/plus/") })).toBe("es");
  });

  it("prefers React Router's normalised URL to the request's", () => {
    expect(languageOf({ request: request("/plus.data"), url: new URL("https://sobremesa.test/en/plus/") })).toBe("en");
  });

  it("reads the path's prefix off the route table", () => {
    expect(languageOf({ request: request("/en/no-such-page/") })).toBe("en");
    expect(languageOf({ request: request("/no-such-page/") })).toBe("es");
  });
});
