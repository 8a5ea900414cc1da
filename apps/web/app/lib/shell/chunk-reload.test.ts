import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  guardedReload,
  installChunkReload,
  isChunkLoadError,
  reloadOnChunkError,
} from "./chunk-reload";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function preloadError() {
  const event = new Event("vite:preloadError", { cancelable: true });
  Object.assign(event, { payload: new Error("Unable to preload CSS for /assets/place-abc.css") });
  return event;
}

function rejection(reason: unknown) {
  const event = new Event("unhandledrejection", { cancelable: true });
  Object.assign(event, { reason });
  return event;
}

function setup() {
  let clock = 1_000_000;
  const storage = memoryStorage();
  const reload = vi.fn();
  const target = new EventTarget();
  const uninstall = installChunkReload({ target, storage, reload, now: () => clock });
  return {
    storage,
    reload,
    target,
    uninstall,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("isChunkLoadError", () => {
  it("recognises failed dynamic imports in every engine", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://sobremesa.mx/assets/place-Cx1.js",
      "error loading dynamically imported module: https://sobremesa.mx/assets/place-Cx1.js",
      "Importing a module script failed.",
      "Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of text/html",
      "Unable to preload CSS for /assets/place-abc.css",
      "Loading chunk 42 failed.",
      "Loading CSS chunk place failed.",
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError("Failed to fetch dynamically imported module: /x.js")).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true);
  });

  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isChunkLoadError(new Error("Reserva no encontrada"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});

describe("installChunkReload", () => {
  it("reloads on the first failure, not again within 10 s, and again after 10 s", () => {
    const { reload, target, advance, storage } = setup();
    const first = preloadError();
    target.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe("1000000");

    // The reloaded page fails again right away: no second reload, and the error is not swallowed.
    advance(CHUNK_RELOAD_GUARD_MS - 1);
    const second = preloadError();
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);

    advance(1);
    target.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("reloads on an unhandled rejection from a failed dynamic import, guarded the same way", () => {
    const { reload, target, advance } = setup();
    const event = rejection(new TypeError("Failed to fetch dynamically imported module: /assets/menu-1.js"));
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    advance(5_000);
    target.dispatchEvent(rejection(new TypeError("Importing a module script failed.")));
    expect(reload).toHaveBeenCalledTimes(1);
    advance(5_000);
    target.dispatchEvent(rejection(new TypeError("Importing a module script failed.")));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("ignores unrelated rejections", () => {
    const { reload, target } = setup();
    const event = rejection(new Error("Error al procesar la solicitud"));
    target.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("stops listening once uninstalled", () => {
    const { reload, target, uninstall } = setup();
    uninstall();
    target.dispatchEvent(preloadError());
    expect(reload).not.toHaveBeenCalled();
  });

  it("is a no-op without a window (server)", () => {
    expect(() => installChunkReload()()).not.toThrow();
  });
});

describe("guardedReload", () => {
  it("does not reload when it cannot record the guard", () => {
    const reload = vi.fn();
    expect(guardedReload({ storage: null, reload })).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(guardedReload({ storage: broken, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("honours a custom guard and a clock that went backwards", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let clock = 50_000;
    const options = { storage, reload, now: () => clock, guardMs: 1_000 };
    expect(guardedReload(options)).toBe(true);
    clock += 999;
    expect(guardedReload(options)).toBe(false);
    clock += 1;
    expect(guardedReload(options)).toBe(true);
    clock -= 20_000;
    expect(guardedReload(options)).toBe(true);
  });
});

describe("reloadOnChunkError", () => {
  it("reloads for chunk errors only", () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    expect(reloadOnChunkError(new Error("boom"), { storage, reload })).toBe(false);
    expect(reloadOnChunkError(new TypeError("Importing a module script failed."), { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
