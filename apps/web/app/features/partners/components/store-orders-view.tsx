import { type ConsoleOrderSummary, formatMoney } from "@sobremesa/contracts";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { partnersDateTime } from "../partners-format";
import type { StoreOrdersData } from "../store-console-data";
import { storeConsolePaths } from "../store-console-paths";
import { StoreNav } from "./store-nav";

const STORE_TIME_ZONE = "America/Mexico_City";

/** The order queue: paid orders to pick, pack and ship (oldest first), then those shipped and cancelled. */
export function StoreOrdersView({ data }: { data: StoreOrdersData }) {
  const { t } = useTranslation();
  const sections = [
    { key: "open", title: t("partners.stores.orders.open"), rows: data.open },
    { key: "shipped", title: t("partners.stores.orders.shipped"), rows: data.shipped },
    { key: "closed", title: t("partners.stores.orders.closed"), rows: data.closed },
  ];
  return (
    <>
      <StoreNav store={data.store} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.stores.orders.title")}</h1>
        {sections.map((section) => (
          <section key={section.key} aria-labelledby={`orders-${section.key}`} className="mt-6">
            <h2 id={`orders-${section.key}`} className="text-lg font-bold text-neutral-900">
              {section.title}
            </h2>
            {section.rows.length === 0 ? (
              <p className="mt-2 text-neutral-700">{t("partners.stores.orders.empty")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
                {section.rows.map((order) => (
                  <OrderRow key={order.number} order={order} data={data} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

function OrderRow({ order, data }: { order: ConsoleOrderSummary; data: StoreOrdersData }) {
  const { t } = useTranslation();
  const { language, store } = data;
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="queue-order">
      <div className="min-w-0 flex-1">
        <Link
          to={storeConsolePaths.order(language, store.id, order.number)}
          className="font-semibold text-brand-800 underline"
          aria-label={t("partners.stores.orders.open_link", { number: order.number })}
        >
          {order.number}
        </Link>
        <p className="text-sm text-neutral-700">
          {order.buyer} · {t("partners.stores.orders.items", { count: order.item_count })} ·{" "}
          {formatMoney(order.total.amount, order.total.currency, language)}
        </p>
        <p className="text-sm text-neutral-600">
          {partnersDateTime(order.paid_at ?? order.created_at, STORE_TIME_ZONE, language)}
          {order.refunded.amount > 0
            ? ` · ${t("partners.stores.orders.refunded", {
                amount: formatMoney(order.refunded.amount, order.refunded.currency, language),
              })}`
            : ""}
        </p>
      </div>
      <span className="rounded-sm bg-neutral-100 px-2 py-0.5 text-sm font-semibold text-neutral-800">
        {t(`store.status.${order.status}`)}
      </span>
    </li>
  );
}
