import { PaymentPolicyView } from "../../features/place/components/payment-policy-view";
import { loadPlacePage } from "../../features/place/place-loader.server";
import { placeMeta } from "../../features/place/place-meta";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/payment-policy-page";

/** A place's payment and cancellation policy (no header or footer): /lugar/{slug}/politica-de-pago/. */
export function loader(args: Route.LoaderArgs) {
  return loadPlacePage(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? placeMeta(loaderData, siteUrlOf(matches)) : [];

export default function PaymentPolicyPage({ loaderData }: Route.ComponentProps) {
  return <PaymentPolicyView data={loaderData} />;
}
