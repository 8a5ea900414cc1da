import type { Plugin } from "vite";
import { planSharedChunks, type SharedChunkOptions } from "./shared-chunks.ts";

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
  /**
   * The chunk name of shared page code (vite/shared-chunks.ts): modules that pass `candidate` and
   * that several chunk roots (route modules, lazily imported modules) reach, grouped so that each
   * page loads few chunks and little code it does not use. Null for any other module.
   */
  sharedChunk: (
    candidate: (id: string) => boolean,
    options?: Omit<SharedChunkOptions, "weight"> & { pageWeight?: (routeModule: string) => number },
  ) => (id: string) => string | null;
} {
  let firstView = new Set<string>();
  let importsOf: (id: string) => readonly string[] | undefined = () => undefined;
  let moduleIds: string[] = [];
  let infoOf: (id: string) => { isEntry: boolean; dynamicImporters: readonly string[]; code: string | null } | null =
    () => null;
  const reaching = new Map<string, boolean>();
  let plan: Map<string, string> | null = null;
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
      infoOf = (id) => this.getModuleInfo(id);
      moduleIds = ids;
      firstView = staticallyReachable(roots, importsOf);
      reaching.clear();
      plan = null;
    },
    inFirstView: (id) => firstView.has(id),
    sharedChunk:
      (candidate, { pageWeight, ...options } = {}) =>
      (id) => {
        if (!plan) {
          const chunkRoots = moduleIds.filter((moduleId) => {
            const info = infoOf(moduleId);
            return info !== null && (info.isEntry || info.dynamicImporters.length > 0);
          });
          // Route modules stay chunks of their own: React Router imports each by its file.
          const entries = new Set(chunkRoots.filter((moduleId) => infoOf(moduleId)?.isEntry));
          const rootsOf = new Map<string, Set<string>>();
          for (const root of chunkRoots) {
            for (const reached of staticallyReachable([root], importsOf)) {
              if (entries.has(reached) || firstView.has(reached) || !candidate(reached)) continue;
              const roots = rootsOf.get(reached) ?? new Set<string>();
              roots.add(root);
              rootsOf.set(reached, roots);
            }
          }
          plan = planSharedChunks(
            [...rootsOf].map(([moduleId, roots]) => ({
              id: moduleId,
              roots,
              size: infoOf(moduleId)?.code?.length ?? 1000,
            })),
            // Code a page loads on demand (after its first view, on an interaction) counts for a tenth
            // of a page: its chunk count matters less than what every page view pays.
            { weight: (root) => (entries.has(root) ? (pageWeight?.(root) ?? 1) : 0.1), ...options },
          );
        }
        return plan.get(id) ?? null;
      },
    reachesPackage: (id, allowed) => {
      const key = `${allowed?.source ?? ""}\0${id}`;
      let found = reaching.get(key);
      if (found === undefined) {
        // What an allowed package imports in turn is that package's business, not this module's.
        const importsBeforeAllowed = (from: string) => (allowed?.test(from) ? [] : importsOf(from));
        found = [...staticallyReachable([id], importsBeforeAllowed)].some(
          (reached) => NODE_MODULES.test(reached) && !allowed?.test(reached),
        );
        reaching.set(key, found);
      }
      return found;
    },
  };
}
