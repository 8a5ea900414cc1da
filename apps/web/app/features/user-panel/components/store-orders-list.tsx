import type { StoreOrderSummary } from "@sobremesa/contracts";
import { COUNTRIES, countryOfCurrency, formatDate, formatMoney } from "@sobremesa/contracts";
import { ChevronRight, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { storeOrderPath } from "#app/features/store/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";

const LIVE = new Set(["paid", "preparing", "shipped"]);

/** The day an order was placed, in its store country's zone (its currency's country). */
function orderDay(order: StoreOrderSummary, language: "es" | "en"): string {
  const country = countryOfCurrency(order.total.currency) ?? "mx";
  return formatDate(order.created_at, COUNTRIES[country].timeZone, language, "medium");
}

/** The shopper's store orders as links to their order page (status, timeline, cancelling). */
export function StoreOrdersList({ orders }: { orders: StoreOrderSummary[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="divide-y divide-neutral-200">
      {orders.map((order) => (
        <li key={order.number}>
          <Link
            to={storeOrderPath(language, order.number)}
            className="flex items-center gap-4 rounded-md px-2 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <ShoppingBag aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-neutral-900">{order.store}</span>
              <span className="block text-sm text-neutral-700">{orderDay(order, language)}</span>
              <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-600">
                <span>{t("userPanel.orders.items", { count: order.item_count })}</span>
                <span>{formatMoney(order.total.amount, order.total.currency, language)}</span>
                <span>{t("userPanel.orders.number", { number: order.number })}</span>
                <span
                  className={cx(
                    "rounded-full px-2 py-0.5 text-xs font-medium",
                    order.status === "delivered"
                      ? "bg-brand-50 text-brand-800"
                      : LIVE.has(order.status)
                        ? "bg-brand-50 text-brand-800"
                        : "bg-neutral-100 text-neutral-700",
                  )}
                >
                  {t(`store.status.${order.status}`)}
                </span>
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
