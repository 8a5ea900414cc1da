import { data } from "react-router";
import type { FloorData } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import type { Route } from "./+types/floor-page";
import { contextOf, guarded, venueIdOf } from "./partners-pages.server";

/** The venue's floor for its staff (every role reads it; owners and managers change it). */
export async function loadFloor(args: Route.LoaderArgs) {
  const { url, language, partners, actor } = await contextOf(args);
  const placeId = venueIdOf(args.params);
  const [venue, floor] = await guarded(url.pathname, language, () =>
    Promise.all([partners.venue(actor, placeId, language), partners.floor(actor, placeId, language)]),
  );
  return data({ language, venue, floor } satisfies FloorData, { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } });
}
