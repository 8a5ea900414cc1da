import { OrderDetailView, privateMeta } from "#app/features/store/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/order-detail-page";
import { loadOrderDetail } from "./store-pages.server";

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
