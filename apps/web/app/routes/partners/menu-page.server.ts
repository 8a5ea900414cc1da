import { data } from "react-router";
import type { MenuData } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import type { Route } from "./+types/menu-page";
import { contextOf, guarded, venueIdOf } from "./partners-pages.server";

/** The venue's menu for its staff (every role reads it; owners and managers change it). */
export async function loadMenu(args: Route.LoaderArgs) {
  const { url, language, partners, actor } = await contextOf(args);
  const placeId = venueIdOf(args.params);
  const [venue, menu] = await guarded(url.pathname, language, () =>
    Promise.all([partners.venue(actor, placeId, language), partners.menu(actor, placeId, language)]),
  );
  return data({ language, venue, menu } satisfies MenuData, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}
