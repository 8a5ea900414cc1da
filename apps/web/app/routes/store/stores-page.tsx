import { StoresView, storesMeta } from "#app/features/store/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/stores-page";
import { loadStores } from "./store-pages.server";

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
