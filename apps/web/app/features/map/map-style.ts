import type { StyleSpecification } from "maplibre-gl";

/**
 * The map's base style is configuration: the root loader may hand a tile style
 * URL as `mapStyleUrl`. Without one (this machine has no internet, and no tile provider is set up by
 * default) the map draws a plain background so markers and clusters still work, and says so.
 */

/** A neutral background and nothing else: no sources, so no network request at all. */
export const FALLBACK_MAP_STYLE: StyleSpecification = {
  version: 8,
  name: "sobremesa-fallback",
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#e9eef3" } }],
};

export interface ResolvedMapStyle {
  style: string | StyleSpecification;
  /** True when no base map is configured: the map shows the "base map unavailable" note. */
  fallback: boolean;
}

/** A style URL we accept: absolute http(s), or a path on our own site. */
function isStyleUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const url = value.trim();
  return /^https?:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);
}

/** Reads `mapStyleUrl` from the root loader data (when the server provides it). */
export function resolveMapStyle(rootData: unknown): ResolvedMapStyle {
  const url =
    rootData && typeof rootData === "object" ? (rootData as { mapStyleUrl?: unknown }).mapStyleUrl : undefined;
  return isStyleUrl(url) ? { style: url.trim(), fallback: false } : { style: FALLBACK_MAP_STYLE, fallback: true };
}
