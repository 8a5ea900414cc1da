import { ConciergeView } from "../../features/concierge/components/concierge-view";
import { leadPageData, leadPageMeta } from "../../features/leads/lead-page";
import { siteUrlOf } from "../../lib/seo/page-meta";
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
