import { StoresView } from "../../features/store/components/stores-view";
import { loadStores } from "../../features/store/store-loader.server";
import { storesMeta } from "../../features/store/store-meta";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/stores-page";

/** Every store: /stores/, narrowed to a country with ?pais=. */
export function loader(args: Route.LoaderArgs) {
  return loadStores(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? storesMeta(loaderData, siteUrlOf(matches)) : [];

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  return <StoresView data={loaderData} />;
}
