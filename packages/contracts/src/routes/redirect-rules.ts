/**
 * The router's permanent redirects (SPEC section 2, "Router behaviour"), applied by the server
 * before rendering. Each rule maps a canonical path (and its query) to a new one; rules chain, and
 * the visitor gets one 301 to the final target. Every target is a path on this site.
 */

export interface Location {
  path: string;
  search: string;
}

/** Old URL -> new path (may carry its own query). Built from the catalogue (legacy_redirects). */
export type LegacyLookup = (path: string) => string | undefined;

export type RedirectRule = (location: Location, legacy: LegacyLookup) => Location | undefined;

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

export const trailingSlash: RedirectRule = ({ path, search }) =>
  path.endsWith("/") || looksLikeFile(path) ? undefined : { path: `${path}/`, search };

/** /experiencias... -> /planes-que-hacer...; /experiencia/{slug} -> /plan-que-hacer/{slug}; /experiencia -> /plan-que-hacer. */
export const experiences: RedirectRule = ({ path, search }) => {
  const parts = segments(path);
  if (parts[0] === "experiencias") return { path: joinPath(["planes-que-hacer", ...parts.slice(1)]), search };
  if (parts[0] === "experiencia") return { path: joinPath(["plan-que-hacer", ...parts.slice(1)]), search };
  return undefined;
};

/** /{country}[/{segment}[/{segment}]]/club-{product} -> the same prefix plus /premium. */
export const countryClub: RedirectRule = ({ path, search }) => {
  const { prefix, rest } = withLanguage(path);
  if (rest.length < 2 || rest.length > 4 || !COUNTRY.test(rest[0]!) || !CLUB.test(rest.at(-1)!)) return undefined;
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
export function resolveRedirect(pathname: string, search: string, legacy: LegacyLookup): string | undefined {
  let location: Location = { path: normalizeSlashes(pathname), search };
  let changed = location.path !== pathname;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = redirectRules.reduce<Location | undefined>(
      (found, rule) => found ?? rule(location, legacy),
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
