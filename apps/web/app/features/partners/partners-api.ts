import { createPartnersClient, type Language } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/** The partner console's API in the page's language (errors come back in it). */
export function partnersApi(language: Language) {
  return createPartnersClient(mainApi({ language }));
}
