import type { StateStorage } from "zustand/middleware";

/**
 * localStorage resolved on every call, never at import: the server (no window) and browsers that
 * refuse storage (private modes, blocked cookies) read nothing and write nowhere instead of throwing.
 */
export const lazyLocalStorage: StateStorage = {
  getItem: (name) => {
    try {
      return globalThis.localStorage?.getItem(name) ?? null;
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      globalThis.localStorage?.setItem(name, value);
    } catch {
      // Quota or privacy mode: the state still works for this page, it just is not remembered.
    }
  },
  removeItem: (name) => {
    try {
      globalThis.localStorage?.removeItem(name);
    } catch {
      // As above.
    }
  },
};
