import { AlreadyMemberView, membershipMeta } from "#app/features/membership/index.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/already-member-page";
import { loadAlreadyMember } from "./membership-pages.server";

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
