import type { PlacePage, PlaceSummary } from "@sobremesa/domain/search";

/** A place of Guadalajara's Americana colony as the search service answers it (tests only). */
export function placeSummary(overrides: Partial<PlaceSummary> = {}): PlaceSummary {
  return {
    id: 7,
    slug: "la-casa-del-mole-guadalajara",
    name: "LA CASA DEL MOLE",
    category: "restaurant",
    cuisine: "Mexicana",
    area: "Americana",
    city: "Guadalajara",
    priceRange: 2,
    score: 4.6,
    reviewCount: 120,
    currency: "MXN",
    imageSeed: 11,
    premiumDiscount: 15,
    latitude: 20.673,
    longitude: -103.363,
    address: "Av. Vallarta 1234",
    countryCode: "mx",
    countryName: "México",
    stateName: "Jalisco",
    stateSlug: "jalisco",
    citySlug: "guadalajara",
    colonyName: "Americana",
    colonySlug: "americana",
    ...overrides,
  };
}

export function placePage(overrides: Partial<PlaceSummary> = {}): PlacePage {
  const place = placeSummary(overrides);
  return {
    place,
    schema: { "@context": "https://schema.org", "@type": "Restaurant", name: place.name },
    image: { url: `https://sobremesa.test/og/${place.category}.png`, width: 1200, height: 630 },
  };
}
