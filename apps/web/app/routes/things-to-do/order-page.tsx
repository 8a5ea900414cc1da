import { OrderPageView } from "../../features/experiences/components/order-page-view";
import { loadOrderPage } from "../../features/experiences/experiences-loader.server";
import { pageMeta, siteUrlOf } from "../../features/seo/page-meta";
import { PRIVATE_PAGE_CACHE } from "../../features/user-panel/user-panel-data";
import { getI18n } from "../../i18n/i18n";
import type { Route } from "./+types/order-page";

/**
 * An order (SPEC section 2 "Other": /order/{code}/): a thing to do's order for its signed-in owner
 * or whoever gives the buyer's e-mail. (Store orders have their own pages under /stores/.)
 */
export function loader(args: Route.LoaderArgs) {
  return loadOrderPage(args);
}

/** A buyer's order and tickets: never stored by any cache. */
export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  const code = loaderData.state === "found" ? loaderData.order.code : loaderData.code;
  return pageMeta({
    language: loaderData.language,
    title: t("experiences.order.metaTitle", { code }),
    description: t("experiences.order.ask.text"),
    siteUrl: siteUrlOf(matches),
    pathname: location.pathname,
    noindex: true,
  });
};

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderPageView key={loaderData.state} data={loaderData} />;
}
