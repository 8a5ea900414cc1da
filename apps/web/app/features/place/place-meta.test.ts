import type { PlaceProfile } from "@sobremesa/domain/search";
import { describe, expect, it } from "vitest";
import { placeSummary } from "#app/features/place-premium/test-fixtures.ts";
import { mapsSearchUrl, placePageData } from "./place-data";
import { placeCopy, placeMeta, reservationProcessMeta } from "./place-meta";

const SITE = "https://sobremesa.test";

function profile(overrides: Parameters<typeof placeSummary>[0] = {}): PlaceProfile {
  const summary = placeSummary(overrides);
  return {
    place: {
      ...summary,
      categoryName: "Restaurantes",
      cuisines: [{ id: 1, slug: "mexicana", name: "Mexicana" }],
      foodTypes: [],
      amenities: [{ id: 1, slug: "terraza", name: "Terraza" }],
      description: "Moles de la casa y tortillas hechas a mano en una casona de la colonia Americana.",
      phone: "+52 33 1234 5678",
      timezone: "America/Mexico_City",
      hours: [{ weekday: 2, opensAt: "13:00", closesAt: "23:00" }],
      specialDays: [],
      policy: { cancelUntilHours: 4, depositPerGuest: null, maxPartySize: 12, daysAhead: 60 },
    },
    menu: {
      placeId: summary.id,
      sections: [
        {
          id: 1,
          name: "Antojitos",
          items: [1, 2, 3, 4, 5, 6].map((id) => ({
            id,
            name: `Platillo ${id}`,
            description: "",
            price: 9_500,
            dietaryTags: [],
          })),
        },
        { id: 2, name: "Postres", items: [] },
      ],
    },
    schema: { "@context": "https://schema.org", "@type": "Restaurant", name: summary.name },
    image: { url: `${SITE}/og/restaurant.png`, width: 1200, height: 630 },
  };
}

const byName = (meta: ReturnType<typeof placeMeta>, key: string, value: string) =>
  meta.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("placePageData", () => {
  it("title-cases the name, previews four dishes of the first section and links the place's pages", () => {
    const data = placePageData(profile(), { kind: "place", language: "es", now: 0 });
    expect(data.heading).toBe("La Casa del Mole");
    expect(data.canonical).toBe("/lugar/la-casa-del-mole-guadalajara/");
    expect(data.alternates).toEqual({
      es: "/lugar/la-casa-del-mole-guadalajara/",
      en: "/en/place/la-casa-del-mole-guadalajara/",
    });
    expect(data.menu).toHaveLength(1);
    expect(data.menu[0]?.items).toHaveLength(4);
    expect(data.menuSectionCount).toBe(2);
    expect(data.links.premium).toBe("/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/");
    expect(data.links.reserve).toBe("/lugar/la-casa-del-mole-guadalajara/reservar/");
    expect(data.schema.name).toBe("La Casa del Mole");
  });

  it("sends the whole menu to the menu page and none to the policy page", () => {
    expect(placePageData(profile(), { kind: "place-menu", language: "en", now: 0 }).menu).toHaveLength(2);
    const policy = placePageData(profile(), { kind: "place-payment-policy", language: "en", now: 0 });
    expect(policy.menu).toEqual([]);
    expect(policy.canonical).toBe("/en/place/la-casa-del-mole-guadalajara/payment-policy/");
  });

  it("links Google Maps at the coordinates", () => {
    expect(mapsSearchUrl(20.673, -103.363)).toBe(
      "https://www.google.com/maps/search/?api=1&query=20.673000,-103.363000",
    );
  });
});

describe("placeMeta", () => {
  it("gives the profile a title, a description from the place, canonical, hreflang, og:image and JSON-LD", () => {
    const data = placePageData(profile(), { kind: "place", language: "es", now: 0 });
    const meta = placeMeta(data, SITE);
    expect(meta[0]).toEqual({
      title: "La Casa del Mole, Americana, Guadalajara: menú, horario y reservaciones | Sobremesa",
    });
    const description = byName(meta, "name", "description")?.content ?? "";
    expect(description).toMatch(/^La Casa del Mole en Americana, Guadalajara\. Reserva en Sobremesa\. Moles/);
    expect(description.length).toBeLessThanOrEqual(158);
    expect(byName(meta, "rel", "canonical")?.href).toBe(`${SITE}/lugar/la-casa-del-mole-guadalajara/`);
    expect(byName(meta, "hrefLang", "en-US")?.href).toBe(`${SITE}/en/place/la-casa-del-mole-guadalajara/`);
    expect(byName(meta, "property", "og:image")?.content).toBe(`${SITE}/og/restaurant.png`);
    const schemas = meta.flatMap((entry) => ("script:ld+json" in entry ? [entry["script:ld+json"]] : []));
    expect(schemas.map((schema) => (schema as { "@type": string })["@type"])).toEqual(["Restaurant", "BreadcrumbList"]);
    expect(meta.some((entry) => (entry as { name?: string }).name === "robots")).toBe(false);
  });

  it("names the menu page in English and keeps the payment policy out of search results", () => {
    const menu = placeMeta(placePageData(profile(), { kind: "place-menu", language: "en", now: 0 }), SITE);
    expect(menu[0]).toEqual({ title: "La Casa del Mole menu (Americana, Guadalajara) | Sobremesa" });
    const policy = placeMeta(placePageData(profile(), { kind: "place-payment-policy", language: "es", now: 0 }), SITE);
    expect(byName(policy, "name", "robots")?.content).toBe("noindex, follow");
    expect(placeCopy(placePageData(profile(), { kind: "place-payment-policy", language: "es", now: 0 })).title).toBe(
      "Política de pago y cancelación de La Casa del Mole | Sobremesa",
    );
  });

  it("names the place's country in the Spanish hreflang of its pages: es-CO, es-CR, es-MX", () => {
    const colombian = { countryCode: "co", countryName: "Colombia", stateSlug: "antioquia", citySlug: "medellin" };
    for (const kind of ["place", "place-menu", "place-payment-policy"] as const) {
      for (const language of ["es", "en"] as const) {
        const meta = placeMeta(placePageData(profile(colombian), { kind, language, now: 0 }), SITE);
        const alternates = meta.filter((entry) => (entry as { rel?: string }).rel === "alternate");
        expect(
          alternates.map((entry) => (entry as { hrefLang: string }).hrefLang),
          `${kind} ${language}`,
        ).toEqual(["es-CO", "en-US", "x-default"]);
      }
    }
    const costaRican = placeMeta(
      placePageData(profile({ countryCode: "cr", countryName: "Costa Rica" }), {
        kind: "place",
        language: "es",
        now: 0,
      }),
      SITE,
    );
    expect(byName(costaRican, "hrefLang", "es-CR")?.href).toBe(`${SITE}/lugar/la-casa-del-mole-guadalajara/`);
    const mexican = placeMeta(placePageData(profile(), { kind: "place", language: "en", now: 0 }), SITE);
    expect(byName(mexican, "hrefLang", "es-MX")?.href).toBe(`${SITE}/lugar/la-casa-del-mole-guadalajara/`);
  });

  it("describes the reservation process in each language", () => {
    const meta = reservationProcessMeta("en", SITE);
    expect(meta[0]).toEqual({ title: "How to book a table | Sobremesa" });
    expect(byName(meta, "rel", "canonical")?.href).toBe(`${SITE}/en/place/reservation-process/`);
  });
});
