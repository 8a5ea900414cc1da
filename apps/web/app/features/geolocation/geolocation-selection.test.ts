import { describe, expect, it } from "vitest";
import {
  applyGeolocationChange,
  type GeolocationSelection,
  geolocationLevel,
  geolocationSelection,
  type SelectedFilter,
} from "./geolocation-selection";
import { type Geolocation, initialGeolocation } from "./geolocation-store";

const geo = (fields: Partial<Geolocation>): Geolocation => ({ ...initialGeolocation(), ...fields });

// Jalisco (3222) > Guadalajara (142544) > a colony (501) of Guadalajara, in Mexico (142).
const full = geo({
  state_id: 3222,
  city_id: 142544,
  colony_id: 501,
  latitude: 20.6767,
  longitude: -103.3475,
  stateName: "jalisco",
  cityOrColonyName: "americana",
});

function filter(fields: Partial<SelectedFilter<unknown>>): SelectedFilter<unknown> {
  return {
    class: "category",
    id: 1,
    item: null,
    value: true,
    isFather: false,
    fatherId: null,
    isState: false,
    isCity: false,
    isColony: false,
    isCountry: false,
    isNearMe: false,
    isGeolocation: false,
    ...fields,
  };
}

describe("geolocation priority", () => {
  it("picks the colony first when the geolocation names one (a colony is the 'city or colony')", () => {
    const selection = geolocationSelection(full);
    expect(geolocationLevel(full)).toBe("colony");
    expect(selection).toMatchObject({
      class: "location",
      id: 501,
      fatherId: 142544,
      isColony: true,
      isCity: false,
      isState: false,
      isNearMe: false,
      isCountry: false,
      isGeolocation: true,
      value: true,
      item: { level: "colony", id: 501, slug: "americana", latitude: 20.6767, longitude: -103.3475 },
    });
  });

  it("picks the city over the state and the coordinates", () => {
    const city = geo({ ...full, colony_id: null, cityOrColonyName: "guadalajara" });
    expect(geolocationSelection(city)).toMatchObject({
      id: 142544,
      fatherId: 3222,
      isCity: true,
      isColony: false,
      isFather: false,
      item: { level: "city", slug: "guadalajara" },
    });
  });

  it("picks the state when there is no city or colony, even with coordinates", () => {
    const state = geo({ ...full, colony_id: null, city_id: null, cityOrColonyName: null });
    expect(geolocationSelection(state)).toMatchObject({
      id: 3222,
      fatherId: 142,
      isState: true,
      isFather: true,
      isNearMe: false,
      item: { level: "state", slug: "jalisco" },
    });
  });

  it("picks the coordinates when no location id is known (near me)", () => {
    const position = geo({ latitude: 19.4326, longitude: -99.1332 });
    expect(geolocationSelection(position)).toMatchObject({
      id: 0,
      fatherId: 142,
      isNearMe: true,
      isCountry: false,
      item: { level: "coordinates", slug: null, latitude: 19.4326, longitude: -99.1332 },
    });
  });

  it("needs both coordinates; otherwise the country", () => {
    expect(geolocationLevel(geo({ latitude: 19.4, longitude: null }))).toBe("country");
  });

  it("falls back to the country (Mexico, 142, by default)", () => {
    expect(geolocationSelection(initialGeolocation())).toMatchObject({
      id: 142,
      fatherId: null,
      isCountry: true,
      isFather: true,
      item: { level: "country", slug: "mx" },
    });
    expect(geolocationSelection(geo({ country_id: 48, countryName: "co" }))).toMatchObject({
      id: 48,
      item: { slug: "co" },
    });
  });
});

describe("applyGeolocationChange", () => {
  const category = filter({ class: "category", id: 1 });
  const price = filter({ class: "price-range", id: 2 });

  it("adds the geolocation entry when the selection has none", () => {
    const result = applyGeolocationChange([category, price], full);
    expect(result).toHaveLength(3);
    expect(result.slice(0, 2)).toEqual([category, price]);
    expect(result[2]).toMatchObject({ id: 501, isGeolocation: true });
  });

  it("updates the one geolocation entry in place", () => {
    const old = filter({ class: "location", id: 142, isCountry: true, isGeolocation: true });
    const result = applyGeolocationChange([category, old, price], geo({ state_id: 3222, stateName: "jalisco" }));
    expect(result).toHaveLength(3);
    expect(result[0]).toBe(category);
    expect(result[1]).toMatchObject({ id: 3222, isState: true, isGeolocation: true });
    expect(result[2]).toBe(price);
  });

  it("keeps a single geolocation entry even if the selection somehow held two", () => {
    const first = filter({ class: "location", id: 1, isGeolocation: true });
    const second = filter({ class: "location", id: 2, isGeolocation: true });
    const result = applyGeolocationChange([first, category, second], full);
    expect(result.filter((entry) => entry.isGeolocation)).toHaveLength(1);
    expect(result.map((entry) => entry.id)).toEqual([501, 1]);
  });

  it("leaves other location entries (chosen by hand) alone", () => {
    const chosen = filter({ class: "location", id: 99, isCity: true });
    expect(applyGeolocationChange([chosen], full)[0]).toBe(chosen);
  });

  it("does not modify the selection it is given", () => {
    const selections = [category];
    const copy = structuredClone(selections);
    applyGeolocationChange(selections, full);
    expect(selections).toEqual(copy);
  });

  it("works from an empty selection", () => {
    const [only] = applyGeolocationChange([] as GeolocationSelection[], initialGeolocation());
    expect(only).toMatchObject({ isCountry: true, isGeolocation: true });
  });
});
