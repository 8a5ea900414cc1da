import type { RouterContextProvider } from "react-router";

/**
 * A unit test's arguments for a page's loader, typed as its route's generated LoaderArgs: the request
 * and the context, with the pattern and params the test names. Loaders read their URL from the
 * request when React Router gives none, and find the page with the route table's matcher when no
 * pattern is given.
 */
export function loaderArgs<Args>(args: {
  request: Request;
  context: RouterContextProvider;
  pattern?: string;
  params?: Record<string, string>;
}): Args {
  return args as unknown as Args;
}
