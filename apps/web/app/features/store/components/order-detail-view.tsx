import type { StoreOrderDto } from "@sobremesa/contracts";
import { CircleCheck, SearchX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { storeApi } from "../store-api";
import type { OrderDetailData } from "../store-data";
import { storeOrderPath, storePath, storesPath } from "../store-paths";
import { StoreBar } from "./store-bar";
import { OrderDelivery, OrderItems, StatusBadge } from "./store-order-view";

/**
 * The thank-you page after an order: the number, the goods, the address and the totals, and the way
 * to the order's page. The order comes from the loader (the owner, or the e-mail in the link), else
 * from the purchase that just answered (the navigation's state).
 */
export function OrderDetailView({ data }: { data: OrderDetailData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { language } = data;
  const passed = (location.state as { order?: StoreOrderDto } | null)?.order ?? null;
  const [order, setOrder] = useState<StoreOrderDto | null>(
    data.order ?? (passed && passed.number === data.number ? passed : null),
  );
  const api = useMemo(() => storeApi(language), [language]);
  // The loader could not see it (the session changed meanwhile): one more try with the e-mail.
  useEffect(() => {
    if (order || !data.number || !data.email) return;
    api
      .order(data.number, data.email)
      .then((answer) => setOrder(answer.order))
      .catch(() => undefined);
  }, [order, data.number, data.email, api]);

  if (!order) {
    return (
      <>
        <StoreBar language={language} />
        <Container className="max-w-lg pt-10 pb-16 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-8 text-brand-600" />
          <h1 className="mt-3 text-2xl font-bold text-neutral-900">{t("store.thanks.missing.title")}</h1>
          <p className="mt-2 text-neutral-700">{t("store.thanks.missing.text")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {data.number ? (
              <ButtonLink to={storeOrderPath(language, data.number)} size="lg">
                {t("store.thanks.viewOrder")}
              </ButtonLink>
            ) : null}
            <ButtonLink to={storesPath(language)} size="lg" variant="secondary">
              {t("store.thanks.keepShopping")}
            </ButtonLink>
          </div>
        </Container>
      </>
    );
  }

  return (
    <>
      <StoreBar language={language} />
      <Container className="max-w-3xl space-y-5 pt-6 pb-16 sm:pt-10">
        <header className="text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
            {t("store.thanks.heading")}
          </h1>
          <p className="mt-2 text-neutral-700">
            {t("store.thanks.text", { number: order.number, email: order.contact.email })}
          </p>
          <p className="mt-3 flex items-center justify-center gap-3">
            <span className="font-mono text-lg font-bold text-neutral-900" data-testid="order-number">
              {order.number}
            </span>
            <StatusBadge status={order.status} />
          </p>
        </header>
        <OrderItems order={order} language={language} />
        <OrderDelivery order={order} />
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={storeOrderPath(language, order.number, data.email)} size="lg" data-testid="view-order">
            {t("store.thanks.viewOrder")}
          </ButtonLink>
          <ButtonLink to={storePath(language, order.store.slug)} size="lg" variant="secondary">
            {t("store.thanks.keepShopping")}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
