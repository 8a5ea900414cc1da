import { useSyncExternalStore } from "react";

/**
 * Whether the subscription store says the signed-in visitor holds a membership (its
 * isUserSubscribed), for the pages that show member prices. The store and the memberships client
 * load only once someone is signed in (subscription-sync.tsx): pages read this flag, which the store
 * keeps in step from the moment it exists, instead of loading the store for every visitor.
 */
let subscribed = false;
const listeners = new Set<() => void>();

export const memberFlag = {
  get: (): boolean => subscribed,
  set(value: boolean): void {
    if (value === subscribed) return;
    subscribed = value;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The flag in a component: false on the server and until the store says otherwise. */
export function useSubscribedFlag(): boolean {
  return useSyncExternalStore(memberFlag.subscribe, memberFlag.get, () => false);
}
