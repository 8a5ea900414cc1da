import { ThanksView } from "../../features/membership/components/thanks-view";
import { loadThanks } from "../../features/membership/membership-loader.server";
import { membershipMeta } from "../../features/membership/membership-meta";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/thanks-page";

/** /{plan}/checkout/gracias-por-tu-compra/: the new membership, its trial and first charge. */
export function loader(args: Route.LoaderArgs) {
  return loadThanks(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  membershipMeta(loaderData, siteUrlOf(matches), location.pathname);

export default function ThanksPage({ loaderData }: Route.ComponentProps) {
  return <ThanksView data={loaderData} />;
}
