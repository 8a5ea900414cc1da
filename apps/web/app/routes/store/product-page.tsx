import { ProductView, productMeta } from "#app/features/store/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/product-page";
import { loadProduct } from "./store-pages.server";

/** A product: /stores/detail/{slug}/. */
export function loader(args: Route.LoaderArgs) {
  return loadProduct(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? productMeta(loaderData, siteUrlOf(matches)) : [];

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  // Another product starts with its own variant, quantity and picture.
  return <ProductView key={loaderData.product.slug} data={loaderData} />;
}
