import { ProductView } from "../../features/store/components/product-view";
import { loadProduct } from "../../features/store/store-loader.server";
import { productMeta } from "../../features/store/store-meta";
import { PUBLIC_LISTING_CACHE } from "../../lib/cache-control";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/product-page";

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
