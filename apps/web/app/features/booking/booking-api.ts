import { createReservationsClient, type Language, type ReservationsClient } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/**
 * The reservation system's client for the browser: same origin (the owner's `rs_s_t` cookie goes
 * by itself), requestFrom=WEBSITE and the page language on every call. The large-party client is
 * apart (large-party-api.ts): its module holds zod schemas a place's first view has no use for.
 */
export function reservationsApi(language: Language, fetch?: typeof globalThis.fetch): ReservationsClient {
  return createReservationsClient(mainApi({ language, fetch }));
}
