import { data } from "react-router";
import type { SetupData } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import type { Route } from "./+types/setup-page";
import { contextOf, venueIdOf, venuePage } from "./partners-pages.server";

/** /socios/lugar/:id/servicio/: the venue's shifts, booking window and time blocks (owners and managers). */
export async function loadSetup(args: Route.LoaderArgs) {
  const context = await contextOf(args);
  const { language, partners, actor } = context;
  const placeId = venueIdOf(args.params);
  const [venue, setup] = await venuePage(context, placeId, () => partners.setup(actor, placeId, language));
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: setup.timeZone }).format(new Date());
  return data({ language, venue, setup, today } satisfies SetupData, {
    headers: { "Cache-Control": PRIVATE_PAGE_CACHE },
  });
}
