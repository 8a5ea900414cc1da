import { StoreOrderPageView } from "../../features/store/components/store-order-page-view";
import { loadStoreOrder } from "../../features/store/store-loader.server";
import { privateMeta } from "../../features/store/store-meta";
import { PRIVATE_PAGE_CACHE } from "../../lib/cache-control";
import { getI18n } from "../../lib/i18n/i18n";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/store-order-page";

/** A store order's status: /stores/order/{order_number}/. */
export function loader(args: Route.LoaderArgs) {
  return loadStoreOrder(args, args.params.orderNumber);
}

/** A buyer's order and address: never stored by any cache. */
export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  const number = loaderData.state === "found" ? loaderData.order.number : loaderData.number;
  return privateMeta(
    loaderData.language,
    t("store.order.metaTitle", { number }),
    t("store.order.ask.text"),
    siteUrlOf(matches),
    location.pathname,
  );
};

export default function StoreOrderPage({ loaderData }: Route.ComponentProps) {
  return <StoreOrderPageView key={loaderData.state} data={loaderData} />;
}
