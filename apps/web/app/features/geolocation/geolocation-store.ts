import { DEFAULT_COUNTRY_CODE, DEFAULT_COUNTRY_ID } from "@sobremesa/contracts";
import { useEffect } from "react";
import { useStore } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import { lazyLocalStorage } from "#app/lib/shell/local-storage.ts";

/**
 * The geolocation state, field for field: where the visitor browses (ids, position
 * and URL slugs), the location menu's active choices and the chosen location item.
 */
export interface Geolocation {
  country_id: number;
  state_id: number | null;
  city_id: number | null;
  colony_id: number | null;
  latitude: number | null;
  longitude: number | null;
  /** The country's code, a URL slug ("mx"). */
  countryName: string;
  /** The state's URL slug. */
  stateName: string | null;
  /** The colony's URL slug, else the city's. */
  cityOrColonyName: string | null;
}

/** "_all" is the menu's "every state / every city" choice. */
export const ALL = "_all";
export type ActiveValue = typeof ALL | number;

export interface GeolocationActives {
  country: ActiveValue;
  state: ActiveValue;
  cityAndColony: ActiveValue;
}

export interface GeolocationItem {
  countryId: number | null;
  stateId: number | null;
  /** The city's or colony's id. */
  typeId: number | null;
  type: "city" | "colony" | null;
}

export interface GeolocationState {
  geolocation: Geolocation;
  actives: GeolocationActives;
  item: GeolocationItem;
}

export interface GeolocationActions {
  /** Replaces the fields given; the rest stay. */
  setGeolocation: (value: Partial<Geolocation>) => void;
  setActives: (value: Partial<GeolocationActives>) => void;
  setItem: (value: GeolocationItem) => void;
  reset: () => void;
}

export type GeolocationStore = GeolocationState & GeolocationActions;

export const GEOLOCATION_STORAGE_KEY = "geolocation";

export function initialGeolocation(): Geolocation {
  return {
    country_id: DEFAULT_COUNTRY_ID,
    state_id: null,
    city_id: null,
    colony_id: null,
    latitude: null,
    longitude: null,
    countryName: DEFAULT_COUNTRY_CODE,
    stateName: null,
    cityOrColonyName: null,
  };
}

export function initialGeolocationState(): GeolocationState {
  return {
    geolocation: initialGeolocation(),
    actives: { country: ALL, state: ALL, cityAndColony: ALL },
    item: { countryId: null, stateId: null, typeId: null, type: null },
  };
}

// Validation of what comes back from storage (older shapes or hand edits are dropped, not trusted).
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isSlug = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 200 && /^[a-z0-9-]+$/.test(value);
const idOrNull = (value: unknown, fallback: number | null) => (value === null ? null : isId(value) ? value : fallback);
const coordinate = (value: unknown, limit: number, fallback: number | null) =>
  value === null
    ? null
    : typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit
      ? value
      : fallback;
const slugOrNull = (value: unknown, fallback: string | null) =>
  value === null ? null : isSlug(value) ? value : fallback;
const active = (value: unknown): ActiveValue => (isId(value) ? value : ALL);

function sanitizeGeolocation(value: unknown, current: Geolocation): Geolocation {
  if (!value || typeof value !== "object") return current;
  const v = value as Record<string, unknown>;
  return {
    country_id: isId(v.country_id) ? v.country_id : current.country_id,
    state_id: idOrNull(v.state_id, current.state_id),
    city_id: idOrNull(v.city_id, current.city_id),
    colony_id: idOrNull(v.colony_id, current.colony_id),
    latitude: coordinate(v.latitude, 90, current.latitude),
    longitude: coordinate(v.longitude, 180, current.longitude),
    countryName: isSlug(v.countryName) && v.countryName.length === 2 ? v.countryName : current.countryName,
    stateName: slugOrNull(v.stateName, current.stateName),
    cityOrColonyName: slugOrNull(v.cityOrColonyName, current.cityOrColonyName),
  };
}

export function mergePersistedGeolocation(persisted: unknown, current: GeolocationStore): GeolocationStore {
  if (!persisted || typeof persisted !== "object") return current;
  const p = persisted as Record<string, unknown>;
  const actives = (p.actives ?? {}) as Record<string, unknown>;
  const item = (p.item ?? {}) as Record<string, unknown>;
  return {
    ...current,
    geolocation: sanitizeGeolocation(p.geolocation, current.geolocation),
    actives: {
      country: active(actives.country),
      state: active(actives.state),
      cityAndColony: active(actives.cityAndColony),
    },
    item: {
      countryId: idOrNull(item.countryId ?? null, null),
      stateId: idOrNull(item.stateId ?? null, null),
      typeId: idOrNull(item.typeId ?? null, null),
      type: item.type === "city" || item.type === "colony" ? item.type : null,
    },
  };
}

export function partializeGeolocation(state: GeolocationState): GeolocationState {
  return { geolocation: state.geolocation, actives: state.actives, item: state.item };
}

type PersistApi = StoreApi<GeolocationStore> & {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean; clearStorage: () => void };
};

/**
 * Builds a geolocation store persisted under "geolocation". Like the utility store it skips
 * hydration at creation (server and first client render agree) and reads storage on rehydrate().
 */
export function createGeolocationStore(storage: StateStorage = lazyLocalStorage): PersistApi {
  return createStore<GeolocationStore>()(
    persist<GeolocationStore, [], [], GeolocationState>(
      (set) => ({
        ...initialGeolocationState(),
        setGeolocation: (value) =>
          set((state) => ({ geolocation: sanitizeGeolocation({ ...state.geolocation, ...value }, state.geolocation) })),
        setActives: (value) => set((state) => ({ actives: { ...state.actives, ...value } })),
        setItem: (value) => set({ item: { ...value } }),
        reset: () => set(initialGeolocationState()),
      }),
      {
        name: GEOLOCATION_STORAGE_KEY,
        storage: createJSONStorage<GeolocationState>(() => storage),
        partialize: partializeGeolocation,
        merge: (persisted, current) => mergePersistedGeolocation(persisted, current),
        skipHydration: true,
        version: 0,
      },
    ),
  ) as PersistApi;
}

/** The app's geolocation store: on the server render from its initial values only. */
export const geolocationStore = createGeolocationStore();

let rehydration: Promise<void> | undefined;

/** Reads the persisted state once per page load (later calls share the first). */
export function rehydrateGeolocationStore(): Promise<void> {
  rehydration ??= Promise.resolve(geolocationStore.persist.rehydrate());
  return rehydration;
}

/** Reads the store in a component and loads the persisted state after hydration. */
export function useGeolocationStore<T>(selector: (state: GeolocationStore) => T): T {
  useEffect(() => {
    void rehydrateGeolocationStore();
  }, []);
  return useStore(geolocationStore, selector);
}
