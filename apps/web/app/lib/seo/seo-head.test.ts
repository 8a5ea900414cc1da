import { describe, expect, it } from "vitest";
import { mergeMeta, seoHead } from "./seo-head";

describe("seoHead", () => {
  it("turns general names into meta names, and the name title into the document title", () => {
    expect(seoHead({ general_names: { title: "La Casa", description: "Mole y mezcal", keywords: "mole" } })).toEqual([
      { title: "La Casa" },
      { name: "description", content: "Mole y mezcal" },
      { name: "keywords", content: "mole" },
    ]);
  });

  it("prefixes Open Graph properties with og: unless they carry a prefix already", () => {
    expect(
      seoHead({ general_properties: { title: "T", "og:type": "restaurant", "article:author": "Sobremesa" } }),
    ).toEqual([
      { property: "og:title", content: "T" },
      { property: "og:type", content: "restaurant" },
      { property: "article:author", content: "Sobremesa" },
    ]);
  });

  it("reads an image object: url is the image, other keys sub-properties", () => {
    expect(
      seoHead({
        general_properties: {
          image: { url: "https://cdn.example/a.jpg", width: 1200, height: 630, alt: "Terraza", type: "image/jpeg" },
        },
      }),
    ).toEqual([
      { property: "og:image", content: "https://cdn.example/a.jpg" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: "Terraza" },
      { property: "og:image:type", content: "image/jpeg" },
    ]);
  });

  it("accepts a plain image URL and a list of images", () => {
    expect(seoHead({ general_properties: { image: "https://cdn.example/a.jpg" } })).toEqual([
      { property: "og:image", content: "https://cdn.example/a.jpg" },
    ]);
    expect(
      seoHead({
        general_properties: { image: [{ url: "https://cdn.example/a.jpg", width: 10 }, "https://cdn.example/b.jpg"] },
      }),
    ).toEqual([
      { property: "og:image", content: "https://cdn.example/a.jpg" },
      { property: "og:image:width", content: "10" },
      { property: "og:image", content: "https://cdn.example/b.jpg" },
    ]);
  });

  it("maps Twitter fields to twitter:* names and Facebook fields to fb:* properties", () => {
    expect(
      seoHead({
        socials: {
          twitter: {
            card: "summary_large_image",
            "twitter:site": "@sobremesa",
            image: { url: "https://x.example/i.png", alt: "Logo" },
          },
          facebook: { app_id: "123", "og:see_also": "https://sobremesa.example" },
        },
      }),
    ).toEqual([
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:site", content: "@sobremesa" },
      { name: "twitter:image", content: "https://x.example/i.png" },
      { name: "twitter:image:alt", content: "Logo" },
      { property: "fb:app_id", content: "123" },
      { property: "og:see_also", content: "https://sobremesa.example" },
    ]);
  });

  it("skips empty values, objects without url and missing data", () => {
    expect(seoHead(null)).toEqual([]);
    expect(seoHead({})).toEqual([]);
    expect(
      seoHead({
        general_names: { description: "  ", keywords: null },
        general_properties: { image: { width: 100 }, title: undefined },
        socials: { twitter: { card: "" } },
      }),
    ).toEqual([]);
  });
});

describe("mergeMeta", () => {
  it("replaces base tags with the same title, name or property and keeps the rest", () => {
    const merged = mergeMeta(
      [
        { title: "Base" },
        { name: "description", content: "Base" },
        { property: "og:image", content: "a.jpg" },
        { property: "og:image:width", content: "10" },
        { tagName: "link", rel: "canonical", href: "https://a.example/" },
      ],
      [{ title: "Page" }, { property: "og:image", content: "b.jpg" }],
    );
    expect(merged).toEqual([
      { name: "description", content: "Base" },
      { tagName: "link", rel: "canonical", href: "https://a.example/" },
      { title: "Page" },
      { property: "og:image", content: "b.jpg" },
    ]);
  });
});
