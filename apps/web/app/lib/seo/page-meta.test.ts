import { describe, expect, it } from "vitest";
import { alternateLinks, pageMeta, siteUrlOf } from "./page-meta";

describe("pageMeta", () => {
  const meta = pageMeta({
    language: "en",
    title: "Title",
    description: "Description",
    siteUrl: "https://sobremesa.example",
    pathname: "/en/",
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
    expect(meta).toContainEqual({ property: "og:url", content: "https://sobremesa.example/en/" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
  });

  it("lets the page's SEO data override the defaults field by field", () => {
    const withSeo = pageMeta({
      language: "es",
      title: "Título",
      description: "Descripción",
      siteUrl: "https://sobremesa.example",
      pathname: "/lugar/la-casa/",
      seo: {
        general_names: { description: "Otra descripción" },
        general_properties: { title: "OG propio", image: { url: "https://cdn.example/a.jpg", width: 1200 } },
      },
    });
    expect(withSeo.filter((tag) => "name" in tag && tag.name === "description")).toEqual([
      { name: "description", content: "Otra descripción" },
    ]);
    expect(withSeo).toContainEqual({ property: "og:title", content: "OG propio" });
    expect(withSeo).not.toContainEqual({ property: "og:title", content: "Título" });
    expect(withSeo).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(withSeo).toContainEqual({ title: "Título" });
  });

  it("marks pages that should stay out of search results", () => {
    const hidden = pageMeta({
      language: "es",
      title: "T",
      description: "D",
      siteUrl: "https://a.example",
      pathname: "/checkout/",
      noindex: true,
    });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });
});

describe("alternateLinks", () => {
  it("uses the route table, translated slugs and parameters included", () => {
    expect(alternateLinks("https://a.example", "/lugar/la-casa/reservar/")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "es-MX", href: "https://a.example/lugar/la-casa/reservar/" },
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: "https://a.example/en/place/la-casa/reserve/" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://a.example/lugar/la-casa/reservar/" },
    ]);
  });

  it("names the page's country in the Spanish one when it has one (a place in Colombia or Costa Rica)", () => {
    expect(alternateLinks("https://a.example", "/en/place/la-casa/menu/", "co")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "es-CO", href: "https://a.example/lugar/la-casa/menu/" },
      { tagName: "link", rel: "alternate", hrefLang: "en-US", href: "https://a.example/en/place/la-casa/menu/" },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "https://a.example/lugar/la-casa/menu/" },
    ]);
    const meta = pageMeta({
      language: "es",
      title: "T",
      description: "D",
      siteUrl: "https://a.example",
      pathname: "/lugar/la-casa/reservar/",
      countryCode: "cr",
    });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "es-CR",
      href: "https://a.example/lugar/la-casa/reservar/",
    });
  });

  it("gives none for a path no route has", () => {
    expect(alternateLinks("https://a.example", "/a/b/c/d/e/f/")).toEqual([]);
  });
});

describe("siteUrlOf", () => {
  it("reads the root loader's site URL and falls back to localhost", () => {
    expect(siteUrlOf([{ id: "root", loaderData: { siteUrl: "https://a.example" } }])).toBe("https://a.example");
    expect(siteUrlOf([undefined, { id: "es-home" }])).toBe("http://localhost:3000");
  });
});
