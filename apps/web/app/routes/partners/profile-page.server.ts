import { data } from "react-router";
import type { ProfileData } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/profile-page";
import { contextOf, venueIdOf, venuePage } from "./partners-pages.server";

/** /socios/lugar/:id/perfil/: the venue's public profile and photos (owners and managers). */
export async function loadProfile(args: Route.LoaderArgs) {
  const context = await contextOf(args);
  const { language, actor } = context;
  const { profiles } = args.context.get(servicesContext);
  const placeId = venueIdOf(args.params);
  if (!profiles) throw data("Not Found", { status: 404 });
  const [venue, profile] = await venuePage(context, placeId, () => profiles.profile(actor, placeId, language));
  return data({ language, venue, profile } satisfies ProfileData, {
    headers: { "Cache-Control": PRIVATE_PAGE_CACHE },
  });
}
