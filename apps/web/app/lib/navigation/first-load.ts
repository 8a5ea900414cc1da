import { useSyncExternalStore } from "react";

/**
 * The first-load flag: true while the page on screen is the one the server sent, false once the
 * router has shown another. It lives outside the (lazily loaded) utility store because the shell
 * reads it on every page before any page code has loaded that store.
 */
let firstLoad = true;
const listeners = new Set<() => void>();

export function isFirstLoad(): boolean {
  return firstLoad;
}

/** Called once the router has shown a page of its own; later calls do nothing. */
export function endFirstLoad(): void {
  if (!firstLoad) return;
  firstLoad = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The flag in a component; the server always renders a first load. */
export function useIsFirstLoad(): boolean {
  return useSyncExternalStore(subscribe, isFirstLoad, () => true);
}
