import { ChainsView } from "#app/features/chains/index.ts";
import { leadPageMeta } from "#app/features/leads/index.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/chains-page";
import { loadChainsPage } from "./chains-page.server";

/**
 * /cadenas-de-restaurantes-bares-y-antros/ (/en/franchise-restaurants-bars-and-nightclubs/): the
 * catalogue's chains with their branches per city, and the partner form.
 */
export function loader(args: Route.LoaderArgs) {
  return loadChainsPage(args);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  leadPageMeta(loaderData, location.pathname, siteUrlOf(matches));

export default function ChainsPage({ loaderData }: Route.ComponentProps) {
  return <ChainsView data={loaderData} />;
}
