import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { withPage, withQuery } from "./listing-links";
import { breadcrumbSchema, listingMeta } from "./listing-meta";

const seo = {
  general_names: { title: "Bares en Guadalajara | Sobremesa", description: "Bares en Guadalajara: 12 lugares." },
  general_properties: {
    "og:title": "Bares en Guadalajara | Sobremesa",
    "og:description": "Bares en Guadalajara: 12 lugares.",
    "og:type": "website",
    "og:url": "https://sobremesa.test/mx/jalisco/guadalajara/bares/",
    "og:locale": "es_MX",
    "og:site_name": "Sobremesa",
    "og:image": { url: "https://sobremesa.test/og/bar.png", width: 1200, height: 630, alt: "Bares en Guadalajara" },
  },
  socials: { twitter: { card: "summary_large_image" }, facebook: { "og:locale:alternate": "en_US" } },
};

const head = {
  language: "es" as const,
  countryCode: "mx",
  heading: "Bares en Guadalajara",
  page: 1,
  seo,
  schema: { "@context": "https://schema.org", "@type": "ItemList", numberOfItems: 12 },
  canonical: "/mx/jalisco/guadalajara/bares/",
  alternates: { es: "/mx/jalisco/guadalajara/bares/", en: "/en/mx/jalisco/guadalajara/bars/" },
  noindex: false,
  breadcrumbs: [
    { name: "Inicio", path: "/" },
    { name: "México", path: "/mx/" },
    { name: "Bares en Guadalajara", path: "/mx/jalisco/guadalajara/bares/" },
  ],
};

const find = (meta: MetaDescriptor[], predicate: (descriptor: Record<string, unknown>) => boolean) =>
  meta.filter((descriptor) => predicate(descriptor as Record<string, unknown>));

describe("listingMeta", () => {
  const meta = listingMeta(head, "https://sobremesa.test");

  it("has the service's title, description and Open Graph image", () => {
    expect(meta).toContainEqual({ title: "Bares en Guadalajara | Sobremesa" });
    expect(meta).toContainEqual({ name: "description", content: "Bares en Guadalajara: 12 lugares." });
    expect(meta).toContainEqual({ property: "og:image", content: "https://sobremesa.test/og/bar.png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(find(meta, (descriptor) => descriptor.title !== undefined)).toHaveLength(1);
  });

  it("has the canonical and hreflang alternates with the translated slugs", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://sobremesa.test/mx/jalisco/guadalajara/bares/",
    });
    const alternates = find(meta, (descriptor) => descriptor.rel === "alternate");
    expect(alternates).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "es-MX",
        href: "https://sobremesa.test/mx/jalisco/guadalajara/bares/",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en-US",
        href: "https://sobremesa.test/en/mx/jalisco/guadalajara/bars/",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://sobremesa.test/mx/jalisco/guadalajara/bares/",
      },
    ]);
    expect(find(meta, (descriptor) => descriptor.name === "robots")).toEqual([]);
  });

  it("carries the JSON-LD ItemList and a BreadcrumbList", () => {
    const scripts = find(meta, (descriptor) => "script:ld+json" in descriptor).map(
      (descriptor) => (descriptor as Record<string, unknown>)["script:ld+json"] as Record<string, unknown>,
    );
    expect(scripts.map((script) => script["@type"])).toEqual(["ItemList", "BreadcrumbList"]);
  });

  it("names the page number past the first and keeps out per-visitor pages", () => {
    const second = listingMeta(
      { ...head, page: 2, canonical: "/mx/jalisco/guadalajara/bares/?page=2", noindex: true },
      "https://sobremesa.test",
    );
    expect(second).toContainEqual({ title: "Bares en Guadalajara · Página 2 | Sobremesa" });
    expect(second).toContainEqual({ property: "og:title", content: "Bares en Guadalajara · Página 2 | Sobremesa" });
    expect(second).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://sobremesa.test/mx/jalisco/guadalajara/bares/?page=2",
    });
    expect(second).toContainEqual({ name: "robots", content: "noindex, follow" });
  });
});

/** The BreadcrumbList a trail's head carries, if any. */
const trailOf = (descriptors: ReturnType<typeof breadcrumbSchema>) =>
  descriptors.map(
    (descriptor) => (descriptor as { "script:ld+json": { itemListElement: unknown[] } })["script:ld+json"],
  );

describe("breadcrumbSchema", () => {
  it("lists the trail with absolute URLs, ending with the page", () => {
    expect(trailOf(breadcrumbSchema("https://sobremesa.test", head))[0]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Inicio", item: "https://sobremesa.test/" },
      { "@type": "ListItem", position: 2, name: "México", item: "https://sobremesa.test/mx/" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Bares en Guadalajara",
        item: "https://sobremesa.test/mx/jalisco/guadalajara/bares/",
      },
    ]);
    const cityPage = breadcrumbSchema("https://sobremesa.test", {
      heading: "Restaurantes, bares y antros en México",
      canonical: "/mx/",
      breadcrumbs: [
        { name: "Inicio", path: "/" },
        { name: "México", path: "/mx/" },
      ],
    });
    expect(trailOf(cityPage)[0]?.itemListElement).toHaveLength(2);
  });

  it("writes none for a trail of one crumb, which search engines reject", () => {
    const home = breadcrumbSchema("https://sobremesa.test", {
      heading: "Inicio",
      canonical: "/",
      breadcrumbs: [{ name: "Inicio", path: "/" }],
    });
    expect(home).toEqual([]);
  });
});

describe("listing links", () => {
  it("changes one query parameter, keeping the others in order", () => {
    expect(withQuery("/mx/?precio=1,2&orden=score", { orden: "price" })).toBe("/mx/?precio=1,2&orden=price");
    expect(withQuery("/mx/?precio=1&page=3", { page: null })).toBe("/mx/?precio=1");
    expect(withQuery("/mx/", { orden: null })).toBe("/mx/");
  });

  it("writes page 1 without a parameter", () => {
    expect(withPage("/mx/?tipo-cocina=3", 2)).toBe("/mx/?tipo-cocina=3&page=2");
    expect(withPage("/mx/?page=2", 1)).toBe("/mx/");
  });
});
