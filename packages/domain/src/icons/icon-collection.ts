import type { IconCollection, IconData } from "@sobremesa/contracts";

/** The custom collection's prefix (Iconify's `prefix`): icons are named `sobremesa:<name>`. */
export const CUSTOM_ICON_PREFIX = "sobremesa";
/** Every custom icon is drawn on a 24 px box, like the built-in (lucide) icons it stands in for. */
const ICON_BOX = 24;

// Stroke-drawn like lucide so a custom icon and its built-in fallback look alike in the same spot.
const stroked = (shapes: string) =>
  `<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`;

const icons: Record<string, IconData> = {
  // A plate between a fork and a knife.
  restaurant: {
    body: stroked(
      '<circle cx="12" cy="13" r="5"/><circle cx="12" cy="13" r="2"/><path d="M3 3v4a2 2 0 0 0 2 2v12M5 3v4M7 3v4"/><path d="M21 3c-1.5 1-2 3.5-2 6h2v12"/>',
    ),
  },
  // A cocktail glass with a slice of lime.
  bar: {
    body: stroked('<path d="M4 5h14l-7 8z"/><path d="M11 13v8M7 21h8"/><path d="M16 5a3 3 0 1 1 4 2.8"/>'),
  },
  // A mirror ball on its string.
  nightclub: {
    body: stroked(
      '<path d="M12 2v3"/><circle cx="12" cy="12" r="7"/><path d="M5 12h14M12 5c-2.5 2-2.5 12 0 14M12 5c2.5 2 2.5 12 0 14"/>',
    ),
  },
  // A ticket: things to do.
  ticket: {
    body: stroked(
      '<path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v8a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2z"/><path d="M14 6v2M14 11v2M14 16v2"/>',
    ),
  },
};

/** Names the collection holds. */
export const customIconNames: readonly string[] = Object.keys(icons);

/**
 * The custom collection for a list of names, in the usual icon-collection JSON shape: the icons found
 * and, apart, the names it does not hold (the client draws its built-in icon for those).
 */
export function iconCollectionFor(names: readonly string[]): IconCollection {
  const found: Record<string, IconData> = {};
  const missing: string[] = [];
  for (const name of names) {
    const icon = Object.hasOwn(icons, name) ? icons[name] : undefined;
    if (icon) found[name] = icon;
    else missing.push(name);
  }
  return {
    prefix: CUSTOM_ICON_PREFIX,
    icons: found,
    width: ICON_BOX,
    height: ICON_BOX,
    ...(missing.length > 0 ? { not_found: missing } : {}),
  };
}
