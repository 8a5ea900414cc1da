import { describe, expect, it } from "vitest";
import { defaultLoadingMessage, loadingMessage } from "./loading-text";
import { createUtilityStore, type UtilityStore } from "./utility-store";

const noStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

describe("loading popup state", () => {
  it("is hidden at first and toggles through the utility store", () => {
    const store = createUtilityStore(noStorage);
    const seen: UtilityStore["loadingPopup"][] = [];
    store.subscribe((state, previous) => {
      if (state.loadingPopup !== previous.loadingPopup) seen.push(state.loadingPopup);
    });
    expect(store.getState().loadingPopup.show).toBe(false);
    store.getState().showLoadingPopup("Confirmando tu reserva");
    store.getState().setLoadingPopup({ show: true, message: "Casi listo" });
    store.getState().hideLoadingPopup();
    expect(seen).toEqual([
      { show: true, message: "Confirmando tu reserva" },
      { show: true, message: "Casi listo" },
      { show: false, message: "" },
    ]);
  });

  it("is never persisted", () => {
    const writes: string[] = [];
    const store = createUtilityStore({ ...noStorage, setItem: (_name, value) => void writes.push(value) });
    store.getState().showLoadingPopup("Guardando");
    expect(writes.at(-1)).not.toContain("loadingPopup");
    expect(writes.at(-1)).not.toContain("Guardando");
  });
});

describe("loadingMessage", () => {
  it("uses the popup's message, else the default in the page language", () => {
    expect(defaultLoadingMessage("es")).toBe("Cargando…");
    expect(defaultLoadingMessage("en")).toBe("Loading…");
    expect(loadingMessage("Procesando pago", "Cargando…")).toBe("Procesando pago");
    expect(loadingMessage("", "Cargando…")).toBe("Cargando…");
    expect(loadingMessage("   ", "Loading…")).toBe("Loading…");
    expect(loadingMessage(undefined, "Loading…")).toBe("Loading…");
  });
});
