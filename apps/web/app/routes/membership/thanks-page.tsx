import { membershipMeta, ThanksView } from "#app/features/membership/index.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/thanks-page";
import { loadThanks } from "./membership-pages.server";

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
