import type { Guard } from "@sobremesa/contracts";

/**
 * How the site header shows on a page, from its header guards: `hide-header` hides it on every
 * viewport, `header-mobile` swaps it for the compact mobile header below md, and `show-header`
 * (or no header guard) shows it. Pages without a site header (layouts 404 and no-header-no-footer)
 * never ask.
 */
export type HeaderMode = "site" | "mobile" | "hidden";

export function headerModeOf(guards: readonly Guard[]): HeaderMode {
  if (guards.includes("hide-header")) return "hidden";
  if (guards.includes("header-mobile")) return "mobile";
  return "site";
}
