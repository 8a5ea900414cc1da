import { PlansLanding } from "../../features/membership/components/plans-landing";
import { loadLanding } from "../../features/membership/membership-loader.server";
import { membershipMeta } from "../../features/membership/membership-meta";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/membership-page";

/** /plus/ (every plan) and /premium-b/ (its own plan), no header or footer. */
export function loader(args: Route.LoaderArgs) {
  return loadLanding(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  membershipMeta(loaderData, siteUrlOf(matches), location.pathname);

export default function MembershipPage({ loaderData }: Route.ComponentProps) {
  return <PlansLanding data={loaderData} />;
}
