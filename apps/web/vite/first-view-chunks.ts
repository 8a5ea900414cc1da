import type { Plugin } from "vite";

/**
 * Libraries every page runs (React, React Router, zustand): one chunk, fetched once and cached
 * across deploys that do not upgrade them.
 */
export const FRAMEWORK_PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]node|cookie|set-cookie-parser|turbo-stream|zustand|use-sync-external-store)[\\/]/;

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** Module ids statically reachable from `roots` (dynamic imports stay out: they load on demand). */
export function staticallyReachable(
  roots: readonly string[],
  importsOf: (id: string) => readonly string[] | undefined,
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of importsOf(id) ?? []) if (!seen.has(next)) pending.push(next);
  }
  return seen;
}

/**
 * Every page of the site loads the client entry and the root route with all they import statically.
 * Left to the automatic splitting, that code comes as some seventy small chunks, each its own request
 * with its own headers (more bytes than many of the modules, and round trips a phone pays before the
 * page is interactive). This plugin works out that set after the module graph is built; `inFirstView`
 * lets a code-splitting group put it in one chunk.
 */
export function firstViewModules(rootFiles: readonly RegExp[]): Plugin & {
  inFirstView: (id: string) => boolean;
  reachesPackage: (id: string, allowed?: RegExp) => boolean;
} {
  let firstView = new Set<string>();
  let importsOf: (id: string) => readonly string[] | undefined = () => undefined;
  const reaching = new Map<string, boolean>();
  return {
    name: "sobremesa:first-view-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    // A group that leaves its modules' dependencies to other chunks needs entry chunks (route modules)
    // that may export more than the module itself; React Router asks for "exports-only".
    options(options) {
      return { ...options, preserveEntrySignatures: "allow-extension" };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => rootFiles.some((pattern) => pattern.test(id)));
      if (roots.length !== rootFiles.length) {
        this.error(`first-view roots not found: expected ${rootFiles.length}, found ${roots.join(", ") || "none"}`);
      }
      importsOf = (id) => this.getModuleInfo(id)?.importedIds;
      firstView = staticallyReachable(roots, importsOf);
      reaching.clear();
    },
    inFirstView: (id) => firstView.has(id),
    reachesPackage: (id, allowed) => {
      const key = `${allowed?.source ?? ""}\0${id}`;
      let found = reaching.get(key);
      if (found === undefined) {
        found = [...staticallyReachable([id], importsOf)].some(
          (reached) => NODE_MODULES.test(reached) && !allowed?.test(reached),
        );
        reaching.set(key, found);
      }
      return found;
    },
  };
}
