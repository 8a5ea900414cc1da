import type { AccountUser } from "@sobremesa/contracts";
import { useStore } from "zustand";
import type { StateStorage } from "zustand/middleware";
import { createStore, type StoreApi } from "zustand/vanilla";
import { lazyLocalStorage } from "#app/lib/shell/local-storage.ts";

/** The side panel's modes (sign-in, verify, change-password; plus sign-up and forgot). */
export const authPanelModes = ["sign-in", "sign-up", "verify", "forgot", "change-password"] as const;
export type AuthPanelMode = (typeof authPanelModes)[number];

/** The public profile the header and the panel show: the contract's user, never a secret. */
export type AuthUser = AccountUser;

/** Storage keys: `user` for the profile and `rs_s_t` for the token. */
export const USER_STORAGE_KEY = "user";
export const TOKEN_STORAGE_KEY = "rs_s_t";
/**
 * What the client keeps under `rs_s_t`. ADR 002: the real session token lives in the HttpOnly
 * `rs_s_t` cookie that scripts cannot read (so an XSS cannot steal it); the browser only keeps
 * this non-secret marker, so the spec's rule "signed in only when user and token both exist"
 * still holds on the client. The server accepts the cookie, never this marker.
 */
export const COOKIE_TOKEN_MARKER = "cookie";

/** Where the verify mode sends codes: the e-mail (and phone) of the account just created. */
export interface PendingVerification {
  email: string;
  phone: string | null;
  countryCode: string | null;
}

/** The auth state, field for field. */
export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  panelOpen: boolean;
  mode: AuthPanelMode;
  /** Pre-filled values of the sign-in form (after sign-up, verification or a reset). */
  defaultEmail: string;
  defaultPassword: string;
  /** Whether the reservation form fills the contact fields from the signed-in user. */
  autocompleteReservation: boolean;
  pendingVerification: PendingVerification | null;
  /** True once the persisted user and token were read (after hydration, browser only). */
  hydrated: boolean;
}

export interface AuthActions {
  /** Sign-in: sets user and token (the cookie marker by default) and stores both. */
  signIn: (user: AuthUser, token?: string) => void;
  /** Replaces the profile of the signed-in user (a profile save); ignored when signed out. */
  updateUser: (user: AuthUser) => void;
  /** Logout: clears user and token, in memory and in storage. */
  signOut: () => void;
  openPanel: (mode?: AuthPanelMode) => void;
  setMode: (mode: AuthPanelMode) => void;
  closePanel: () => void;
  setDefaults: (values: { email?: string; password?: string }) => void;
  setAutocompleteReservation: (value: boolean) => void;
  setPendingVerification: (value: PendingVerification | null) => void;
  /** Reads user and token from storage; a malformed entry counts as signed out. */
  rehydrate: () => void;
}

export type AuthStore = AuthState & AuthActions;

export function initialAuthState(): AuthState {
  return {
    user: null,
    token: null,
    panelOpen: false,
    mode: "sign-in",
    defaultEmail: "",
    defaultPassword: "",
    autocompleteReservation: true,
    pendingVerification: null,
    hydrated: false,
  };
}

/** Logged in only when both the user and the token exist. */
export function isLoggedIn(state: Pick<AuthState, "user" | "token">): boolean {
  return state.user !== null && typeof state.token === "string" && state.token.length > 0;
}

function parseUser(raw: string | null): AuthUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== "object") return null;
    const user = value as Partial<AuthUser>;
    if (typeof user.id !== "string" || typeof user.email !== "string") return null;
    return {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified === true,
      firstName: typeof user.firstName === "string" ? user.firstName : "",
      lastName: typeof user.lastName === "string" ? user.lastName : "",
      name: typeof user.name === "string" ? user.name : "",
      phone: typeof user.phone === "string" ? user.phone : null,
      countryCode: typeof user.countryCode === "string" ? user.countryCode : null,
      phoneVerified: user.phoneVerified === true,
      language: user.language === "en" ? "en" : "es",
      marketingConsent: user.marketingConsent === true,
      createdAt: typeof user.createdAt === "string" ? user.createdAt : "",
    };
  } catch {
    return null;
  }
}

/**
 * Builds an auth store. Only `user` and `token` persist, each under its own key.
 * Nothing is read at creation (server and first client render agree): `rehydrate()` runs from an
 * effect after hydration.
 */
export function createAuthStore(storage: StateStorage = lazyLocalStorage): StoreApi<AuthStore> {
  const persist = (user: AuthUser | null, token: string | null) => {
    if (user && token) {
      void storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      void storage.setItem(TOKEN_STORAGE_KEY, token);
    } else {
      void storage.removeItem(USER_STORAGE_KEY);
      void storage.removeItem(TOKEN_STORAGE_KEY);
    }
  };
  return createStore<AuthStore>()((set, get) => ({
    ...initialAuthState(),
    signIn: (user, token = COOKIE_TOKEN_MARKER) => {
      set({ user, token, pendingVerification: null, defaultPassword: "" });
      persist(user, token);
    },
    updateUser: (user) => {
      const { token } = get();
      if (!get().user || !token) return;
      set({ user });
      persist(user, token);
    },
    signOut: () => {
      set({ user: null, token: null, defaultPassword: "" });
      persist(null, null);
    },
    openPanel: (mode = "sign-in") => set({ panelOpen: true, mode }),
    setMode: (mode) => set({ mode }),
    closePanel: () => set({ panelOpen: false, mode: "sign-in", defaultPassword: "" }),
    setDefaults: ({ email, password }) =>
      set((state) => ({
        defaultEmail: email ?? state.defaultEmail,
        defaultPassword: password ?? state.defaultPassword,
      })),
    setAutocompleteReservation: (value) => set({ autocompleteReservation: value }),
    setPendingVerification: (value) => set({ pendingVerification: value }),
    rehydrate: () => {
      const user = parseUser(storage.getItem(USER_STORAGE_KEY) as string | null);
      const rawToken = storage.getItem(TOKEN_STORAGE_KEY) as string | null;
      const token = typeof rawToken === "string" && rawToken.length > 0 ? rawToken : null;
      if (user && token) set({ user, token, hydrated: true });
      else {
        // Half a session (one key without the other) is no session: tidy the leftover away.
        if (user || token) persist(null, null);
        set({ user: null, token: null, hydrated: true });
      }
    },
  }));
}

/**
 * The app's auth store. On the server it is one module shared by every request: render from its
 * initial values there and call actions only in effects and event handlers (browser only).
 */
export const authStore = createAuthStore();

export function useAuthStore<T>(selector: (state: AuthStore) => T): T {
  return useStore(authStore, selector);
}
