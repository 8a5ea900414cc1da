import { type Language, pathFor, routeTable } from "@sobremesa/contracts";
import type { PageRoute } from "#app/lib/navigation/page-route.ts";
import { safeNextPath } from "./next-path";

export type GuardOutcome =
  | { kind: "continue" }
  | { kind: "redirect"; to: string }
  | { kind: "not-found"; message: string };

export interface GuardInput {
  page: PageRoute;
  /** The normalized URL of the page (no React Router `.data` suffix). */
  url: URL;
  /** Route parameters as React Router matched them. */
  params: Record<string, string | undefined>;
  signedIn: boolean;
  member: boolean;
}

/** Where signing in starts: the home page with the sign-in panel open and the way back. */
export function signInPath(language: Language, next: string | null): string {
  const query = new URLSearchParams({ login: "1" });
  const safe = safeNextPath(next);
  if (safe) query.set("next", safe);
  return `${pathFor("home", language)}?${query}`;
}

/** The already-member page that goes with a checkout page (`premium-checkout` -> `premium-already-member`). */
export function alreadyMemberRouteId(checkoutId: string): string | undefined {
  if (!checkoutId.endsWith("-checkout")) return undefined;
  const id = `${checkoutId.slice(0, -"-checkout".length)}-already-member`;
  return routeTable.some((route) => route.id === id) ? id : undefined;
}

/**
 * The rules of the guards that decide before rendering (pure, so they are tested without a server):
 * parameters that fail their pattern are a 404 "Page Not Found" plus the path; `auth` sends a
 * signed-out visitor to sign in and back; `club-member-redirect` sends a member from a checkout to
 * the already-member page. The header guards only change the layout.
 */
export function evaluateGuards({ page, url, params, signedIn, member }: GuardInput, invalid: string[]): GuardOutcome {
  if (invalid.length > 0) return { kind: "not-found", message: `Page Not Found ${url.pathname}` };
  const { route, language } = page;
  if (route.guards.includes("auth") && !signedIn) {
    return { kind: "redirect", to: signInPath(language, `${url.pathname}${url.search}`) };
  }
  if (route.guards.includes("club-member-redirect") && member) {
    const target = alreadyMemberRouteId(route.id);
    if (target) {
      const definedParams = Object.fromEntries(
        Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      return { kind: "redirect", to: `${pathFor(target, language, definedParams)}${url.search}` };
    }
  }
  return { kind: "continue" };
}
