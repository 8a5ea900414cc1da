import { coverArtPath } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import type { ListingResolution } from "./listing-path.ts";
import { headerColor, listingSchema, listingSeo, placeProfileSchema, placeSchema } from "./page-seo.ts";
import type { PlaceResult } from "./search-schemas.ts";

const resolution: ListingResolution = {
  kind: "listing",
  listing: "places",
  language: "es",
  countryId: 142,
  countryCode: "mx",
  stateId: 4857,
  cityId: 142544,
  colonyId: null,
  areaType: "city",
  filters: [{ class: "category", id: 2, slug: "bares", name: { es: "Bares", en: "Bars" } }],
  nearMe: false,
  premium: false,
  plus: false,
  canonicalPath: "/mx/jalisco/guadalajara/bares/",
  alternates: { es: "/mx/jalisco/guadalajara/bares/", en: "/en/mx/jalisco/guadalajara/bars/" },
  names: {
    es: {
      country: "México",
      state: "Jalisco",
      area: "Guadalajara",
      filters: ["Bares"],
      heading: "Bares en Guadalajara",
      breadcrumbs: [],
    },
    en: {
      country: "Mexico",
      state: "Jalisco",
      area: "Guadalajara",
      filters: ["Bars"],
      heading: "Bars in Guadalajara",
      breadcrumbs: [],
    },
  },
  center: { latitude: 20.67, longitude: -103.35 },
};

const place = (overrides: Partial<PlaceResult>): PlaceResult => ({
  id: 1,
  slug: "cantina-la-fuente-guadalajara",
  name: "Cantina La Fuente",
  category: "bar",
  cuisine: null,
  area: "Americana",
  city: "Guadalajara",
  priceRange: 2,
  score: 4.6,
  reviewCount: 120,
  currency: "MXN",
  imageSeed: 7,
  premiumDiscount: null,
  latitude: 20.673,
  longitude: -103.363,
  distanceMeters: null,
  ...overrides,
});

describe("listing SEO data", () => {
  it("titles, describes and shares the page in its language, with the image as an object", () => {
    const spanish = listingSeo({ resolution, total: 1234, siteUrl: "https://sobremesa.mx", language: "es" });
    expect(spanish.general_names).toEqual({
      title: "Bares en Guadalajara | Sobremesa",
      description:
        "Bares en Guadalajara: 1,234 lugares para reservar en Sobremesa. Mira fotos, precios y calificaciones y reserva tu mesa.",
    });
    expect(spanish.general_properties).toMatchObject({
      "og:type": "website",
      "og:url": "https://sobremesa.mx/mx/jalisco/guadalajara/bares/",
      "og:locale": "es_MX",
      "og:image": { url: "https://sobremesa.mx/og/bar.png", width: 1200, height: 630, alt: "Bares en Guadalajara" },
    });
    expect(spanish.socials.facebook).toEqual({ "og:locale:alternate": "en_US" });
    const english = listingSeo({ resolution, total: 1, siteUrl: "https://sobremesa.mx", language: "en" });
    expect(english.general_names.description).toMatch(/^Bars in Guadalajara: 1 place to book on Sobremesa\./);
    expect(english.general_properties["og:url"]).toBe("https://sobremesa.mx/en/mx/jalisco/guadalajara/bars/");
    expect(listingSeo({ resolution, total: 0, siteUrl: "", language: "es" }).general_names.description).toContain(
      "pronto",
    );
  });

  it("describes the first results as an ItemList of bars, restaurants and clubs with geo and rating", () => {
    const schema = listingSchema({
      resolution,
      results: [
        place({}),
        place({ id: 2, slug: "x", category: "restaurant", cuisine: "Mexicana", reviewCount: 0, area: "Guadalajara" }),
        place({ id: 3, slug: "y", category: "nightclub" }),
      ],
      total: 3,
      siteUrl: "https://sobremesa.mx",
      language: "es",
      placePath: (slug) => `/lugar/${slug}/`,
    }) as { itemListElement: { position: number; item: Record<string, unknown> }[] };
    expect(schema).toMatchObject({ "@type": "ItemList", numberOfItems: 3, name: "Bares en Guadalajara" });
    const [bar, restaurant, club] = schema.itemListElement;
    expect(bar).toMatchObject({
      position: 1,
      item: {
        "@type": "BarOrPub",
        url: "https://sobremesa.mx/lugar/cantina-la-fuente-guadalajara/",
        priceRange: "$$",
        address: { addressLocality: "Americana, Guadalajara", addressCountry: "MX" },
        geo: { "@type": "GeoCoordinates", latitude: 20.673, longitude: -103.363 },
        aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 120, bestRating: 5 },
      },
    });
    expect(restaurant!.item).toMatchObject({
      "@type": "Restaurant",
      servesCuisine: "Mexicana",
      acceptsReservations: true,
      image: `https://sobremesa.mx${coverArtPath(7, "restaurant", "Mexicana")}`,
    });
    expect(restaurant!.item.aggregateRating).toBeUndefined();
    expect(restaurant!.item.address).toMatchObject({ addressLocality: "Guadalajara" });
    expect(club!.item["@type"]).toBe("NightClub");
    // Each place shows its own cover, not one picture for all.
    expect(bar!.item.image).toBe(`https://sobremesa.mx${coverArtPath(7, "bar", null)}`);
    expect(new Set(schema.itemListElement.map((entry) => entry.item.image)).size).toBe(3);
  });

  it("gives a night club only a night club's properties: no cuisine, reservations or menu", () => {
    const schema = placeProfileSchema(
      {
        ...place({ category: "nightclub", cuisine: "Coctelería" }),
        cuisines: ["Coctelería"],
        hours: [],
        description: "Música en vivo hasta el amanecer.",
      },
      { siteUrl: "https://sobremesa.mx", countryCode: "mx", placePath: (slug) => `/lugar/${slug}/`, menuPath: "/m/" },
    );
    expect(schema).toMatchObject({ "@type": "NightClub", description: "Música en vivo hasta el amanecer." });
    for (const property of ["servesCuisine", "acceptsReservations", "hasMenu"])
      expect(schema).not.toHaveProperty(property);
  });

  it("describes one place with its street and state when a page knows them", () => {
    const schema = placeSchema(
      { ...place({ category: "restaurant", cuisine: "Mexicana" }), address: "Av. Vallarta 1234", stateName: "Jalisco" },
      { siteUrl: "https://sobremesa.mx", countryCode: "mx", placePath: (slug) => `/en/place/${slug}/` },
    );
    expect(schema).toEqual({
      "@type": "Restaurant",
      name: "Cantina La Fuente",
      url: "https://sobremesa.mx/en/place/cantina-la-fuente-guadalajara/",
      image: `https://sobremesa.mx${coverArtPath(7, "restaurant", "Mexicana")}`,
      priceRange: "$$",
      servesCuisine: "Mexicana",
      acceptsReservations: true,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Av. Vallarta 1234",
        addressLocality: "Americana, Guadalajara",
        addressRegion: "Jalisco",
        addressCountry: "MX",
      },
      geo: { "@type": "GeoCoordinates", latitude: 20.673, longitude: -103.363 },
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.6,
        reviewCount: 120,
        bestRating: 5,
        worstRating: 0,
      },
    });
  });

  it("keeps the brand blue header", () => {
    expect(headerColor(resolution)).toBe("#0071F2");
  });
});
