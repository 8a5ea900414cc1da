/**
 * A small shared cache for server-rendered pages that say they may be shared: an anonymous GET
 * whose answer is 200 with `Cache-Control: public, max-age=N` (or s-maxage) and sets no cookie is
 * kept for N seconds, so a popular listing renders once per instance per minute, not once per visit.
 * Personal answers (signed-in visitors, `private`, `no-store`, cookies) are never stored. A page's
 * inline scripts carry its request's CSP nonce: a stored page is split at it, and every visitor it is
 * served to gets their own nonce put back in (a nonce seen twice protects nothing).
 */

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The body cut at each occurrence of the nonce it was rendered with (one part when none). */
  parts: Buffer[];
  expiresAt: number;
  /** What the page was rendered from (the catalogue's change counter): another one means it is stale. */
  tag: string | undefined;
}

function split(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** A stored page's body with this request's nonce where the rendering request's nonce was. */
export function bodyWithNonce(page: CachedPage, nonce: string): Buffer {
  if (page.parts.length === 1) return page.body;
  const glue = Buffer.from(nonce);
  return Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [glue, part])));
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
    get(key: string, tag?: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now() || entry.tag !== tag) {
        entries.delete(key);
        return undefined;
      }
      // Refresh its place: the least recently used entry goes first when full.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /**
     * Stores the page when its headers allow a shared cache to; returns whether it did. `nonce` is
     * the CSP nonce the page was rendered with, replaced per visitor by bodyWithNonce; `tag` what it
     * was rendered from, read before rendering (a get with another tag drops it).
     */
    offer(key: string, status: number, headers: Headers, body: Buffer, nonce?: string, tag?: string): boolean {
      if (status !== 200 || headers.has("set-cookie") || body.length > options.maxBodyBytes) return false;
      const seconds = sharedMaxAge(headers.get("cache-control"));
      if (seconds === 0) return false;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, {
        status,
        headers: [...headers],
        body,
        parts: split(body, nonce),
        expiresAt: now() + seconds * 1000,
        tag,
      });
      return true;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
