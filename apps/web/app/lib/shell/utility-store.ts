import { DEFAULT_HEADER_COLOR, type Language } from "@sobremesa/contracts";
import { useStore } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import { lazyLocalStorage } from "./local-storage";
import { announceUtilityStore } from "./utility-demand";

export { lazyLocalStorage };

/** Country catalogue entry (kept in the utility state as the countries list). */
export interface UtilityCountry {
  id: number;
  code: string;
  dial_code: string;
  states: {
    id: number;
    title: string;
    citiesAndColonies: { id: number; title: string; type: string }[];
  }[];
}

export interface PreviousRoute {
  name: string;
  path: string;
}

export interface LoadingPopupState {
  show: boolean;
  /** Empty means the default text ("Cargando…" / "Loading…"). */
  message: string;
}

/** The utility state, field for field. */
export interface UtilityState {
  isMobile: boolean;
  isTablet: boolean;
  isSmallScreen: boolean;
  isSearchVisible: boolean;
  isHeaderVisible: boolean;
  isFooterVisible: boolean;
  showDownloadAppBanner: boolean;
  showDownloadAppPopup: boolean;
  showCongratulationPopup: boolean;
  /** Always a valid #RGB or #RRGGBB colour. */
  headerColor: string;
  pageTitle: string;
  countries: UtilityCountry[];
  language: Language;
  previousRoute: PreviousRoute;
  searchText: string;
  menuCountryId: number | null;
  loadingPopup: LoadingPopupState;
}

export interface UtilityActions {
  setIsMobile: (value: boolean) => void;
  setIsTablet: (value: boolean) => void;
  setIsSmallScreen: (value: boolean) => void;
  setIsSearchVisible: (value: boolean) => void;
  setIsHeaderVisible: (value: boolean) => void;
  setIsFooterVisible: (value: boolean) => void;
  setShowDownloadAppBanner: (value: boolean) => void;
  setShowDownloadAppPopup: (value: boolean) => void;
  setShowCongratulationPopup: (value: boolean) => void;
  /** Anything but #RGB / #RRGGBB falls back to the default header colour. */
  setHeaderColor: (value: string | null | undefined) => void;
  setPageTitle: (value: string) => void;
  setCountries: (value: UtilityCountry[]) => void;
  setLanguage: (value: Language) => void;
  setPreviousRoute: (value: PreviousRoute) => void;
  setSearchText: (value: string) => void;
  setMenuCountryId: (value: number | null) => void;
  setLoadingPopup: (value: LoadingPopupState) => void;
  showLoadingPopup: (message?: string) => void;
  hideLoadingPopup: () => void;
  /** Back to the initial values (persisted fields included); the storage follows. */
  reset: () => void;
}

export type UtilityStore = UtilityState & UtilityActions;

/** The four fields that persist, and nothing else. */
export const PERSISTED_UTILITY_KEYS = [
  "isMobile",
  "showDownloadAppBanner",
  "showDownloadAppPopup",
  "showCongratulationPopup",
] as const satisfies readonly (keyof UtilityState)[];

export type PersistedUtilityState = Pick<UtilityState, (typeof PERSISTED_UTILITY_KEYS)[number]>;

export const UTILITY_STORAGE_KEY = "utility";

export function initialUtilityState(): UtilityState {
  return {
    isMobile: false,
    isTablet: false,
    isSmallScreen: false,
    isSearchVisible: false,
    isHeaderVisible: true,
    isFooterVisible: true,
    showDownloadAppBanner: true,
    showDownloadAppPopup: true,
    showCongratulationPopup: false,
    headerColor: DEFAULT_HEADER_COLOR,
    pageTitle: "",
    countries: [],
    language: "es",
    previousRoute: { name: "", path: "" },
    searchText: "",
    menuCountryId: null,
    loadingPopup: { show: false, message: "" },
  };
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A header colour from a page's data: #RGB or #RRGGBB (surrounding spaces ignored), else the default. */
export function normalizeHeaderColor(value: unknown): string {
  if (typeof value !== "string") return DEFAULT_HEADER_COLOR;
  const trimmed = value.trim();
  return HEX_COLOR.test(trimmed) ? trimmed : DEFAULT_HEADER_COLOR;
}

export function partializeUtility(state: UtilityState): PersistedUtilityState {
  return {
    isMobile: state.isMobile,
    showDownloadAppBanner: state.showDownloadAppBanner,
    showDownloadAppPopup: state.showDownloadAppPopup,
    showCongratulationPopup: state.showCongratulationPopup,
  };
}

/**
 * Only the persisted keys, and only booleans, come back from storage: anything else in there (an
 * older shape, hand edits) is ignored rather than trusted.
 */
export function mergePersistedUtility(persisted: unknown, current: UtilityStore): UtilityStore {
  if (!persisted || typeof persisted !== "object") return current;
  const next = { ...current };
  for (const key of PERSISTED_UTILITY_KEYS) {
    const value = (persisted as Record<string, unknown>)[key];
    if (typeof value === "boolean") next[key] = value;
  }
  return next;
}

type PersistApi = StoreApi<UtilityStore> & {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean; clearStorage: () => void };
};

/**
 * Builds a utility store. Hydration from storage is skipped at creation (server and first client
 * render then agree) and happens when `persist.rehydrate()` is called, from an effect after hydration.
 */
export function createUtilityStore(storage: StateStorage = lazyLocalStorage): PersistApi {
  return createStore<UtilityStore>()(
    persist<UtilityStore, [], [], PersistedUtilityState>(
      (set) => {
        const setter =
          <K extends keyof UtilityState>(key: K) =>
          (value: UtilityState[K]) =>
            set({ [key]: value } as Pick<UtilityState, K>);
        return {
          ...initialUtilityState(),
          setIsMobile: setter("isMobile"),
          setIsTablet: setter("isTablet"),
          setIsSmallScreen: setter("isSmallScreen"),
          setIsSearchVisible: setter("isSearchVisible"),
          setIsHeaderVisible: setter("isHeaderVisible"),
          setIsFooterVisible: setter("isFooterVisible"),
          setShowDownloadAppBanner: setter("showDownloadAppBanner"),
          setShowDownloadAppPopup: setter("showDownloadAppPopup"),
          setShowCongratulationPopup: setter("showCongratulationPopup"),
          setHeaderColor: (value) => set({ headerColor: normalizeHeaderColor(value) }),
          setPageTitle: setter("pageTitle"),
          setCountries: setter("countries"),
          setLanguage: (value) => set({ language: value === "en" ? "en" : "es" }),
          setPreviousRoute: (value) => set({ previousRoute: { name: value.name, path: value.path } }),
          setSearchText: setter("searchText"),
          setMenuCountryId: setter("menuCountryId"),
          setLoadingPopup: (value) => set({ loadingPopup: { show: value.show, message: value.message } }),
          showLoadingPopup: (message = "") => set({ loadingPopup: { show: true, message } }),
          hideLoadingPopup: () => set({ loadingPopup: { show: false, message: "" } }),
          reset: () => set(initialUtilityState()),
        };
      },
      {
        name: UTILITY_STORAGE_KEY,
        storage: createJSONStorage<PersistedUtilityState>(() => storage),
        partialize: partializeUtility,
        merge: (persisted, current) => mergePersistedUtility(persisted, current),
        skipHydration: true,
        version: 0,
      },
    ),
  ) as PersistApi;
}

/**
 * The app's utility store. On the server it is one module shared by every request: render from its
 * initial values there and call setters only in effects and event handlers (browser only).
 */
export const utilityStore = createUtilityStore();
// The shell renders the store's parts (the loading popup) and reads its fields back once some
// page code has loaded it (utility-demand.ts).
if (typeof document !== "undefined") announceUtilityStore();

/** Reads the utility store in a component: `useUtilityStore((s) => s.headerColor)`. */
export function useUtilityStore<T>(selector: (state: UtilityStore) => T): T {
  return useStore(utilityStore, selector);
}

/** Loads the persisted fields into the store; call once from an effect after hydration (ShellHost does). */
export function rehydrateUtilityStore(): Promise<void> {
  return Promise.resolve(utilityStore.persist.rehydrate());
}
