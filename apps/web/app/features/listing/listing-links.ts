import { LISTING_QUERY_KEYS } from "#app/features/filters/index.ts";

/** Query text with commas left readable ("precio=1,2", not "precio=1%2C2"). */
function queryText(query: URLSearchParams): string {
  return query.toString().replaceAll("%2C", ",");
}

/**
 * A path (with or without a query) with some query parameters changed: a string sets, null
 * removes. Parameters not named keep their order.
 */
export function withQuery(path: string, changes: Record<string, string | null>): string {
  const [pathname, search = ""] = path.split("?");
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) query.delete(key);
    else query.set(key, value);
  }
  const text = queryText(query);
  return text ? `${pathname}?${text}` : pathname!;
}

/** The same listing at page n (page 1 has no parameter; "page" in both languages). */
export function withPage(path: string, page: number): string {
  return withQuery(path, { [LISTING_QUERY_KEYS.es.page]: page > 1 ? String(page) : null });
}

/** Listing path segments without the language prefix: "/en/mx/bars/" -> ["mx", "bars"]. */
export function pathSegments(pathname: string): string[] {
  const parts = pathname.split("/").filter(Boolean);
  return parts[0] === "en" ? parts.slice(1) : parts;
}
