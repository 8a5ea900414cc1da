/**
 * The router's permanent redirects, applied by the server
 * before rendering. Each rule maps a canonical path (and its query) to a new one; rules chain, and
 * the visitor gets one 301 to the final target. Every target is a path on this site.
 */

import { matchRoute, pathFor, routeById } from "./route-match.ts";

export interface Location {
  path: string;
  search: string;
}

/** Old URL -> new path (may carry its own query). Built from the catalogue (legacy_redirects). */
export type LegacyLookup = (path: string) => string | undefined;

/** Whether a place has this slug: a real place's page wins over the rule for club pages. */
export type PlaceLookup = (slug: string) => boolean;

export type RedirectRule = (location: Location, legacy: LegacyLookup, isPlace: PlaceLookup) => Location | undefined;

const COUNTRY = /^[a-z]{2}$/;
const CLUB = /^club-[^/]+$/;

/** Backslashes become slashes and runs of slashes one: `//evil.com` is the local path `/evil.com`. */
export function normalizeSlashes(pathname: string): string {
  const normalized = pathname.replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  return normalized.startsWith("/") ? normalized : `/${normalized}`;
}

/** A Location header we may send: a path on this site, never `//host` or `/\host`, no control characters. */
export function isSafeLocation(location: string): boolean {
  if (!/^\/(?![/\\])/.test(location) || location.includes("\\")) return false;
  for (const character of location) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

function joinPath(parts: string[]): string {
  return parts.length === 0 ? "/" : `/${parts.join("/")}/`;
}

/** Splits an optional /en prefix so rules work the same in both languages. */
function withLanguage(path: string): { prefix: string[]; rest: string[] } {
  const parts = segments(path);
  return parts[0] === "en" ? { prefix: ["en"], rest: parts.slice(1) } : { prefix: [], rest: parts };
}

function looksLikeFile(path: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(segments(path).at(-1) ?? "");
}

/** Parameters that hold codes, whose capitals mean something (order numbers, invoice ids). */
const CASE_SENSITIVE_PARAMS = new Set(["code", "orderNumber", "invoiceId", "id"]);

/** Capital letters outside percent escapes (browsers write those in capitals; they are not the path's). */
const CAPITALS = /%[0-9A-Fa-f]{2}|[A-Z]+/g;
const lower = (text: string) => text.replace(CAPITALS, (run) => (run.startsWith("%") ? run : run.toLowerCase()));

/** One canonical URL per page, in lowercase: /Plus/ -> /plus/, /EN/ -> /en/; codes keep their capitals. */
export const lowercase: RedirectRule = ({ path, search }) => {
  if (looksLikeFile(path) || lower(path) === path) return undefined;
  const parts = segments(path);
  const match = matchRoute(lower(path));
  const routeParts = match ? segments(match.route.path[match.language]) : [];
  const kept = parts.map((part, index) => {
    const name = routeParts[index]?.startsWith(":") ? routeParts[index]!.slice(1) : undefined;
    return name && CASE_SENSITIVE_PARAMS.has(name) ? part : lower(part);
  });
  const lowered = joinPath(kept);
  const next = path.endsWith("/") ? lowered : lowered.slice(0, -1);
  return next === path ? undefined : { path: next, search };
};

export const trailingSlash: RedirectRule = ({ path, search }) =>
  path.endsWith("/") || looksLikeFile(path) ? undefined : { path: `${path}/`, search };

/** A route's path without its trailing parameter: `/planes-que-hacer/:countryCode/` -> ["planes-que-hacer"]. */
const baseOf = (id: string, language: "es" | "en") => segments(routeById(id).path[language]).slice(0, -1);
const thingsToDo = { es: baseOf("experiences-country", "es"), en: baseOf("experiences-country", "en") };
const thingToDo = { es: baseOf("experience", "es"), en: baseOf("experience", "en") };

/**
 * /experiencias... -> the listings of things to do; /experiencia/{slug} -> a thing to do; both under
 * /en as well. The bare listing and detail paths have no page: they go to Mexico's listing.
 */
export const experiences: RedirectRule = ({ path, search }) => {
  const { prefix, rest } = withLanguage(path);
  const language = prefix.length > 0 ? "en" : "es";
  if (rest[0] === "experiencias") return { path: joinPath([...thingsToDo[language], ...rest.slice(1)]), search };
  if (rest[0] === "experiencia") return { path: joinPath([...thingToDo[language], ...rest.slice(1)]), search };
  const bare = segments(path).join("/");
  if (bare === thingsToDo[language].join("/") || bare === thingToDo[language].join("/")) {
    return { path: pathFor("experiences-country", language, { countryCode: "mx" }), search };
  }
  return undefined;
};

/** Where a place's slug sits in a location URL: /{country}/{state}/{city}/{slug}/. */
const PLACE_POSITION = 3;

/**
 * The slug a location URL names where a place could be and the club rule would apply, or undefined:
 * the caller finds out whether it is a place before the rules run.
 */
export function clubPlaceCandidate(pathname: string): string | undefined {
  const { rest } = withLanguage(normalizeSlashes(pathname).toLowerCase());
  const last = rest[PLACE_POSITION];
  return rest.length === PLACE_POSITION + 1 && COUNTRY.test(rest[0]!) && last && CLUB.test(last) ? last : undefined;
}

/**
 * /{country}[/{state}[/{city}[/{slug}]]]/club-{product} -> the same prefix plus /premium, unless the
 * club-like segment is the slug of a real place (some nightclubs are called "Club ...").
 */
export const countryClub: RedirectRule = ({ path, search }, _legacy, isPlace) => {
  const { prefix, rest } = withLanguage(path);
  if (rest.length < 2 || rest.length > PLACE_POSITION + 2 || !COUNTRY.test(rest[0]!) || !CLUB.test(rest.at(-1)!))
    return undefined;
  if (rest.length === PLACE_POSITION + 1 && isPlace(rest.at(-1)!)) return undefined;
  return { path: joinPath([...prefix, ...rest.slice(0, -1), "premium"]), search };
};

const clubPages: Record<string, string[]> = {
  "": [],
  checkout: ["checkout"],
  "already-member": ["already-member"],
  "checkout/gracias-por-tu-compra": ["checkout", "gracias-por-tu-compra"],
  "checkout/thank-you-for-your-purchase": ["checkout", "thank-you-for-your-purchase"],
};

/** /club-{product}/, /checkout/ and /already-member/ -> /premium/, /premium/checkout/, /premium/already-member/. */
export const clubToPremium: RedirectRule = ({ path, search }) => {
  const { prefix, rest } = withLanguage(path);
  if (rest.length === 0 || !CLUB.test(rest[0]!)) return undefined;
  const page = clubPages[rest.slice(1).join("/")];
  return page ? { path: joinPath([...prefix, "premium", ...page]), search } : undefined;
};

/** /premium/ -> /plus/ (the plan pages under /premium/ stay). */
export const premiumToPlus: RedirectRule = ({ path, search }) => {
  const { prefix, rest } = withLanguage(path);
  return rest.length === 1 && rest[0] === "premium" ? { path: joinPath([...prefix, "plus"]), search } : undefined;
};

/** /checkout/ -> /stores/checkout/: the store's cart keeps its old address as an alias. */
export const checkoutAlias: RedirectRule = ({ path, search }) => {
  const { prefix, rest } = withLanguage(path);
  return rest.length === 1 && rest[0] === "checkout"
    ? { path: joinPath([...prefix, "stores", "checkout"]), search }
    : undefined;
};

/** The data table of old slugs; a target's own query comes first, the visitor's is kept after it. */
export const legacySlugs: RedirectRule = ({ path, search }, legacy) => {
  const target = legacy(path);
  if (!target) return undefined;
  const [targetPath = "/", targetQuery = ""] = target.split("?");
  const query = new URLSearchParams(targetQuery);
  for (const [key, value] of new URLSearchParams(search)) if (!query.has(key)) query.append(key, value);
  const text = query.toString();
  return { path: targetPath, search: text ? `?${text}` : "" };
};

export const redirectRules: readonly RedirectRule[] = [
  lowercase,
  trailingSlash,
  experiences,
  countryClub,
  clubToPremium,
  premiumToPlus,
  checkoutAlias,
  legacySlugs,
];

const MAX_HOPS = 6;

/**
 * Where a GET for this URL must go, or undefined to render it. Chains the rules (trailing slash
 * first) so the visitor gets one 301 to the final place, and only ever to a path on this site.
 */
export function resolveRedirect(
  pathname: string,
  search: string,
  legacy: LegacyLookup,
  isPlace: PlaceLookup = () => false,
): string | undefined {
  let location: Location = { path: normalizeSlashes(pathname), search };
  let changed = location.path !== pathname;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = redirectRules.reduce<Location | undefined>(
      (found, rule) => found ?? rule(location, legacy, isPlace),
      undefined,
    );
    if (!next || (next.path === location.path && next.search === location.search)) break;
    location = next;
    changed = true;
  }
  if (!changed) return undefined;
  const target = `${location.path}${location.search}`;
  return isSafeLocation(target) ? target : "/";
}
