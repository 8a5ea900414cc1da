import { ConciergeView } from "#app/features/concierge/index.ts";
import { leadPageData, leadPageMeta } from "#app/features/leads/index.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/concierge-page";

/** /comunicate-con-nuestro-equipo-de-concierge/ (/en/contact-our-concierge-team/): the concierge request form. */
export function loader(args: Route.LoaderArgs) {
  return leadPageData(args, "concierge");
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  leadPageMeta(loaderData, location.pathname, siteUrlOf(matches));

export default function ConciergePage() {
  return <ConciergeView />;
}
