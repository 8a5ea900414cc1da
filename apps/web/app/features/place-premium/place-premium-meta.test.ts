import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { placePremiumData } from "./place-premium-data";
import { placePremiumCopy, placePremiumMeta } from "./place-premium-meta";
import { placePage } from "./test-fixtures";

const SITE = "https://sobremesa.test";

const property = (meta: MetaDescriptor[], name: string) =>
  meta.find((descriptor) => (descriptor as { property?: string }).property === name) as { content: string } | undefined;
const named = (meta: MetaDescriptor[], name: string) =>
  meta.find((descriptor) => (descriptor as { name?: string }).name === name) as { content: string } | undefined;
const links = (meta: MetaDescriptor[], rel: string) =>
  meta.filter((descriptor) => "tagName" in descriptor && descriptor.rel === rel) as {
    hrefLang?: string;
    href: string;
  }[];

describe("placePremiumCopy", () => {
  it("titles and describes the benefit in Spanish and English", () => {
    const spanish = placePremiumCopy(placePremiumData(placePage(), "es"));
    expect(spanish.title).toBe("La Casa del Mole: beneficio Premium | Sobremesa");
    expect(spanish.description).toBe(
      "15% de descuento en tu cuenta en La Casa del Mole (Americana, Guadalajara) con Sobremesa Premium. Reserva con Sobremesa y prueba Premium 30 días gratis.",
    );
    expect(spanish.imageAlt).toBe("Restaurante La Casa del Mole en Americana, Guadalajara");
    const english = placePremiumCopy(placePremiumData(placePage(), "en"));
    expect(english.title).toBe("La Casa del Mole: Premium benefit | Sobremesa");
    expect(english.description).toMatch(/^15% off your bill at La Casa del Mole \(Americana, Guadalajara\)/);
  });

  it("says honestly when the place has no benefit yet", () => {
    const copy = placePremiumCopy(placePremiumData(placePage({ premiumDiscount: null }), "en"));
    expect(copy.description).toBe(
      "La Casa del Mole (Americana, Guadalajara) has no Premium benefit yet. Discover places in Guadalajara with a discount for Sobremesa Premium members.",
    );
  });
});

describe("placePremiumMeta", () => {
  it("gives the title, canonical, hreflang alternates and x-default, Open Graph and JSON-LD", () => {
    const meta = placePremiumMeta(placePremiumData(placePage(), "en"), SITE);
    expect(meta).toContainEqual({ title: "La Casa del Mole: Premium benefit | Sobremesa" });
    expect(named(meta, "description")?.content).toMatch(/^15% off/);
    expect(links(meta, "canonical")).toEqual([
      expect.objectContaining({ href: `${SITE}/en/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/` }),
    ]);
    expect(links(meta, "alternate").map(({ hrefLang, href }) => [hrefLang, href])).toEqual([
      ["es-MX", `${SITE}/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/`],
      ["en-US", `${SITE}/en/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/`],
      ["x-default", `${SITE}/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/`],
    ]);
    expect(property(meta, "og:title")?.content).toBe("La Casa del Mole: Premium benefit | Sobremesa");
    expect(property(meta, "og:url")?.content).toBe(
      `${SITE}/en/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/`,
    );
    expect(property(meta, "og:locale")?.content).toBe("en_US");
    expect(property(meta, "og:locale:alternate")?.content).toBe("es_MX");
    expect(property(meta, "og:image")?.content).toBe(`${SITE}/og/restaurant.png`);
    expect(property(meta, "og:image:width")?.content).toBe("1200");
    expect(named(meta, "twitter:card")?.content).toBe("summary_large_image");
    expect(named(meta, "robots")).toBeUndefined();
    const schemas = meta.flatMap((descriptor) =>
      "script:ld+json" in descriptor ? [descriptor["script:ld+json"] as Record<string, unknown>] : [],
    );
    expect(schemas[0]).toMatchObject({ "@type": "Restaurant", name: "La Casa del Mole" });
    expect(schemas[1]).toMatchObject({ "@type": "BreadcrumbList" });
    expect((schemas[1] as { itemListElement: unknown[] }).itemListElement).toHaveLength(4);
  });

  it("uses the place's country in the Spanish hreflang and keeps places without a benefit unindexed", () => {
    const data = placePremiumData(
      placePage({ premiumDiscount: null, countryCode: "co", stateSlug: "antioquia", citySlug: "medellin" }),
      "es",
    );
    const meta = placePremiumMeta(data, SITE);
    expect(links(meta, "alternate")[0]).toMatchObject({ hrefLang: "es-CO" });
    expect(property(meta, "og:locale")?.content).toBe("es_CO");
    expect(named(meta, "robots")?.content).toBe("noindex, follow");
  });
});
