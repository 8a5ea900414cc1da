import { OrderDetailView } from "../../features/store/components/order-detail-view";
import { loadOrderDetail } from "../../features/store/store-loader.server";
import { privateMeta } from "../../features/store/store-meta";
import { PRIVATE_PAGE_CACHE } from "../../lib/cache-control";
import { getI18n } from "../../lib/i18n/i18n";
import { siteUrlOf } from "../../lib/seo/page-meta";
import type { Route } from "./+types/order-detail-page";

/** After an order: /stores/order-detail/?order=PED-XXXXXX[&email=]. */
export function loader(args: Route.LoaderArgs) {
  return loadOrderDetail(args);
}

export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return privateMeta(
    loaderData.language,
    t("store.thanks.metaTitle"),
    t("store.thanks.heading"),
    siteUrlOf(matches),
    location.pathname,
  );
};

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  return <OrderDetailView key={loaderData.number ?? "none"} data={loaderData} />;
}
