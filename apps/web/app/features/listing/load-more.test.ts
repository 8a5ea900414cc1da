import { afterEach, describe, expect, it, vi } from "vitest";
import { configureApiBases, DEFAULT_SURFACES } from "#app/lib/api/api-bases.ts";
import { fetchPlacesPage, placeResultOf, placesPageUrl } from "./load-more";

const answer = {
  id: 7,
  slug: "la-limena",
  name: "La Limeña",
  category: "restaurant" as const,
  cuisine: "Peruana",
  area: "Americana",
  city: "Guadalajara",
  price_range: 2,
  score: 4.8,
  review_count: 1661,
  currency: "MXN",
  image_seed: 185,
  premium_discount: 15,
  latitude: 20.67,
  longitude: -103.36,
  distance_meters: 1250,
  path: "/lugar/la-limena/",
};

describe("show more", () => {
  it("maps an API card to the listing's card", () => {
    expect(placeResultOf(answer)).toEqual({
      id: 7,
      slug: "la-limena",
      name: "La Limeña",
      category: "restaurant",
      cuisine: "Peruana",
      area: "Americana",
      city: "Guadalajara",
      priceRange: 2,
      score: 4.8,
      reviewCount: 1661,
      currency: "MXN",
      imageSeed: 185,
      premiumDiscount: 15,
      latitude: 20.67,
      longitude: -103.36,
      distanceMeters: 1250,
    });
  });

  it("asks the places search for the next page with the page's parameters", async () => {
    expect(placesPageUrl({ lang: "es", city_id: "1", price_ranges: "1,2" }, 2)).toBe(
      "/api/places/search?lang=es&city_id=1&price_ranges=1%2C2&page=2",
    );
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [answer], meta: { total: 30, page: 2, page_size: 24, pages: 2 } }), {
          status: 200,
        }),
    );
    const page = await fetchPlacesPage({ lang: "es" }, 2, { fetch });
    expect(fetch).toHaveBeenCalledWith("/api/places/search?lang=es&page=2", expect.anything());
    expect(page).toMatchObject({ page: 2, pages: 2, total: 30, items: [{ id: 7 }] });
  });

  it("fails on anything but a 200, so the page can offer to retry", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 500 }));
    await expect(fetchPlacesPage({}, 2, { fetch })).rejects.toThrow(/500/);
  });

  it("asks a busy server again after the Retry-After it names, then gives up", async () => {
    const busy = () => new Response("{}", { status: 503, headers: { "retry-after": "1" } });
    const ok = () =>
      new Response(JSON.stringify({ data: [answer], meta: { total: 1, page: 1, page_size: 24, pages: 1 } }), {
        status: 200,
      });
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    const answers = [busy(), ok()];
    const recovering = vi.fn(async () => answers.shift()!);
    expect((await fetchPlacesPage({}, 1, { fetch: recovering, wait })).total).toBe(1);
    expect(waits).toEqual([1000]);

    const alwaysBusy = vi.fn(async () => busy());
    await expect(fetchPlacesPage({}, 1, { fetch: alwaysBusy, wait })).rejects.toThrow(/503/);
    expect(alwaysBusy).toHaveBeenCalledTimes(3);
  });
});

describe("show more under configured API bases", () => {
  // Unit files share modules (isolate: false): leave the defaults for the next file.
  afterEach(() => configureApiBases(DEFAULT_SURFACES));

  it("puts the listing's 'show more' under the configured main base", async () => {
    configureApiBases({ main: "/principal", reservations: "/reservas", b2c: "/negocios", system: "/sistema" });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 2, page_size: 20, pages: 1 } })),
    );
    await fetchPlacesPage({ lang: "es" }, 2, { fetch });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe("/principal/api/places/search?lang=es&page=2");
  });
});
