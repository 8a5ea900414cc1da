import {
  createLargePartyClient,
  createReservationsClient,
  type Language,
  type LargePartyClient,
  type ReservationsClient,
} from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/**
 * The reservation system's client for the browser: same origin (the owner's `rs_s_t` cookie goes
 * by itself), requestFrom=WEBSITE and the page language on every call.
 */
export function reservationsApi(language: Language, fetch?: typeof globalThis.fetch): ReservationsClient {
  return createReservationsClient(mainApi({ language, fetch }));
}

/** The large-party request's client (main web API, the page language on the call). */
export function largePartyApi(language: Language, fetch?: typeof globalThis.fetch): LargePartyClient {
  return createLargePartyClient(mainApi({ language, fetch }));
}
