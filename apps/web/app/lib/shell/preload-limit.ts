import { useCallback } from "react";

/** Up to 4 concurrent route preloads. */
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4;

export interface Limiter {
  /** Runs `task` when fewer than the limit are running; settles as the task settles. */
  run<T>(task: () => Promise<T> | T): Promise<T>;
  readonly active: number;
  readonly pending: number;
  /** Drops the tasks still waiting (their promises reject with a PreloadCancelledError). */
  clear(): void;
}

export class PreloadCancelledError extends Error {
  constructor() {
    super("Preload cancelled before it started");
    this.name = "PreloadCancelledError";
  }
}

interface Waiting {
  start: () => void;
  cancel: () => void;
}

/** A first-in first-out concurrency limiter. */
export function createLimiter(concurrency: number): Limiter {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  let active = 0;
  const waiting: Waiting[] = [];

  const next = () => {
    if (active >= concurrency) return;
    waiting.shift()?.start();
  };

  return {
    run<T>(task: () => Promise<T> | T) {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          active++;
          // A task that throws synchronously still frees its slot.
          new Promise<T>((res) => res(task())).then(resolve, reject).finally(() => {
            active--;
            next();
          });
        };
        if (active < concurrency) start();
        else waiting.push({ start, cancel: () => reject(new PreloadCancelledError()) });
      });
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
    clear() {
      for (const entry of waiting.splice(0)) entry.cancel();
    },
  };
}

export interface Preloader {
  /**
   * Preloads `key` once through the limiter: a key already loading or loaded is not fetched again;
   * a failed one may be tried again. Never rejects (a failed preload only means no head start).
   */
  preload(key: string, task: () => Promise<unknown>): Promise<void>;
  /** Forgets keys waiting for a slot, e.g. on navigation, when those links are gone. */
  cancelPending(): void;
  has(key: string): boolean;
}

export function createPreloader(limiter: Limiter = createLimiter(MAX_CONCURRENT_ROUTE_PRELOADS)): Preloader {
  const seen = new Map<string, Promise<void>>();
  return {
    preload(key, task) {
      const known = seen.get(key);
      if (known) return known;
      const promise = limiter.run(task).then(
        () => undefined,
        () => {
          seen.delete(key);
        },
      );
      seen.set(key, promise);
      return promise;
    },
    cancelPending: () => limiter.clear(),
    has: (key) => seen.has(key),
  };
}

/** The app's route preloads share this one limiter of 4. */
export const routePreloader = createPreloader();

/**
 * Wraps a prefetch call for the app's limiter: `const preload = useRoutePreload();` then
 * `onPointerEnter={() => preload(href, () => import("./place"))}`. Stable between renders.
 */
export function useRoutePreload(preloader: Preloader = routePreloader) {
  return useCallback((key: string, task: () => Promise<unknown>) => preloader.preload(key, task), [preloader]);
}
