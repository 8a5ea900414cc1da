/**
 * The geolocation cookie (deleted at start-up). Where the visitor browses lives in
 * the persisted geolocation store; a cookie of that name, left by an older version of the site or
 * set for one server render, would otherwise keep sending a stale place with every request.
 */
export const GEOLOCATION_COOKIE = "geolocation";

/** Expires the cookie on the site's root path (where any version of the site set it). */
export function deleteGeolocationCookie(target: Pick<Document, "cookie"> = document): void {
  target.cookie = `${GEOLOCATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
