import {
  API_VERSION,
  ICON_FETCH_TIMEOUT_MS,
  ICONS_PATH,
  type IconCollection,
  type IconData,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from "@sobremesa/contracts";
import { mainApiPath } from "#app/lib/api/api-bases.ts";

/** What the console says when the icon service answers badly or too late. */
export const CUSTOM_ICONS_FAILED = "Failed to load custom icons";

// Elements and attributes an icon body may use: drawing only, nothing that runs or links.
const TAG = /<\/?([a-zA-Z]+)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*\/?>/g;
const SAFE_ELEMENTS = new Set(["g", "path", "circle", "ellipse", "rect", "line", "polyline", "polygon"]);
const ATTRIBUTE = /\s+([a-zA-Z-]+)="/g;

/**
 * Whether an icon body is plain drawing. It goes into the page as markup, so a body with any other
 * element or an event handler, link or style attribute is refused (the built-in icon shows instead).
 */
export function isSafeIconBody(body: string): boolean {
  if (body.replace(TAG, "").trim() !== "") return false;
  for (const [, element = "", attributes = ""] of body.matchAll(TAG)) {
    if (!SAFE_ELEMENTS.has(element.toLowerCase())) return false;
    for (const [, name = ""] of attributes.matchAll(ATTRIBUTE)) {
      const lower = name.toLowerCase();
      if (lower.startsWith("on") || lower.includes("href") || lower === "style") return false;
    }
  }
  return true;
}

export interface CustomIcons {
  prefix: string;
  /** Icon box of the collection, for icons without their own. */
  width: number;
  height: number;
  icons: Record<string, IconData>;
}

export interface FetchCustomIconsOptions {
  language: "es" | "en";
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string, detail?: unknown) => void;
}

const isPositive = (value: unknown) => value === undefined || (typeof value === "number" && value > 0);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The contract's icon-collection shape (packages/contracts tools/icons.ts), checked by hand: the
 * zod schema would bring zod to every page that draws a category icon, for one small answer.
 */
export function isIconCollection(value: unknown): value is IconCollection {
  if (!isRecord(value) || typeof value.prefix !== "string" || value.prefix === "") return false;
  if (!isPositive(value.width) || !isPositive(value.height) || !isRecord(value.icons)) return false;
  const notFound = value.not_found;
  if (notFound !== undefined && !(Array.isArray(notFound) && notFound.every((name) => typeof name === "string"))) {
    return false;
  }
  return Object.values(value.icons).every(
    (icon) =>
      isRecord(icon) &&
      typeof icon.body === "string" &&
      icon.body.length >= 1 &&
      icon.body.length <= 10_000 &&
      isPositive(icon.width) &&
      isPositive(icon.height),
  );
}

function usable(collection: IconCollection): CustomIcons {
  const icons: Record<string, IconData> = {};
  for (const [name, icon] of Object.entries(collection.icons)) if (isSafeIconBody(icon.body)) icons[name] = icon;
  return { prefix: collection.prefix, width: collection.width ?? 24, height: collection.height ?? 24, icons };
}

/**
 * The custom icons for these names from the icon service, within 1500 ms. A bad answer (not the
 * icon-collection shape, an error status) or no answer in time logs "Failed to load custom icons"
 * and gives null: callers then draw their built-in (lucide) icons; nothing else on the page waits.
 */
export async function fetchCustomIcons(
  names: readonly string[],
  options: FetchCustomIconsOptions,
): Promise<CustomIcons | null> {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const search = new URLSearchParams({ icons: [...names].sort().join(","), lang: options.language, v: API_VERSION });
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error("the icon service did not answer in time")),
    options.timeoutMs ?? ICON_FETCH_TIMEOUT_MS,
  );
  try {
    const response = await doFetch(`${options.origin ?? ""}${mainApiPath(ICONS_PATH)}?${search}`, {
      headers: { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, accept: "application/json" },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`the icon service answered ${response.status}`);
    const answer: unknown = await response.json();
    if (!isIconCollection(answer)) throw new Error("the icon service answered no prefix and icons object");
    return usable(answer);
  } catch (error) {
    log(CUSTOM_ICONS_FAILED, error instanceof Error ? error.message : error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
