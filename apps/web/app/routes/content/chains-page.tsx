import { loadChainsPage } from "../../features/chains/chains-loader.server";
import { ChainsView } from "../../features/chains/components/chains-view";
import { leadPageMeta } from "../../features/leads/lead-page";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/chains-page";

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
