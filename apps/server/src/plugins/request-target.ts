import type { IncomingMessage } from "node:http";

/** A request target in absolute form: scheme, authority, then the path and query (RFC 9112 section 3.2.2). */
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^#]*)/i;

/**
 * The origin form ("/path?query") of a request target. HTTP/1.1 lets any client send the absolute
 * form ("GET http://host/path HTTP/1.1") and an origin server must accept it, so this server answers
 * its path part as if it had been asked of this site. The authority in it is not taken as the host:
 * the site's own address (config) is what pages and links use, and a target naming another host is
 * no more trusted than a Host header naming it. Everything downstream (the router, the API-prefix
 * checks, the page renderer, which joins the host and the URL) can then count on a leading slash.
 * Other targets (origin form, "*") pass unchanged.
 */
export function originForm(request: IncomingMessage): string {
  const url = request.url ?? "/";
  if (url.startsWith("/")) return url;
  const match = ABSOLUTE_FORM.exec(url);
  if (!match) return url;
  const rest = match[1] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}
