import { CheckoutView, privateMeta } from "#app/features/store/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/checkout-page";
import { loadCheckout } from "./store-pages.server";

/** The cart and checkout: /stores/checkout/; /checkout/ goes there. */
export function loader(args: Route.LoaderArgs) {
  return loadCheckout(args);
}

/** The shopper's cart, contact and cards: never stored by any cache. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": PRIVATE_PAGE_CACHE });
  const cookie = loaderHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  return headers;
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [];
  const { t } = getI18n(loaderData.language);
  return privateMeta(
    loaderData.language,
    t("store.checkout.metaTitle"),
    t("store.checkout.heading"),
    siteUrlOf(matches),
    location.pathname,
  );
};

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  // Signing in (or out) brings another cart: the form starts again from it.
  return (
    <CheckoutView
      key={`${loaderData.language}-${loaderData.signedIn}-${loaderData.cart.item_count}-${loaderData.cart.merged}`}
      data={loaderData}
    />
  );
}
