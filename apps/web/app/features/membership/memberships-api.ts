import { createMembershipsClient, type Language, languageOfPath, type MembershipsClient } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/**
 * The memberships client of the contract for the browser: same origin, so the session cookie
 * travels by itself; errors come back in the page's language (`lang`).
 */
export function membershipsApi(language: Language, fetch?: typeof globalThis.fetch): MembershipsClient {
  return createMembershipsClient(mainApi({ language, fetch }));
}

/** The client in the language of the page the browser shows now (stores outlive one page). */
export function browserMembershipsApi(): MembershipsClient {
  return membershipsApi(languageOfPath(globalThis.location?.pathname ?? "/"));
}
