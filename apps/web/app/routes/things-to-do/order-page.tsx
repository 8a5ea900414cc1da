import { OrderPageView } from "#app/features/experiences/index.ts";
import { isStoreOrderCode, StoreOrderPageView } from "#app/features/store/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import { loadStoreOrder } from "#app/routes/store/store-pages.server.ts";
import type { Route } from "./+types/order-page";
import { loadOrderPage } from "./experience-pages.server";

/**
 * An order (/order/{code}/), for its signed-in owner or whoever gives the
 * buyer's e-mail: a store order (PED-XXXXXX, the same view as /stores/order/{number}/) or a thing to
 * do's (EXP-XXXXXX).
 */
export function loader(args: Route.LoaderArgs) {
  return isStoreOrderCode(args.params.code) ? loadStoreOrder(args, args.params.code) : loadOrderPage(args);
}

/** A buyer's order and tickets: never stored by any cache. */
export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  if ("kind" in loaderData) {
    return pageMeta({
      language: loaderData.language,
      title: t("store.order.metaTitle", {
        number: loaderData.state === "found" ? loaderData.order.number : loaderData.number,
      }),
      description: t("store.order.ask.text"),
      siteUrl: siteUrlOf(matches),
      pathname: location.pathname,
      noindex: true,
    });
  }
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
  if ("kind" in loaderData) return <StoreOrderPageView key={`store-${loaderData.state}`} data={loaderData} />;
  return <OrderPageView key={loaderData.state} data={loaderData} />;
}
