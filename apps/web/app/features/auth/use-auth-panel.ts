import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { searchWithoutSignIn, signInStateOf } from "#app/features/sign-in/index.ts";
import { type AuthPanelMode, authStore, useAuthStore } from "./auth-store";

/**
 * Whether the side panel is open and how to close it. It opens two ways: `?login=1` in the URL
 * (the header's sign-in link and the auth guard's redirect, so it works from a plain link and keeps
 * a safe `next`), or the store's panel flag (change-password from the user panel). The mode is the
 * store's either way.
 */
export function useAuthPanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const url = signInStateOf(location.search);
  const storeOpen = useAuthStore((state) => state.panelOpen);
  const mode = useAuthStore((state) => state.mode);
  const open = url.open || storeOpen;
  const closeTo = { pathname: location.pathname, search: searchWithoutSignIn(location.search), hash: location.hash };
  const urlOpen = url.open;
  const closeSearch = closeTo.search;
  const { pathname, hash } = location;

  /** Closes the panel; with `to`, goes there (the safe `next` after signing in). */
  const close = useCallback(
    (to?: string) => {
      authStore.getState().closePanel();
      if (to) navigate(to, { replace: urlOpen });
      else if (urlOpen) navigate({ pathname, search: closeSearch, hash }, { replace: true, preventScrollReset: true });
    },
    [navigate, urlOpen, pathname, closeSearch, hash],
  );

  const setMode = useCallback((next: AuthPanelMode) => authStore.getState().setMode(next), []);

  return { open, mode, next: url.next, closeTo, close, setMode };
}
