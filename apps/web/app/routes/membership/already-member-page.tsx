import { AlreadyMemberView } from "../../features/membership/components/already-member-view";
import { loadAlreadyMember } from "../../features/membership/membership-loader.server";
import { membershipMeta } from "../../features/membership/membership-meta";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/already-member-page";

/** /{plan}/already-member/: where the checkout sends someone who is a member already. */
export function loader(args: Route.LoaderArgs) {
  return loadAlreadyMember(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  membershipMeta(loaderData, siteUrlOf(matches), location.pathname);

export default function AlreadyMemberPage({ loaderData }: Route.ComponentProps) {
  return <AlreadyMemberView data={loaderData} />;
}
