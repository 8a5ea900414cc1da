// The icon service's plain values, apart from its schemas: the browser's icon loader needs these,
// not zod (which would otherwise ride along on every page that draws a custom icon).

/** The icon service's path: a query of icon names, answered with a custom icon collection. */
export const ICONS_PATH = "/api/tools/icons";
/** The client waits at most 1500 ms for its icons, then uses its built-in ones. */
export const ICON_FETCH_TIMEOUT_MS = 1500;
/** More names than any page needs: a longer list is refused rather than answered in full. */
export const MAX_ICONS_PER_REQUEST = 32;
