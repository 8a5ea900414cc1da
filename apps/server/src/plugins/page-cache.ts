/**
 * A small shared cache for server-rendered pages that say they may be shared: an anonymous GET
 * whose answer is 200 with `Cache-Control: public, max-age=N` (or s-maxage) and sets no cookie is
 * kept for N seconds, so a popular listing renders once per instance per minute, not once per visit.
 * Personal answers (signed-in visitors, `private`, `no-store`, cookies) are never stored.
 */

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  expiresAt: number;
}

export interface PageCacheOptions {
  maxEntries: number;
  maxBodyBytes: number;
  now?: () => number;
}

/** Seconds a shared cache may keep an answer with this Cache-Control, or 0. */
export function sharedMaxAge(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const directives = cacheControl
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  if (!directives.includes("public")) return 0;
  if (directives.some((directive) => directive === "private" || directive === "no-store" || directive === "no-cache")) {
    return 0;
  }
  const age = (name: string) => {
    const found = directives.find((directive) => directive.startsWith(`${name}=`));
    const value = found ? Number(found.slice(name.length + 1)) : Number.NaN;
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  return age("s-maxage") ?? age("max-age") ?? 0;
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      // Refresh its place: the least recently used entry goes first when full.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** Stores the page when its headers allow a shared cache to; returns whether it did. */
    offer(key: string, status: number, headers: Headers, body: Buffer): boolean {
      if (status !== 200 || headers.has("set-cookie") || body.length > options.maxBodyBytes) return false;
      const seconds = sharedMaxAge(headers.get("cache-control"));
      if (seconds === 0) return false;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { status, headers: [...headers], body, expiresAt: now() + seconds * 1000 });
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
