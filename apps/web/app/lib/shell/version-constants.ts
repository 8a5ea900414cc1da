// What the page needs before the version watcher (version-check.ts) loads.

export const LATEST_BUILD_URL = "/_app/builds/latest.json";
export const VERSION_POLL_INTERVAL_MS = 5 * 60_000;

/**
 * The build id the running client was built with. React Router's client manifest carries a version
 * that changes with every client build, and the server build exposes the same value as
 * `build.assets.version`; used when no explicit id is passed.
 */
export function clientBuildVersion(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest;
  return typeof manifest?.version === "string" ? manifest.version : undefined;
}
