import type { Language, StoreOrderDto } from "@sobremesa/contracts";
import { formatMoney } from "@sobremesa/contracts";
import { Check, Circle, CircleX, LoaderCircle, MapPin, Package, Truck } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { purchaseFailure } from "#app/features/experiences/index.ts";
import { PurchaseAlert } from "#app/features/payment/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { alerts } from "#app/lib/shell/alerts.ts";
import { storeApi } from "../store-api";
import { formatStoreInstant } from "../store-format";
import { productPath, storePath } from "../store-paths";
import { timelineSteps } from "../store-timeline";

const STATUS_TONE: Record<StoreOrderDto["status"], string> = {
  pending_payment: "bg-accent-50 text-accent-800",
  paid: "bg-brand-50 text-brand-800",
  preparing: "bg-brand-50 text-brand-800",
  packed: "bg-brand-50 text-brand-800",
  shipped: "bg-brand-50 text-brand-800",
  delivered: "bg-brand-50 text-brand-800",
  cancelled: "bg-neutral-100 text-neutral-800",
  expired: "bg-neutral-100 text-neutral-800",
  refunded: "bg-neutral-100 text-neutral-800",
};

export function StatusBadge({ status }: { status: StoreOrderDto["status"] }) {
  const { t } = useTranslation();
  return (
    <span
      className={cx("rounded-full px-3 py-1 text-sm font-semibold", STATUS_TONE[status])}
      data-testid="order-status"
    >
      {t(`store.status.${status}`)}
    </span>
  );
}

/** The lines, the delivery, the totals with the IVA they include. */
export function OrderItems({ order, language }: { order: StoreOrderDto; language: Language }) {
  const { t } = useTranslation();
  const money = (value: StoreOrderDto["total"]) => formatMoney(value.amount, value.currency, language);
  return (
    <section aria-labelledby="order-items" className="rounded-md border border-neutral-200 bg-white p-5 sm:p-6">
      <h2 id="order-items" className="flex items-center gap-2 text-lg font-bold text-neutral-900">
        <Package aria-hidden="true" className="size-5 text-brand-600" />
        {t("store.order.items")}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        <Link
          to={storePath(language, order.store.slug)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          {order.store.name}
        </Link>
      </p>
      <ul className="divide-y divide-neutral-200">
        {order.items.map((item) => (
          <li key={item.variant_id} className="flex justify-between gap-4 py-3 text-sm">
            <span>
              <Link
                to={productPath(language, item.product_slug)}
                className="font-semibold text-neutral-900 hover:underline"
              >
                {item.product_name}
              </Link>
              <span className="block text-neutral-600">
                {item.variant_name} · {item.quantity} × {money(item.unit_price)}
              </span>
            </span>
            <span className="font-semibold text-neutral-900">{money(item.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-neutral-200 pt-4 text-sm">
        <div className="flex justify-between gap-4 text-neutral-800">
          <dt>{t("store.checkout.itemsPlain")}</dt>
          <dd>{money(order.items_total)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-neutral-800">
          <dt>{t("store.checkout.shippingNamed", { name: order.shipping.name })}</dt>
          <dd>{order.shipping.price.amount === 0 ? t("store.shipping.free") : money(order.shipping.price)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-neutral-200 pt-3">
          <dt className="font-semibold text-neutral-900">{t("store.checkout.total")}</dt>
          <dd className="text-lg font-bold text-neutral-900" data-testid="order-total">
            {money(order.total)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-neutral-600">
          <dt>{t("store.checkout.tax", { rate: order.tax.rate_percent })}</dt>
          <dd>{money(order.tax.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Where and how it ships, and the tracking number once there is one. */
export function OrderDelivery({ order }: { order: StoreOrderDto }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="order-delivery"
      className="grid gap-5 rounded-md border border-neutral-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
    >
      <div>
        <h2 id="order-delivery" className="flex items-center gap-2 font-bold text-neutral-900">
          <MapPin aria-hidden="true" className="size-5 text-brand-600" />
          {t("store.order.address")}
        </h2>
        <address className="mt-2 text-sm text-neutral-800 not-italic">
          {order.address_lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </div>
      <div>
        <h2 className="flex items-center gap-2 font-bold text-neutral-900">
          <Truck aria-hidden="true" className="size-5 text-brand-600" />
          {t("store.order.delivery")}
        </h2>
        <p className="mt-2 text-sm text-neutral-800">
          {order.shipping.name} ·{" "}
          {t("store.shipping.days", { min: order.shipping.min_days, max: order.shipping.max_days })}
        </p>
        <p className="mt-1 text-sm text-neutral-700">
          {order.tracking_number
            ? t("store.order.tracking", { number: order.tracking_number })
            : t("store.order.noTracking")}
        </p>
        {order.carrier ? (
          <p className="mt-1 text-sm text-neutral-700">{t("store.order.carrier", { carrier: order.carrier })}</p>
        ) : null}
      </div>
    </section>
  );
}

/** The order's way so far (pending payment, paid, preparing, shipped, delivered; or cancelled). */
export function OrderTimeline({ order, language }: { order: StoreOrderDto; language: Language }) {
  const { t } = useTranslation();
  const steps = timelineSteps(order);
  return (
    <section aria-labelledby="order-timeline" className="rounded-md border border-neutral-200 bg-white p-5 sm:p-6">
      <h2 id="order-timeline" className="font-bold text-neutral-900">
        {t("store.order.timeline")}
      </h2>
      <ol className="mt-4 grid gap-3 sm:grid-flow-col sm:auto-cols-fr sm:gap-2">
        {steps.map((step) => {
          const off = step.status === "cancelled" || step.status === "refunded";
          return (
            <li
              key={step.status}
              aria-current={step.state === "current" ? "step" : undefined}
              className="flex items-start gap-3 sm:flex-col sm:items-center sm:text-center"
            >
              <span
                className={cx(
                  "flex size-8 shrink-0 items-center justify-center rounded-full",
                  step.state === "ahead"
                    ? "border-2 border-neutral-300 text-neutral-400"
                    : off
                      ? "bg-neutral-700 text-white"
                      : "bg-brand-500 text-white",
                )}
              >
                {step.state === "ahead" ? (
                  <Circle aria-hidden="true" className="size-3" />
                ) : off ? (
                  <CircleX aria-hidden="true" className="size-4" />
                ) : (
                  <Check aria-hidden="true" className="size-4" />
                )}
              </span>
              <span>
                <span
                  className={cx(
                    "block text-sm font-semibold",
                    step.state === "ahead" ? "text-neutral-600" : "text-neutral-900",
                  )}
                >
                  {t(`store.status.${step.status}`)}
                  <span className="sr-only"> ({t(`store.order.step.${step.state}`)})</span>
                </span>
                {step.at ? (
                  <span className="block text-xs text-neutral-600">{formatStoreInstant(step.at, language)}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** "Cancel order" while the order allows it: a confirmation first, then the refunded order. */
export function CancelOrder({
  order,
  email,
  language,
  onCancelled,
}: {
  order: StoreOrderDto;
  email: string | null;
  language: Language;
  onCancelled: (order: StoreOrderDto) => void;
}) {
  const { t } = useTranslation();
  const api = useMemo(() => storeApi(language), [language]);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!order.can_cancel) return null;
  async function cancel() {
    const confirmed = await alerts.questionConfirm(
      t("store.order.cancelText", { total: formatMoney(order.total.amount, order.total.currency, language) }),
      {
        language,
        title: t("store.order.cancelTitle"),
        confirmLabel: t("store.order.cancelConfirm"),
        cancelLabel: t("store.order.keep"),
      },
    );
    if (!confirmed) return;
    setPending(true);
    setProblem(null);
    try {
      const answer = await api.cancel(order.number, email ?? undefined);
      onCancelled(answer.order);
      alerts.toast(t("store.order.cancelled"), { language });
    } catch (error) {
      setProblem(purchaseFailure(error).message ?? t("store.checkout.genericError"));
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="rounded-md border border-neutral-200 bg-neutral-50 p-5">
      <p className="text-sm text-neutral-700">{t("store.order.cancelHint")}</p>
      {problem ? (
        <PurchaseAlert className="mt-3" title={t("store.order.cancelFailed")}>
          {problem}
        </PurchaseAlert>
      ) : null}
      <button
        type="button"
        onClick={cancel}
        aria-disabled={pending || undefined}
        className={cx(buttonClasses("secondary", "md"), "mt-3")}
        data-testid="cancel-order"
      >
        {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t("store.order.cancel")}
      </button>
    </div>
  );
}
