import { describe, expect, it } from "vitest";
import type { StateStorage } from "zustand/middleware";
import {
  type AuthUser,
  COOKIE_TOKEN_MARKER,
  createAuthStore,
  isLoggedIn,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from "./auth-store";

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

const ana: AuthUser = {
  id: "u1",
  email: "ana@example.com",
  emailVerified: true,
  firstName: "Ana",
  lastName: "López",
  name: "Ana López",
  phone: null,
  countryCode: null,
  phoneVerified: false,
  language: "es",
  marketingConsent: false,
  createdAt: "2026-11-21T00:00:00.000Z",
};

describe("auth store", () => {
  it("starts signed out with the panel closed in sign-in mode", () => {
    const state = createAuthStore(memoryStorage()).getState();
    expect(state.user).toBeNull();
    expect(state.token).toBeNull();
    expect(isLoggedIn(state)).toBe(false);
    expect(state.panelOpen).toBe(false);
    expect(state.mode).toBe("sign-in");
    expect(state.autocompleteReservation).toBe(true);
  });

  it("is logged in only when both user and token exist", () => {
    expect(isLoggedIn({ user: ana, token: null })).toBe(false);
    expect(isLoggedIn({ user: null, token: "cookie" })).toBe(false);
    expect(isLoggedIn({ user: ana, token: "" })).toBe(false);
    expect(isLoggedIn({ user: ana, token: "cookie" })).toBe(true);
  });

  it("sign-in sets user and the cookie marker and persists exactly the keys user and rs_s_t", () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.getState().setDefaults({ email: "ana@example.com", password: "secret-pass" });
    store.getState().signIn(ana);
    expect(isLoggedIn(store.getState())).toBe(true);
    expect(store.getState().token).toBe(COOKIE_TOKEN_MARKER);
    expect([...storage.data.keys()].sort()).toEqual([TOKEN_STORAGE_KEY, USER_STORAGE_KEY].sort());
    expect(storage.data.get(TOKEN_STORAGE_KEY)).toBe("cookie");
    expect(JSON.parse(storage.data.get(USER_STORAGE_KEY)!)).toEqual(ana);
    // A password never outlives the sign-in.
    expect(store.getState().defaultPassword).toBe("");
  });

  it("logout clears both, in memory and in storage", () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.getState().signIn(ana);
    store.getState().signOut();
    expect(store.getState().user).toBeNull();
    expect(store.getState().token).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it("never persists the panel, mode, defaults or autocomplete flag", () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.getState().openPanel("sign-up");
    store.getState().setDefaults({ email: "x@example.com" });
    store.getState().setAutocompleteReservation(false);
    expect(storage.data.size).toBe(0);
    expect(store.getState()).toMatchObject({ panelOpen: true, mode: "sign-up", defaultEmail: "x@example.com" });
  });

  it("opens in a mode, switches modes and closes back to sign-in", () => {
    const store = createAuthStore(memoryStorage());
    store.getState().openPanel();
    expect(store.getState()).toMatchObject({ panelOpen: true, mode: "sign-in" });
    store.getState().setMode("verify");
    expect(store.getState().mode).toBe("verify");
    store.getState().closePanel();
    expect(store.getState()).toMatchObject({ panelOpen: false, mode: "sign-in" });
  });

  it("rehydrates a stored session, and treats half a session or a malformed user as signed out", () => {
    const stored = memoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(ana), [TOKEN_STORAGE_KEY]: "cookie" });
    const store = createAuthStore(stored);
    expect(store.getState().hydrated).toBe(false);
    store.getState().rehydrate();
    expect(isLoggedIn(store.getState())).toBe(true);
    expect(store.getState().user?.firstName).toBe("Ana");

    const half = memoryStorage({ [USER_STORAGE_KEY]: JSON.stringify(ana) });
    const halfStore = createAuthStore(half);
    halfStore.getState().rehydrate();
    expect(isLoggedIn(halfStore.getState())).toBe(false);
    expect(halfStore.getState().hydrated).toBe(true);
    expect(half.data.size).toBe(0);

    const broken = createAuthStore(memoryStorage({ [USER_STORAGE_KEY]: "{not json", [TOKEN_STORAGE_KEY]: "cookie" }));
    broken.getState().rehydrate();
    expect(broken.getState().user).toBeNull();
  });

  it("updates the profile only while signed in", () => {
    const storage = memoryStorage();
    const store = createAuthStore(storage);
    store.getState().updateUser(ana);
    expect(store.getState().user).toBeNull();
    store.getState().signIn(ana);
    store.getState().updateUser({ ...ana, firstName: "Ana María" });
    expect(JSON.parse(storage.data.get(USER_STORAGE_KEY)!).firstName).toBe("Ana María");
  });
});
