import { DEFAULT_HEADER_COLOR } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import type { StateStorage } from "zustand/middleware";
import {
  createUtilityStore,
  initialUtilityState,
  lazyLocalStorage,
  normalizeHeaderColor,
  partializeUtility,
  UTILITY_STORAGE_KEY,
} from "./utility-store";

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

function stored(storage: { data: Map<string, string> }) {
  const raw = storage.data.get(UTILITY_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown>; version: number }) : null;
}

describe("partializeUtility", () => {
  it("keeps only the four persisted fields", () => {
    const state = {
      ...initialUtilityState(),
      isMobile: true,
      isTablet: true,
      showDownloadAppBanner: false,
      showDownloadAppPopup: false,
      showCongratulationPopup: true,
      headerColor: "#123456",
      pageTitle: "Título",
      searchText: "tacos",
      loadingPopup: { show: true, message: "x" },
    };
    expect(partializeUtility(state)).toEqual({
      isMobile: true,
      showDownloadAppBanner: false,
      showDownloadAppPopup: false,
      showCongratulationPopup: true,
    });
  });
});

describe("createUtilityStore", () => {
  it("starts from the spec defaults", () => {
    const state = createUtilityStore(memoryStorage()).getState();
    expect(state.headerColor).toBe(DEFAULT_HEADER_COLOR);
    expect(state.headerColor).toBe("#0071F2");
    expect(state.language).toBe("es");
    expect(state.loadingPopup).toEqual({ show: false, message: "" });
    expect(state.previousRoute).toEqual({ name: "", path: "" });
    expect(state.countries).toEqual([]);
    expect(state.menuCountryId).toBeNull();
  });

  it("sets every field through its setter", () => {
    const store = createUtilityStore(memoryStorage());
    const s = () => store.getState();
    s().setIsMobile(true);
    s().setIsTablet(true);
    s().setIsSmallScreen(true);
    s().setIsSearchVisible(true);
    s().setIsHeaderVisible(false);
    s().setIsFooterVisible(false);
    s().setShowDownloadAppBanner(false);
    s().setShowDownloadAppPopup(false);
    s().setShowCongratulationPopup(true);
    s().setHeaderColor("#1a2B3c");
    s().setPageTitle("Bares en CDMX");
    s().setCountries([{ id: 142, code: "mx", dial_code: "+52", states: [] }]);
    s().setLanguage("en");
    s().setPreviousRoute({ name: "es-home", path: "/" });
    s().setSearchText("mezcal");
    s().setMenuCountryId(142);
    s().setLoadingPopup({ show: true, message: "Guardando" });
    expect(s()).toMatchObject({
      isMobile: true,
      isTablet: true,
      isSmallScreen: true,
      isSearchVisible: true,
      isHeaderVisible: false,
      isFooterVisible: false,
      showDownloadAppBanner: false,
      showDownloadAppPopup: false,
      showCongratulationPopup: true,
      headerColor: "#1a2B3c",
      pageTitle: "Bares en CDMX",
      countries: [{ id: 142, code: "mx", dial_code: "+52", states: [] }],
      language: "en",
      previousRoute: { name: "es-home", path: "/" },
      searchText: "mezcal",
      menuCountryId: 142,
      loadingPopup: { show: true, message: "Guardando" },
    });
    s().reset();
    expect(s().isMobile).toBe(false);
    expect(s().headerColor).toBe(DEFAULT_HEADER_COLOR);
  });

  it("shows and hides the loading popup", () => {
    const store = createUtilityStore(memoryStorage());
    store.getState().showLoadingPopup("Procesando pago");
    expect(store.getState().loadingPopup).toEqual({ show: true, message: "Procesando pago" });
    store.getState().hideLoadingPopup();
    expect(store.getState().loadingPopup).toEqual({ show: false, message: "" });
    store.getState().showLoadingPopup();
    expect(store.getState().loadingPopup).toEqual({ show: true, message: "" });
  });

  it("falls back to the default header colour for anything but #RGB or #RRGGBB", () => {
    const store = createUtilityStore(memoryStorage());
    store.getState().setHeaderColor("#abc");
    expect(store.getState().headerColor).toBe("#abc");
    for (const bad of ["0071F2", "#12345", "#1234567", "#ggg", "red", "", "rgb(0,0,0)", null, undefined]) {
      store.getState().setHeaderColor("#fff");
      store.getState().setHeaderColor(bad);
      expect(store.getState().headerColor, String(bad)).toBe(DEFAULT_HEADER_COLOR);
    }
    expect(normalizeHeaderColor(" #FF0000 ")).toBe("#FF0000");
    expect(normalizeHeaderColor(42)).toBe(DEFAULT_HEADER_COLOR);
  });

  it("writes only the persisted fields under the key 'utility'", () => {
    const storage = memoryStorage();
    const store = createUtilityStore(storage);
    store.getState().setIsMobile(true);
    store.getState().setPageTitle("No se guarda");
    store.getState().showLoadingPopup("Tampoco");
    expect(stored(storage)?.state).toEqual({
      isMobile: true,
      showDownloadAppBanner: true,
      showDownloadAppPopup: true,
      showCongratulationPopup: false,
    });
  });

  it("does not read storage until rehydrate is called, then restores only the persisted booleans", async () => {
    const storage = memoryStorage({
      [UTILITY_STORAGE_KEY]: JSON.stringify({
        state: {
          isMobile: true,
          showDownloadAppBanner: false,
          showDownloadAppPopup: "yes",
          showCongratulationPopup: true,
          headerColor: "#000000",
          pageTitle: "old",
        },
        version: 0,
      }),
    });
    const store = createUtilityStore(storage);
    expect(store.getState().isMobile).toBe(false);
    expect(store.persist.hasHydrated()).toBe(false);
    await store.persist.rehydrate();
    expect(store.persist.hasHydrated()).toBe(true);
    expect(store.getState()).toMatchObject({
      isMobile: true,
      showDownloadAppBanner: false,
      showDownloadAppPopup: true,
      showCongratulationPopup: true,
      headerColor: DEFAULT_HEADER_COLOR,
      pageTitle: "",
    });
  });

  it("works without any localStorage (server rendering)", async () => {
    expect(globalThis.localStorage).toBeUndefined();
    expect(lazyLocalStorage.getItem(UTILITY_STORAGE_KEY)).toBeNull();
    const store = createUtilityStore();
    store.getState().setIsMobile(true);
    await store.persist.rehydrate();
    expect(store.getState().isMobile).toBe(true);
  });
});
