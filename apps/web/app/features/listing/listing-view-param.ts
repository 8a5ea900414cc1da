import type { ShouldRevalidateFunctionArgs } from "react-router";
import { withQuery } from "./listing-links";

export type ListingView = "list" | "map";

/**
 * A listing's view lives in the query, `?view=map` (the list, the default, is left out), so reload,
 * Back and a shared link show the same view. One name in both languages: the language switch keeps
 * the query as it is.
 */
export const VIEW_KEY = "view";

/** The view a query asks for; anything but "map" is the list. */
export function viewOf(search: string | URLSearchParams): ListingView {
  return new URLSearchParams(search).get(VIEW_KEY) === "map" ? "map" : "list";
}

/** The same path and query in another view. */
export function withView(path: string, view: ListingView): string {
  return withQuery(path, { [VIEW_KEY]: view === "map" ? "map" : null });
}

/** The query without the view: what the listing's data depends on. */
export function searchWithoutView(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(VIEW_KEY);
  return query.toString();
}

/** Whether two URLs differ only in their view: the listing's data stays the same, no loader runs. */
export function onlyViewChanged(currentUrl: URL, nextUrl: URL): boolean {
  return (
    currentUrl.href !== nextUrl.href &&
    currentUrl.pathname === nextUrl.pathname &&
    searchWithoutView(currentUrl.search) === searchWithoutView(nextUrl.search)
  );
}

/** A listing route's `shouldRevalidate`: list or map changes only the URL's view, not the data. */
export function revalidateUnlessOnlyViewChanged({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return !formMethod && onlyViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
