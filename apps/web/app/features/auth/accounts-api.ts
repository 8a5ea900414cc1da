import { type AccountsClient, createAccountsClient, type Language } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/**
 * The accounts client of the contract (one typed function per endpoint) for the browser: same
 * origin, so the HttpOnly `rs_s_t` cookie travels by itself and no token is ever handled here.
 */
export function accountsApi(language: Language, fetch?: typeof globalThis.fetch): AccountsClient {
  return createAccountsClient(mainApi({ language, fetch }));
}

// Light enough for every page (no schemas): what to say about a failed call, and whether it signed out.
export { errorMessage, isUnauthenticated } from "./account-errors";
