import type { Language } from "../locales.ts";
import { paramPatterns, type RouteDefinition, routeTable } from "./route-table.ts";

export interface RouteMatch {
  route: RouteDefinition;
  language: Language;
  params: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  language: Language;
  segments: string[];
}

function segmentsOf(pathname: string): string[] {
  return pathname.split("/").filter(Boolean);
}

const compiled: CompiledRoute[] = routeTable.flatMap((route) =>
  (["es", "en"] as const).map((language) => ({ route, language, segments: segmentsOf(route.path[language]) })),
);

/** Static segments outrank parameters, left to right, as React Router ranks them. */
function rank(segments: string[]): number[] {
  return segments.map((segment) => (segment.startsWith(":") ? 1 : 2));
}

function outranks(a: number[], b: number[]): boolean {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** The route a path belongs to (trailing slash optional), or undefined when none has its shape. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const parts = segmentsOf(pathname).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  let best: (RouteMatch & { rank: number[] }) | undefined;
  for (const candidate of compiled) {
    if (candidate.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = candidate.segments.every((segment, index) => {
      const part = parts[index]!;
      if (segment.startsWith(":")) {
        params[segment.slice(1)] = part;
        return true;
      }
      return segment === part;
    });
    if (!fits) continue;
    const candidateRank = rank(candidate.segments);
    if (!best || outranks(candidateRank, best.rank)) {
      best = { route: candidate.route, language: candidate.language, params, rank: candidateRank };
    }
  }
  if (!best) return undefined;
  const { rank: _rank, ...match } = best;
  return match;
}

/** Parameters that fail their pattern (countryCode two lowercase letters, id digits only). */
export function invalidParams(params: Record<string, string | undefined>): string[] {
  return Object.entries(params)
    .filter(([name, value]) => {
      const pattern = paramPatterns[name as keyof typeof paramPatterns];
      return pattern !== undefined && (value === undefined || !pattern.test(value));
    })
    .map(([name]) => name);
}

export function routeById(id: string): RouteDefinition {
  const route = routeTable.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route id "${id}"`);
  return route;
}

/** The path of a route in one language, parameters filled in and encoded. */
export function pathFor(id: string, language: Language, params: Record<string, string> = {}): string {
  return routeById(id).path[language].replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The same page in the other language, translated slugs included; the query is kept. A path that
 * matches no route goes to the other language's home.
 */
export function alternatePath(pathname: string, search: string, target: Language): string {
  const match = matchRoute(pathname);
  const path = match ? pathFor(match.route.id, target, match.params) : target === "en" ? "/en/" : "/";
  return `${path}${search}`;
}
