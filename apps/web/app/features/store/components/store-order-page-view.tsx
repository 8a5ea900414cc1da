import type { StoreOrderDto } from "@sobremesa/contracts";
import { useState } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { OrderLookup } from "#app/features/payment/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { StoreOrderPageData } from "../store-data";
import { formatStoreInstant } from "../store-format";
import { storeOrderNumberParam, storeOrderPath } from "../store-paths";
import { StoreBar } from "./store-bar";
import { CancelOrder, OrderDelivery, OrderItems, OrderTimeline, StatusBadge } from "./store-order-view";

/**
 * A store order's page: status and its timeline, the goods, the address and delivery, the totals,
 * and cancelling while the order allows it. Anyone but its signed-in owner gives the buyer's e-mail.
 */
export function StoreOrderPageView({ data }: { data: StoreOrderPageData }) {
  if (data.state === "ask") return <AskForOrder data={data} />;
  return <FoundOrder data={data} />;
}

function FoundOrder({ data }: { data: Extract<StoreOrderPageData, { state: "found" }> }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<StoreOrderDto>(data.order);
  const { language } = data;
  return (
    <>
      <StoreBar language={language} />
      <Container className="max-w-3xl space-y-5 pt-6 pb-16 sm:pt-10">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-neutral-600">
              {t("store.order.placed", { date: formatStoreInstant(order.created_at, language) })}
            </p>
            <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
              {t("store.order.number", { number: order.number })}
            </h1>
          </div>
          <StatusBadge status={order.status} />
        </header>
        <OrderTimeline order={order} language={language} />
        <OrderItems order={order} language={language} />
        <OrderDelivery order={order} />
        <CancelOrder order={order} email={data.email} language={language} onCancelled={setOrder} />
        <p className="text-sm text-neutral-600">
          {t("store.order.contact", { name: order.contact.name, email: order.contact.email })}
        </p>
      </Container>
    </>
  );
}

function AskForOrder({ data }: { data: Extract<StoreOrderPageData, { state: "ask" }> }) {
  return (
    <OrderLookup
      code={data.number}
      email={data.email}
      wrong={data.wrong}
      parse={(number) => storeOrderNumberParam(number) ?? undefined}
      pathOf={(number, email) => storeOrderPath(data.language, number, email)}
      placeholder="PED-7KQ2MX"
      copy={{
        notFoundTitle: "store.order.notFound.title",
        notFoundText: "store.order.notFound.text",
        title: "store.order.ask.title",
        text: "store.order.ask.text",
        code: "store.order.ask.number",
        codeInvalid: "store.order.ask.numberInvalid",
        submit: "store.order.ask.submit",
      }}
    />
  );
}
