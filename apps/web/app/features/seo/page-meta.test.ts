import { describe, expect, it } from "vitest";
import { pageMeta, siteUrlOf } from "./page-meta";

describe("pageMeta", () => {
  const meta = pageMeta({
    language: "en",
    title: "Title",
    description: "Description",
    siteUrl: "https://sobremesa.example",
    paths: { es: "/", en: "/en/" },
  });

  it("links the language versions with hreflang and an x-default", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://sobremesa.example/en/" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "es-MX",
      href: "https://sobremesa.example/",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en-US",
      href: "https://sobremesa.example/en/",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://sobremesa.example/",
    });
  });

  it("carries the title, description and Open Graph locale", () => {
    expect(meta).toContainEqual({ title: "Title" });
    expect(meta).toContainEqual({ name: "description", content: "Description" });
    expect(meta).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "es_MX" });
  });
});

describe("siteUrlOf", () => {
  it("reads the root loader's site URL and falls back to localhost", () => {
    expect(siteUrlOf([{ id: "root", loaderData: { siteUrl: "https://a.example" } }])).toBe("https://a.example");
    expect(siteUrlOf([undefined, { id: "es-home" }])).toBe("http://localhost:3000");
  });
});
