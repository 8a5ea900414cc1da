import { ApiError } from "@sobremesa/contracts";
import { membershipsApi } from "#app/features/membership/index.ts";

// One client for the whole membership area: the checkout's. Imported, then exported: the bundle
// resolves a named import from a feature's index to the module that defines it, not a re-export.
export { membershipsApi };

/**
 * What to tell the member after a failed call: the server's own words for a refusal it meant (a 4xx:
 * a declined card, the last card of a live membership), else the fallback in the page's language.
 * Calls that answer `{ error, message }` instead of throwing pass their `error` here.
 */
export function membershipErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    return error.status > 0 && error.status < 500 && error.message ? error.message : fallback;
  }
  return fallback;
}
