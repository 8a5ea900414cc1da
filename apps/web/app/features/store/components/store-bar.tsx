import type { Language } from "@sobremesa/contracts";
import { ShoppingCart, Store } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useCartCount } from "../store-api";
import { checkoutPath, storesPath } from "../store-paths";

/**
 * The store's sub-header: a way back to every store and the cart with its item count (asked of the
 * API after the page loads, so the public pages' HTML stays the same for everyone).
 */
export function StoreBar({ language }: { language: Language }) {
  const { t } = useTranslation();
  const count = useCartCount(language);
  return (
    <div className="border-b border-neutral-200 bg-white">
      <Container className="flex items-center justify-between gap-3">
        <Link
          to={storesPath(language)}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
        >
          <Store aria-hidden="true" className="size-4 text-brand-600" />
          {t("store.bar.stores")}
        </Link>
        <Link
          to={checkoutPath(language)}
          data-testid="cart-link"
          className="-mr-2 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-100"
        >
          <span className="relative">
            <ShoppingCart aria-hidden="true" className="size-5" />
            {count ? (
              <span
                aria-hidden="true"
                className="absolute -top-2 -right-2.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-brand-500 px-1 text-[0.6875rem] leading-none font-bold text-white"
              >
                {count > 99 ? "99+" : count}
              </span>
            ) : null}
          </span>
          <span className="sr-only sm:not-sr-only">{t("store.bar.cart")}</span>
          <span className="sr-only" data-testid="cart-count">
            {t("store.bar.count", { count: count ?? 0 })}
          </span>
        </Link>
      </Container>
    </div>
  );
}
