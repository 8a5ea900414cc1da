import { privateMeta, StoreOrderPageView } from "#app/features/store/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/store-order-page";
import { loadStoreOrder } from "./store-pages.server";

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
