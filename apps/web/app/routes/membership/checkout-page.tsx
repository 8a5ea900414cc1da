import { CheckoutView, membershipMeta } from "#app/features/membership/index.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/checkout-page";
import { loadCheckout } from "./membership-pages.server";

/** /{plan}/checkout/ of Premium, Premium B and Plus (members were sent to already-member by the guard). */
export function loader(args: Route.LoaderArgs) {
  return loadCheckout(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  membershipMeta(loaderData, siteUrlOf(matches), location.pathname);

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return <CheckoutView data={loaderData} />;
}
