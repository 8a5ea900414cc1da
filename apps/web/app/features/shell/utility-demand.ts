/**
 * The utility store (utility-store.ts) is not part of a page's first view: pages that use it (the
 * countries of a phone field) load it with their code. The shell listens here and, once the store
 * exists, reads its persisted fields back, keeps its language and renders its loading popup.
 */

let loaded = false;
const listeners = new Set<() => void>();

/** Called by the utility store's module as it loads in the browser. */
export function announceUtilityStore(): void {
  if (loaded) return;
  loaded = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` once the store has loaded (at once if it has); returns the unsubscribe. */
export function whenUtilityStoreLoaded(listener: () => void): () => void {
  if (loaded) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
