/**
 * Which shared page code goes into which chunk. A chunk a page loads costs its compressed bytes and,
 * on top, about 400 bytes for being a request of its own (response headers, brotli framing, a round
 * trip a phone may wait on). Splitting shared code by the exact set of pages that use it (rolldown's
 * entriesAware) gives no page a byte it does not use, but dozens of small chunks whose overhead
 * outweighs their code; merging by size alone gives pages code they do not use. This weighs both:
 * starting from one group per set of pages, it merges the two groups whose merge saves the most
 * bytes over all pages, until no merge saves any.
 */

export interface SharedModule {
  id: string;
  /** Bytes of code (before minification; only compared with each other). */
  size: number;
  /** The chunk roots (route modules, lazily imported modules) whose static imports reach it. */
  roots: ReadonlySet<string>;
}

export interface SharedChunkOptions {
  /** Compressed bytes per byte of code. */
  ratio?: number;
  /** What one more chunk costs a page that loads it, in compressed bytes. */
  requestCost?: number;
  /** How much a root's page views count (route modules 1; code loaded on demand less). */
  weight?: (root: string) => number;
}

interface Group {
  modules: string[];
  size: number;
  roots: Set<string>;
  weight: number;
}

/**
 * Groups the modules by the chunk each goes to: the result maps a module id to its group's name.
 * Modules that only one root uses are left out (they go with that root's chunk).
 */
export function planSharedChunks(
  modules: readonly SharedModule[],
  { ratio = 0.3, requestCost = 400, weight = () => 1 }: SharedChunkOptions = {},
): Map<string, string> {
  const weightOf = (roots: Iterable<string>) => {
    let total = 0;
    for (const root of roots) total += weight(root);
    return total;
  };
  const byRoots = new Map<string, Group>();
  for (const module of modules) {
    if (module.roots.size < 2) continue;
    const key = [...module.roots].sort().join("\n");
    let group = byRoots.get(key);
    if (!group) {
      group = { modules: [], size: 0, roots: new Set(module.roots), weight: weightOf(module.roots) };
      byRoots.set(key, group);
    }
    group.modules.push(module.id);
    group.size += module.size;
  }
  const groups = [...byRoots.values()];
  const cost = (size: number, pageWeight: number) => pageWeight * (ratio * size + requestCost);
  const union = (a: Group, b: Group) => {
    const roots = new Set(a.roots);
    for (const root of b.roots) roots.add(root);
    return roots;
  };
  for (;;) {
    let best: { i: number; j: number; saving: number; roots: Set<string>; weight: number } | null = null;
    for (let i = 0; i < groups.length; i++) {
      const a = groups[i] as Group;
      for (let j = i + 1; j < groups.length; j++) {
        const b = groups[j] as Group;
        const roots = union(a, b);
        const merged = weightOf(roots);
        const saving = cost(a.size, a.weight) + cost(b.size, b.weight) - cost(a.size + b.size, merged);
        if (saving > 0 && (!best || saving > best.saving)) best = { i, j, saving, roots, weight: merged };
      }
    }
    if (!best) break;
    const a = groups[best.i] as Group;
    const b = groups[best.j] as Group;
    groups[best.i] = {
      modules: [...a.modules, ...b.modules],
      size: a.size + b.size,
      roots: best.roots,
      weight: best.weight,
    };
    groups.splice(best.j, 1);
  }
  const names = new Map<string, string>();
  // Short names: every chunk that imports one (and the entry's preload lists) spells its name out.
  groups.forEach((group, index) => {
    for (const id of group.modules) names.set(id, `shared-${index}`);
  });
  return names;
}
