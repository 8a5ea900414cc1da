/** Anonymous public pages (a place, a store, things to do): a minute fresh at the edge, five more served stale while revalidating. */
export const PUBLIC_LISTING_CACHE = "public, max-age=60, stale-while-revalidate=300";
/**
 * Anonymous place listings, whose cards show bookable times: as fresh, but at most one more minute
 * stale, so a shared copy is never over two minutes old (ADR 034; the booking page checks again).
 */
export const TIMED_LISTING_CACHE = "public, max-age=60, stale-while-revalidate=60";
/** Near me located by the visitor's IP: the same URL lists different places per visitor. */
export const PER_VISITOR_CACHE = "private, max-age=60";
/** Signed-in visitors (session cookie): never stored by shared caches. */
export const SIGNED_IN_CACHE = "private, no-cache";

/** Private to one person: never stored by any cache, shared or not. */
export const PRIVATE_PAGE_CACHE = "private, no-store";

export function listingCacheControl(input: { signedIn: boolean; perVisitor: boolean; timed?: boolean }): string {
  if (input.signedIn) return SIGNED_IN_CACHE;
  if (input.perVisitor) return PER_VISITOR_CACHE;
  return input.timed ? TIMED_LISTING_CACHE : PUBLIC_LISTING_CACHE;
}
