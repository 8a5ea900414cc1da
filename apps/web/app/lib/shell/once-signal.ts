/**
 * Something that happens once in a document (a module loaded, a host first wanted), for code that
 * may start listening before or after it: a listener added late is called at once.
 */
export function onceSignal() {
  let fired = false;
  const listeners = new Set<() => void>();
  return {
    fire(): void {
      if (fired) return;
      fired = true;
      for (const listener of [...listeners]) listener();
      listeners.clear();
    },
    /** Calls `listener` once the signal fires (at once if it has); returns the unsubscribe. */
    when(listener: () => void): () => void {
      if (fired) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
