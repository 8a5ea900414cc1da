import { type Language, languageOfPath } from "@sobremesa/contracts";
import { pageRouteOfRequest } from "#app/lib/navigation/page-route.ts";

/** What React Router hands every loader, action and middleware that says which page it runs for. */
export interface RequestArgs {
  request: Request;
  /** The page's URL as React Router normalises it (a client navigation's `.data` request too). */
  url?: URL;
  pattern?: string;
}

/**
 * The language of the page a loader runs for, decided here once for every loader: the matched
 * route's (React Router's pattern, else the route table's matcher on the URL). Off the table, the
 * path's prefix says it, as it does for the document shell.
 */
export function languageOf(args: RequestArgs): Language {
  const page = pageRouteOfRequest(args);
  return page ? page.language : languageOfPath((args.url ?? new URL(args.request.url)).pathname);
}
