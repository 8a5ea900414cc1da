import { describe, expect, it, vi } from "vitest";
import type { GoogleNamespace } from "#app/features/map/index.ts";
import { PLACES_LIBRARY_MISSING } from "#app/features/map/index.ts";
import { googleSuggestionDestination, googleSuggestions } from "./google-suggestions";

const prediction = (id: string, main: string, secondary?: string) => ({
  place_id: id,
  description: `${main}, ${secondary ?? ""}`,
  structured_formatting: { main_text: main, ...(secondary ? { secondary_text: secondary } : {}) },
});

/** Enough of google.maps for the search box: the places library's predictions and the geocoder. */
function fakeGoogle(withPlaces = true) {
  const getPlacePredictions = vi.fn(async () => ({
    predictions: [
      prediction("p1", "Chapultepec", "Ciudad de México, CDMX, México"),
      prediction("p2", "Chapalita", "Guadalajara, Jal., México"),
      prediction("p3", "Chapala", "Jal., México"),
      prediction("p4", "Chapinero", "Bogotá, Colombia"),
    ],
  }));
  const geocode = vi.fn(async () => ({
    results: [{ geometry: { location: { lat: () => 20.6736, lng: () => -103.3927 } } }],
  }));
  const google = {
    maps: {
      ...(withPlaces
        ? {
            places: {
              AutocompleteService: class {
                getPlacePredictions = getPlacePredictions;
              },
            },
          }
        : {}),
      Geocoder: class {
        geocode = geocode;
      },
    },
  } as unknown as GoogleNamespace;
  return { google, getPlacePredictions, geocode };
}

describe("Google place suggestions in the location search", () => {
  it("asks in the page's language, only in the countries served, and keeps the first three", async () => {
    const { google, getPlacePredictions } = fakeGoogle();
    const suggestions = await googleSuggestions(google, "  chap ", "en");
    expect(getPlacePredictions).toHaveBeenCalledWith({
      input: "chap",
      language: "en",
      componentRestrictions: { country: ["mx", "co", "cr"] },
    });
    expect(suggestions).toEqual([
      { placeId: "p1", name: "Chapultepec", context: "Ciudad de México, CDMX, México" },
      { placeId: "p2", name: "Chapalita", context: "Guadalajara, Jal., México" },
      { placeId: "p3", name: "Chapala", context: "Jal., México" },
    ]);
  });

  it("throws the spec's error when the maps were loaded without the places library", async () => {
    const { google } = fakeGoogle(false);
    await expect(googleSuggestions(google, "chap", "es")).rejects.toThrow(PLACES_LIBRARY_MISSING);
  });

  it("leads a chosen suggestion to the near-me listing around its position, named by our API", async () => {
    const { google, geocode } = fakeGoogle();
    const fetchGeolocation = vi.fn(async () => ({ countryName: "mx" }) as never);
    const destination = await googleSuggestionDestination(
      google,
      { placeId: "p2", name: "Chapalita", context: null },
      "es",
      { fetchGeolocation },
    );
    expect(geocode).toHaveBeenCalledWith({ placeId: "p2", language: "es" });
    expect(fetchGeolocation).toHaveBeenCalledWith({
      language: "es",
      position: { latitude: 20.6736, longitude: -103.3927 },
    });
    expect(destination.location).toMatchObject({ source: "browser", position: { latitude: 20.6736 } });
    expect(destination.path).toMatch(/lat=20\.6736/);
    expect(destination.path).toMatch(/lng=-103\.3927/);
  });
});
