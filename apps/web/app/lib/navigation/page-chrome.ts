import { DEFAULT_HEADER_COLOR } from "@sobremesa/contracts";
import { useMatches } from "react-router";
import { type HeaderMode, headerModeOf } from "#app/lib/guards/header-mode.ts";
import { type PageRoute, pageRouteOfId } from "./page-route";

/** What a page may tell the layout about its chrome, through its loader data or its route handle. */
export interface PageChromeData {
  /** Header background, a hex colour with # (kept in the utility state). */
  headerColor?: string;
  /** Short title for the compact mobile header. */
  heading?: string;
  /** Where the mobile header's back button goes when there is no in-app history. */
  backTo?: string;
  /** A second skip link, to a part of a long page (its element id and the catalogue key of its text). */
  skipLink?: SkipLink;
}

export interface SkipLink {
  target: string;
  label: string;
}

export interface PageChrome {
  page: PageRoute | undefined;
  headerMode: HeaderMode;
  headerColor: string;
  heading: string | undefined;
  backTo: string | undefined;
  skipLink: SkipLink | undefined;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function field(source: unknown, name: keyof PageChromeData): string | undefined {
  if (!source || typeof source !== "object") return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

function skipLinkOf(handle: unknown): SkipLink | undefined {
  if (!handle || typeof handle !== "object") return undefined;
  const link = (handle as { skipLink?: unknown }).skipLink;
  if (!link || typeof link !== "object") return undefined;
  const { target, label } = link as Record<string, unknown>;
  return typeof target === "string" && typeof label === "string" ? { target, label } : undefined;
}

/** A header colour from page data, or the default brand blue when it is missing or not a hex colour. */
export function headerColorOf(...sources: unknown[]): string {
  for (const source of sources) {
    const color = field(source, "headerColor");
    if (color && HEX_COLOR.test(color)) return color;
  }
  return DEFAULT_HEADER_COLOR;
}

/** The chrome of a leaf match: its table route, header mode from its guards, colour, title. */
export function pageChromeOf(leaf: { id: string; loaderData?: unknown; handle?: unknown } | undefined): PageChrome {
  const page = pageRouteOfId(leaf?.id);
  return {
    page,
    headerMode: page ? headerModeOf(page.route.guards) : "site",
    headerColor: headerColorOf(leaf?.loaderData, leaf?.handle),
    heading: field(leaf?.loaderData, "heading") ?? field(leaf?.handle, "heading"),
    backTo: field(leaf?.loaderData, "backTo") ?? field(leaf?.handle, "backTo"),
    skipLink: skipLinkOf(leaf?.handle),
  };
}

/** The chrome of the page being shown (the deepest match). */
export function usePageChrome(): PageChrome {
  const matches = useMatches();
  return pageChromeOf(matches[matches.length - 1]);
}
