/**
 * New-version detection (builds/latest.json is polled for new versions). The server
 * answers GET /_app/builds/latest.json with `{ "version": "<build id>" }`; when that differs from the
 * build this page runs, the page offers a reload.
 */

import { clientBuildVersion, LATEST_BUILD_URL, VERSION_POLL_INTERVAL_MS } from "./version-constants";

export { clientBuildVersion, LATEST_BUILD_URL, VERSION_POLL_INTERVAL_MS };
/** Switching tabs back and forth must not hammer the server: one visibility check per this gap. */
export const VISIBILITY_CHECK_MIN_GAP_MS = 30_000;

/** The build id in a latest.json body, or null when the body is not `{ version: non-empty string }`. */
export function parseLatestBuild(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const version = (body as { version?: unknown }).version;
  return typeof version === "string" && version.trim() !== "" ? version.trim() : null;
}

/** True only when both ids are known and differ (an unknown id never prompts a reload). */
export function isNewBuild(current: string | null | undefined, latest: string | null | undefined): boolean {
  return Boolean(current?.trim()) && Boolean(latest) && current?.trim() !== latest;
}

export interface VisibilitySource {
  isVisible(): boolean;
  /** Calls back when the page becomes visible; returns the unsubscribe function. */
  onVisible(callback: () => void): () => void;
}

export function documentVisibility(): VisibilitySource {
  return {
    isVisible: () => document.visibilityState === "visible",
    onVisible(callback) {
      const listener = () => {
        if (document.visibilityState === "visible") callback();
      };
      document.addEventListener("visibilitychange", listener);
      return () => document.removeEventListener("visibilitychange", listener);
    },
  };
}

export interface VersionWatcherOptions {
  currentVersion: string;
  /** Called once per newer build id seen. */
  onNewVersion: (version: string) => void;
  url?: string;
  fetch?: typeof globalThis.fetch;
  intervalMs?: number;
  minGapMs?: number;
  now?: () => number;
  visibility?: VisibilitySource;
}

export interface VersionWatcher {
  /** Fetches latest.json now; resolves with the new build id, or null (same build, or any failure). */
  check(): Promise<string | null>;
  stop(): void;
}

/**
 * Polls every `intervalMs` while the page is visible, and once when it becomes visible again. Network
 * errors, non-2xx answers and malformed bodies are ignored: the next poll tries again. Browser only:
 * start it from an effect.
 */
export function watchForNewVersion({
  currentVersion,
  onNewVersion,
  url = LATEST_BUILD_URL,
  fetch = globalThis.fetch,
  intervalMs = VERSION_POLL_INTERVAL_MS,
  minGapMs = VISIBILITY_CHECK_MIN_GAP_MS,
  now = Date.now,
  visibility = documentVisibility(),
}: VersionWatcherOptions): VersionWatcher {
  let stopped = false;
  let inFlight: Promise<string | null> | null = null;
  let lastCheckAt = Number.NEGATIVE_INFINITY;
  let lastNotified: string | null = null;

  const fetchLatest = async (): Promise<string | null> => {
    try {
      const response = await fetch(url, { cache: "no-store", headers: { accept: "application/json" } });
      if (!response.ok) return null;
      return parseLatestBuild(await response.json());
    } catch {
      return null;
    }
  };

  const check = (): Promise<string | null> => {
    if (stopped) return Promise.resolve(null);
    if (inFlight) return inFlight;
    lastCheckAt = now();
    inFlight = fetchLatest().then((latest) => {
      inFlight = null;
      if (stopped || !isNewBuild(currentVersion, latest)) return null;
      if (latest !== lastNotified) {
        lastNotified = latest;
        onNewVersion(latest!);
      }
      return latest;
    });
    return inFlight;
  };

  const timer = setInterval(() => {
    // A hidden tab waits: it checks the moment it is shown again.
    if (visibility.isVisible()) void check();
  }, intervalMs);
  const unsubscribe = visibility.onVisible(() => {
    if (now() - lastCheckAt >= minGapMs) void check();
  });

  return {
    check,
    stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
    },
  };
}
