import { describe, expect, it } from "vitest";
import type { StateStorage } from "zustand/middleware";
import { ALL, createGeolocationStore, GEOLOCATION_STORAGE_KEY, initialGeolocationState } from "./geolocation-store";

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (name) => data[name] ?? null,
    setItem: (name, value) => {
      data[name] = value;
    },
    removeItem: (name) => {
      delete data[name];
    },
  };
}

describe("geolocation store", () => {
  it("starts at the spec's defaults: Mexico (142, mx) and every actives on _all", () => {
    const store = createGeolocationStore(memoryStorage());
    const state = store.getState();
    expect(state.geolocation).toEqual({
      country_id: 142,
      state_id: null,
      city_id: null,
      colony_id: null,
      latitude: null,
      longitude: null,
      countryName: "mx",
      stateName: null,
      cityOrColonyName: null,
    });
    expect(state.actives).toEqual({ country: ALL, state: ALL, cityAndColony: ALL });
    expect(state.item).toEqual({ countryId: null, stateId: null, typeId: null, type: null });
  });

  it("persists under the key 'geolocation' once changed, and not before hydration is asked", async () => {
    const storage = memoryStorage();
    const store = createGeolocationStore(storage);
    expect(store.persist.hasHydrated()).toBe(false);
    store.getState().setGeolocation({ state_id: 3222, stateName: "jalisco", latitude: 20.67, longitude: -103.34 });
    store.getState().setActives({ state: 3222 });
    store.getState().setItem({ countryId: 142, stateId: 3222, typeId: 142544, type: "city" });
    const saved = JSON.parse(storage.data[GEOLOCATION_STORAGE_KEY]!);
    expect(saved.state.geolocation).toMatchObject({ state_id: 3222, stateName: "jalisco", latitude: 20.67 });
    expect(saved.state.actives).toEqual({ country: ALL, state: 3222, cityAndColony: ALL });
    expect(saved.state.item).toEqual({ countryId: 142, stateId: 3222, typeId: 142544, type: "city" });
    expect(Object.keys(saved.state).sort()).toEqual(["actives", "geolocation", "item"]);
  });

  it("reads the saved state back on rehydrate", async () => {
    const storage = memoryStorage();
    const first = createGeolocationStore(storage);
    first.getState().setGeolocation({ country_id: 48, countryName: "co", city_id: 149237, cityOrColonyName: "bogota" });
    const second = createGeolocationStore(storage);
    expect(second.getState().geolocation.country_id).toBe(142);
    await second.persist.rehydrate();
    expect(second.getState().geolocation).toMatchObject({ country_id: 48, countryName: "co", city_id: 149237 });
  });

  it("drops invalid stored values instead of trusting them", async () => {
    const storage = memoryStorage({
      [GEOLOCATION_STORAGE_KEY]: JSON.stringify({
        state: {
          geolocation: {
            country_id: -4,
            state_id: "x",
            latitude: 500,
            countryName: "<script>",
            stateName: "Bad Slug!",
          },
          actives: { country: "nope", state: 12 },
          item: { type: "planet", typeId: 7 },
        },
        version: 0,
      }),
    });
    const store = createGeolocationStore(storage);
    await store.persist.rehydrate();
    const state = store.getState();
    expect(state.geolocation).toEqual(initialGeolocationState().geolocation);
    expect(state.actives).toEqual({ country: ALL, state: 12, cityAndColony: ALL });
    expect(state.item).toEqual({ countryId: null, stateId: null, typeId: 7, type: null });
  });

  it("ignores a setGeolocation with invalid values and resets to the defaults", () => {
    const store = createGeolocationStore(memoryStorage());
    store.getState().setGeolocation({ latitude: Number.NaN, city_id: 5 });
    expect(store.getState().geolocation).toMatchObject({ latitude: null, city_id: 5 });
    store.getState().reset();
    expect(store.getState()).toMatchObject(initialGeolocationState());
  });
});
