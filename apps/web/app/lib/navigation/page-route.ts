import { type Language, languages, matchRoute, type RouteDefinition, routeTable } from "@sobremesa/contracts";

/** A page of the route table in one language: what React Router matched, in the table's terms. */
export interface PageRoute {
  route: RouteDefinition;
  language: Language;
}

/** React Router route id of a page: `es-home`, `en-place`. */
export function routerRouteId(id: string, language: Language): string {
  return `${language}-${id}`;
}

/** A table path as React Router writes it: no leading or trailing slash ("/lugar/:slug/" -> "lugar/:slug"). */
export function routerPath(tablePath: string): string {
  return tablePath.split("/").filter(Boolean).join("/");
}

const byRouterId = new Map<string, PageRoute>();
const byPattern = new Map<string, PageRoute>();
for (const route of routeTable) {
  for (const language of languages) {
    byRouterId.set(routerRouteId(route.id, language), { route, language });
    byPattern.set(routerPath(route.path[language]), { route, language });
  }
}

/** The page behind a React Router route id (`en-place`), or undefined for layouts and catch-alls. */
export function pageRouteOfId(routerId: string | undefined): PageRoute | undefined {
  return routerId === undefined ? undefined : byRouterId.get(routerId);
}

/**
 * The page a loader or middleware runs for. React Router hands them the matched pattern (its own
 * match, so both always agree); the table's matcher on the URL is the fallback.
 */
export function pageRouteOfRequest(args: { pattern?: string; url?: URL; request: Request }): PageRoute | undefined {
  if (typeof args.pattern === "string") {
    const found = byPattern.get(routerPath(args.pattern));
    if (found || args.pattern.includes("*")) return found;
  }
  const match = matchRoute((args.url ?? new URL(args.request.url)).pathname);
  return match ? { route: match.route, language: match.language } : undefined;
}
