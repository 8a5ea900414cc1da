import { data } from "react-router";
import type { SetupData } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import type { Route } from "./+types/setup-page";
import { contextOf, guarded, venueIdOf } from "./partners-pages.server";

/** /socios/lugar/:id/servicio/: the venue's shifts, booking window and time blocks (owners and managers). */
export async function loadSetup(args: Route.LoaderArgs) {
  const { url, language, partners, actor } = await contextOf(args);
  const placeId = venueIdOf(args.params);
  const [venue, setup] = await guarded(url.pathname, language, () =>
    Promise.all([partners.venue(actor, placeId, language), partners.setup(actor, placeId, language)]),
  );
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: setup.timeZone }).format(new Date());
  return data({ language, venue, setup, today } satisfies SetupData, {
    headers: { "Cache-Control": PRIVATE_PAGE_CACHE },
  });
}
