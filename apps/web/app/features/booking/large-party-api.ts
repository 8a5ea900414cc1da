import { createLargePartyClient, type Language, type LargePartyClient } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/** The large-party request's client (main web API, the page language on the call). */
export function largePartyApi(language: Language, fetch?: typeof globalThis.fetch): LargePartyClient {
  return createLargePartyClient(mainApi({ language, fetch }));
}
