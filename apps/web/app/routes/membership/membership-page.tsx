import { membershipMeta, PlansLanding } from "#app/features/membership/index.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/membership-page";
import { loadLanding } from "./membership-pages.server";

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
