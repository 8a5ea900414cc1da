/** Anonymous listing pages: a minute fresh at the edge, five more served stale while revalidating. */
export const PUBLIC_LISTING_CACHE = "public, max-age=60, stale-while-revalidate=300";
/** Near me located by the visitor's IP: the same URL lists different places per visitor. */
export const PER_VISITOR_CACHE = "private, max-age=60";
/** Signed-in visitors (session cookie): never stored by shared caches. */
export const SIGNED_IN_CACHE = "private, no-cache";

/** Private to one person: never stored by any cache, shared or not. */
export const PRIVATE_PAGE_CACHE = "private, no-store";

export function listingCacheControl(input: { signedIn: boolean; perVisitor: boolean }): string {
  if (input.signedIn) return SIGNED_IN_CACHE;
  if (input.perVisitor) return PER_VISITOR_CACHE;
  return PUBLIC_LISTING_CACHE;
}
