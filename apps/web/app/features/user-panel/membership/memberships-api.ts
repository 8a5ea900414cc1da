import { ApiError } from "@sobremesa/contracts";

// One client for the whole membership area: the checkout's.
export { membershipsApi } from "#app/features/membership/memberships-api.ts";

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
