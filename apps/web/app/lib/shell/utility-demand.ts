import { onceSignal } from "./once-signal";

/**
 * The utility store (utility-store.ts) is not part of a page's first view: pages that use it (the
 * countries of a phone field) load it with their code. The shell listens here and, once the store
 * exists, reads its persisted fields back, keeps its language and renders its loading popup.
 */
const storeLoaded = onceSignal();

/** Called by the utility store's module as it loads in the browser. */
export const announceUtilityStore: () => void = storeLoaded.fire;

/** Calls `listener` once the store has loaded (at once if it has); returns the unsubscribe. */
export const whenUtilityStoreLoaded: (listener: () => void) => () => void = storeLoaded.when;
