import { matchRoute } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { cityPremiumPath, membershipPath, placePremiumData, placePremiumPath } from "./place-premium-data";
import { placePage } from "./test-fixtures";

describe("place premium paths", () => {
  it("builds the canonical path from the place's country, state and city (never its colony)", () => {
    const place = { countryCode: "mx", stateSlug: "jalisco", citySlug: "guadalajara", slug: "la-casa" };
    expect(placePremiumPath("es", place)).toBe("/mx/jalisco/guadalajara/la-casa/premium/");
    expect(placePremiumPath("en", place)).toBe("/en/mx/jalisco/guadalajara/la-casa/premium/");
    expect(matchRoute(placePremiumPath("en", place))?.route.id).toBe("place-premium");
  });

  it("links the city's Premium listing and the membership page through the route table", () => {
    const city = { countryCode: "co", stateSlug: "antioquia", citySlug: "medellin" };
    expect(cityPremiumPath("es", city)).toBe("/co/antioquia/medellin/premium/");
    expect(cityPremiumPath("en", city)).toBe("/en/co/antioquia/medellin/premium/");
    expect(membershipPath("es")).toBe("/plus/");
    expect(membershipPath("en")).toBe("/en/plus/");
  });
});

describe("placePremiumData", () => {
  it("shows the title-cased name, where the place is and its benefit, in the page's language", () => {
    const data = placePremiumData(placePage(), "es");
    expect(data).toMatchObject({
      routeId: "place-premium",
      language: "es",
      countryCode: "mx",
      heading: "La Casa del Mole",
      where: "Americana, Guadalajara",
      cityName: "Guadalajara",
      place: { category: "restaurant", cuisine: "Mexicana", premiumDiscount: 15, priceRange: 2, score: 4.6 },
      canonical: "/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/",
      alternates: {
        es: "/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/",
        en: "/en/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/",
      },
      links: {
        membership: "/plus/",
        place: "/lugar/la-casa-del-mole-guadalajara/",
        cityPremium: "/mx/jalisco/guadalajara/premium/",
      },
      noindex: false,
    });
    // JSON-LD names the place as the page does.
    expect(data.schema).toMatchObject({ "@type": "Restaurant", name: "La Casa del Mole" });
  });

  it("leads from country to state to city to the place, this page last", () => {
    expect(placePremiumData(placePage(), "en").breadcrumbs).toEqual([
      { name: "México", path: "/en/mx/" },
      { name: "Jalisco", path: "/en/mx/jalisco/" },
      { name: "Guadalajara", path: "/en/mx/jalisco/guadalajara/" },
      { name: "La Casa del Mole", path: "/en/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/" },
    ]);
  });

  it("names the city alone when the place has no colony", () => {
    const data = placePremiumData(placePage({ area: "Guadalajara", colonyName: null, colonySlug: null }), "en");
    expect(data.where).toBe("Guadalajara");
    expect(data.links.place).toBe("/en/place/la-casa-del-mole-guadalajara/");
  });

  it("treats a missing or zero benefit as none, and keeps those pages out of search results", () => {
    for (const premiumDiscount of [null, 0]) {
      const data = placePremiumData(placePage({ premiumDiscount }), "es");
      expect(data.place.premiumDiscount).toBeNull();
      expect(data.noindex).toBe(true);
    }
  });
});
