import { describe, expect, it } from "vitest";
import type { LocationResult } from "./location-api";
import { geolocationOfResult, listingSlugs, locationContext } from "./location-result";

const base = {
  country_id: 142,
  state_id: null,
  city_id: null,
  colony_id: null,
  country_name: "México",
  state_name: null,
  city_name: null,
};
const queretaroState: LocationResult = {
  ...base,
  type: "state",
  id: 3520,
  state_id: 3520,
  name: "Querétaro",
  path: "/mx/queretaro/",
};
const queretaroCity: LocationResult = {
  ...base,
  type: "city",
  id: 72500,
  state_id: 3520,
  city_id: 72500,
  name: "Santiago de Querétaro",
  state_name: "Querétaro",
  path: "/en/mx/queretaro/santiago-de-queretaro/",
};
const polanco: LocationResult = {
  ...base,
  type: "colony",
  id: 1,
  state_id: 3527,
  city_id: 72102,
  colony_id: 1,
  name: "Polanco",
  state_name: "Ciudad de México",
  city_name: "Ciudad de México",
  path: "/mx/ciudad-de-mexico/polanco/",
};
const colombia: LocationResult = {
  ...base,
  type: "country",
  id: 48,
  country_id: 48,
  name: "Colombia",
  country_name: "Colombia",
  path: "/co/",
};

describe("locationContext", () => {
  it("says where each kind of result is", () => {
    expect(locationContext(colombia)).toBeNull();
    expect(locationContext(queretaroState)).toBe("México");
    expect(locationContext(queretaroCity)).toBe("Querétaro, México");
    expect(locationContext(polanco)).toBe("Ciudad de México, Ciudad de México");
  });
});

describe("listingSlugs", () => {
  it("reads the slugs of a listing path in either language", () => {
    expect(listingSlugs("/mx/jalisco/guadalajara/")).toEqual(["mx", "jalisco", "guadalajara"]);
    expect(listingSlugs("/en/co/")).toEqual(["co"]);
    expect(listingSlugs("/mx/jalisco/?q=1")).toEqual(["mx", "jalisco"]);
  });
});

describe("geolocationOfResult", () => {
  it("turns a chosen location into the store's geolocation", () => {
    expect(geolocationOfResult(queretaroCity)).toEqual({
      country_id: 142,
      state_id: 3520,
      city_id: 72500,
      colony_id: null,
      latitude: null,
      longitude: null,
      countryName: "mx",
      stateName: "queretaro",
      cityOrColonyName: "santiago-de-queretaro",
    });
    expect(geolocationOfResult(polanco)).toMatchObject({ colony_id: 1, city_id: 72102, cityOrColonyName: "polanco" });
    expect(geolocationOfResult(colombia)).toMatchObject({ country_id: 48, countryName: "co", stateName: null });
  });
});
