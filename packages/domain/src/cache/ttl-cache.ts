export interface TtlCache<V> {
  /** The cached value for key, loading it once (concurrent callers share the same load) when absent or stale. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets one key: its next get loads it again. */
  delete(key: string): void;
  clear(): void;
}

export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * A small in-process cache for read-mostly data (catalogue summaries, listing pages). A failed load
 * is not cached; beyond maxEntries the least recently used entry goes.
 * Each instance keeps its own copy; data that must agree across instances does not belong here.
 */
export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        // Moved to the end of the map's order: the first entry is then the least recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      const value = load();
      const entry = { expiresAt: now() + options.ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
