/**
 * Reload once when a code chunk fails to load (a failed chunk preload triggers a
 * chunk-error hook; the reload guard lasts 10000 ms). After a deploy, a page still running the old
 * build asks for chunk files that no longer exist; a reload fetches the new HTML and its new chunks.
 * The guard (a timestamp in sessionStorage) stops a reload loop when the failure is not a deploy.
 *
 * React Router already reloads by itself when a route module fails to import; this covers the rest:
 * Vite's preload of a chunk's dependencies (CSS, modulepreload), lazy components and other dynamic
 * imports, and any error boundary that receives such an error (`reloadOnChunkError`).
 */

export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = "sobremesa:chunk-reload-at";

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /failed to load module script/i, // a missing chunk answered with an HTML page (wrong MIME type)
  /unable to preload css/i, // Vite's CSS preload
  /loading (?:css )?chunk [\w-]+ failed/i, // webpack-style bundles
];

function messageOf(reason: unknown): string {
  if (typeof reason === "string") return reason;
  if (reason && typeof reason === "object" && "message" in reason) {
    const message = (reason as { message?: unknown }).message;
    if (typeof message === "string") return message;
  }
  return "";
}

/** Whether an error (or rejection reason) is a chunk that could not be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason && typeof reason === "object" && (reason as { name?: unknown }).name === "ChunkLoadError") return true;
  const message = messageOf(reason);
  return message !== "" && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

export interface ChunkReloadOptions {
  guardMs?: number;
  now?: () => number;
  /** Where the last reload time is kept; defaults to sessionStorage (per tab, survives the reload). */
  storage?: GuardStorage | null;
  reload?: () => void;
}

function defaultStorage(): GuardStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function defaultReload() {
  window.location.reload();
}

/**
 * Reloads unless another chunk reload happened less than `guardMs` ago. Without a working storage it
 * does not reload at all: a guard it cannot record cannot stop a loop. Returns whether it reloaded.
 */
export function guardedReload({
  guardMs = CHUNK_RELOAD_GUARD_MS,
  now = Date.now,
  storage = defaultStorage(),
  reload = defaultReload,
}: ChunkReloadOptions = {}): boolean {
  if (!storage) return false;
  const at = now();
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(last) && last > 0 && at - last < guardMs && at >= last) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** For error boundaries and lazy-loading code: reloads (guarded) when `error` is a chunk load error. */
export function reloadOnChunkError(error: unknown, options?: ChunkReloadOptions): boolean {
  return isChunkLoadError(error) ? guardedReload(options) : false;
}

export interface InstallChunkReloadOptions extends ChunkReloadOptions {
  /** Defaults to window; tests pass their own EventTarget. */
  target?: EventTarget;
}

/**
 * Listens to `vite:preloadError` and to unhandled rejections that are chunk load errors, and reloads
 * the page through the guard. Returns the function that removes the listeners. A no-op on the server.
 */
export function installChunkReload({ target, ...options }: InstallChunkReloadOptions = {}): () => void {
  const eventTarget = target ?? (typeof window === "undefined" ? undefined : window);
  if (!eventTarget) return () => {};

  const onPreloadError = (event: Event) => {
    // Reloading: keep Vite from rethrowing the error. Guarded: let it reach the error boundary.
    if (guardedReload(options)) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    if (isChunkLoadError(reason) && guardedReload(options)) event.preventDefault();
  };

  eventTarget.addEventListener("vite:preloadError", onPreloadError);
  eventTarget.addEventListener("unhandledrejection", onRejection);
  return () => {
    eventTarget.removeEventListener("vite:preloadError", onPreloadError);
    eventTarget.removeEventListener("unhandledrejection", onRejection);
  };
}
