import type { ListingResolution, PlaceResult } from "@sobremesa/domain/search";

/** A resolved listing as the search service answers for /mx/jalisco/guadalajara/bares/ (tests only). */
export function guadalajaraBars(overrides: Partial<ListingResolution> = {}): ListingResolution {
  return {
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
        breadcrumbs: [
          { name: "Inicio", path: "/" },
          { name: "México", path: "/mx/" },
          { name: "Jalisco", path: "/mx/jalisco/" },
          { name: "Guadalajara", path: "/mx/jalisco/guadalajara/" },
          { name: "Bares en Guadalajara", path: "/mx/jalisco/guadalajara/bares/" },
        ],
      },
      en: {
        country: "Mexico",
        state: "Jalisco",
        area: "Guadalajara",
        filters: ["Bars"],
        heading: "Bars in Guadalajara",
        breadcrumbs: [
          { name: "Home", path: "/en/" },
          { name: "Mexico", path: "/en/mx/" },
          { name: "Jalisco", path: "/en/mx/jalisco/" },
          { name: "Guadalajara", path: "/en/mx/jalisco/guadalajara/" },
          { name: "Bars in Guadalajara", path: "/en/mx/jalisco/guadalajara/bars/" },
        ],
      },
    },
    center: { latitude: 20.67, longitude: -103.35 },
    ...overrides,
  };
}

export function place(id: number, overrides: Partial<PlaceResult> = {}): PlaceResult {
  return {
    id,
    slug: `place-${id}`,
    name: `PLACE ${id}`,
    category: "bar",
    cuisine: "Mexicana",
    area: "Americana",
    city: "Guadalajara",
    priceRange: 2,
    score: 4.5,
    reviewCount: 10,
    currency: "MXN",
    imageSeed: id,
    premiumDiscount: null,
    latitude: 20.67,
    longitude: -103.35,
    distanceMeters: null,
    ...overrides,
  };
}
