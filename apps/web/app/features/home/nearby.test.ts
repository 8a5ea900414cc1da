import type { PlaceCardAnswer } from "@sobremesa/contracts";
import { describe, expect, it, vi } from "vitest";
import { placeResultOf as placeOfAnswer } from "#app/features/listing/index.ts";
import { mapPlaceOf } from "#app/features/map/index.ts";
import { fetchNearbyPlaces, nearbySearchParams } from "./nearby";

const card: PlaceCardAnswer = {
  id: 7,
  slug: "la-tequila",
  name: "LA TEQUILA",
  category: "bar",
  cuisine: "Mexicana",
  area: "Americana",
  city: "Guadalajara",
  price_range: 2,
  score: 4.6,
  review_count: 120,
  currency: "MXN",
  image_seed: 42,
  premium_discount: 15,
  latitude: 20.67,
  longitude: -103.36,
  distance_meters: 640,
  path: "/lugar/la-tequila/",
};

describe("nearbySearchParams", () => {
  it("asks for the places near a position, nearest first", () => {
    expect(nearbySearchParams({ kind: "position", position: { latitude: 19.4, longitude: -99.1 } }, 8)).toEqual({
      near_me: true,
      latitude: 19.4,
      longitude: -99.1,
      sort: "distance",
      page_size: 8,
    });
  });

  it("asks for an area's best rated, by its most specific location", () => {
    const area = { countryId: 142, stateId: 3222, cityId: 142544, colonyId: null };
    expect(nearbySearchParams({ kind: "area", area }, 48)).toEqual({
      country_id: 142,
      state_id: 3222,
      city_id: 142544,
      sort: "score",
      page_size: 48,
    });
    expect(nearbySearchParams({ kind: "area", area: { ...area, colonyId: 9 } }, 8)).toMatchObject({ colony_id: 9 });
    expect(nearbySearchParams({ kind: "area", area: { ...area, colonyId: 9 } }, 8)).not.toHaveProperty("city_id");
  });
});

describe("placeOfAnswer", () => {
  it("turns the API's card into the catalogue's shape and a map place", () => {
    const place = placeOfAnswer(card);
    expect(place).toMatchObject({
      priceRange: 2,
      reviewCount: 120,
      imageSeed: 42,
      premiumDiscount: 15,
      distanceMeters: 640,
    });
    expect(mapPlaceOf(place)).toEqual({
      id: 7,
      slug: "la-tequila",
      name: "LA TEQUILA",
      latitude: 20.67,
      longitude: -103.36,
      category: "bar",
      score: 4.6,
    });
  });
});

describe("fetchNearbyPlaces", () => {
  it("calls GET /api/places/search in the page language", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: [card], meta: {} }), { status: 200 }));
    const places = await fetchNearbyPlaces(
      { kind: "position", position: { latitude: 20.67, longitude: -103.35 } },
      { language: "en", pageSize: 8, fetch },
    );
    expect(places.map((place) => place.id)).toEqual([7]);
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe(
      "/api/places/search?near_me=true&latitude=20.67&longitude=-103.35&sort=distance&page_size=8&lang=en&v=6.1.1",
    );
  });
});
