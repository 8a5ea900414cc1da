import { PlaceholderPage } from "../../features/pages/components/placeholder-page";
import { loadPage, pageDataMeta } from "../../features/pages/page-data";
import type { Route } from "./+types/membership-page";
import { describeMembership } from "./membership-copy";

/** Premium, Premium B and Plus pages, no header or footer (SPEC: memberships). */
export function loader(args: Route.LoaderArgs) {
  return loadPage(args, describeMembership);
}

export const meta: Route.MetaFunction = (args) => pageDataMeta(args);

export default function MembershipPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage data={loaderData} />;
}
